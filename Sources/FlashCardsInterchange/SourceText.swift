/// The text of a file to import: UTF-8, not binary, not empty.
enum SourceText {
  static func decode(_ bytes: [UInt8]) throws(InterchangeError) -> String {
    if let nul = bytes.firstIndex(of: 0) { throw .binary(line: line(at: nul, in: bytes)) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .notUTF8(line: firstInvalidLine(bytes))
    }
    if text.allSatisfy({ $0.isWhitespace || $0 == "\u{FEFF}" }) { throw .empty }
    return text
  }

  private static func line(at offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
    var number = 1
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if String(validating: line, as: UTF8.self) == nil { return number }
      number += 1
    }
    return number
  }
}
