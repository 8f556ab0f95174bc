/// The next position of one byte at or after a position that only moves forward, each byte
/// scanned at most once: where none is left, every later search answers at once.
struct ForwardSearch {
  let byte: UInt8
  private var scannedUpTo = 0
  private var found: Int?

  init(for byte: UInt8) {
    self.byte = byte
  }

  mutating func next(in bytes: [UInt8], from start: Int, examined: inout Int) -> Int? {
    if let found, found >= start { return found }
    var index = max(start, scannedUpTo)
    while index < bytes.count {
      examined += 1
      if bytes[index] == byte {
        found = index
        scannedUpTo = index + 1
        return index
      }
      index += 1
    }
    scannedUpTo = bytes.count
    found = nil
    return nil
  }
}
