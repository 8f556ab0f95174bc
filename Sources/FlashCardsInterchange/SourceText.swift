import FlashCardsCore

/// The text of a file to import: UTF-8 or UTF-16 with a byte order mark (which is left out),
/// not binary, not empty.
enum SourceText {
  static func decode(_ bytes: [UInt8]) throws(InterchangeError) -> String {
    let (utf8, encoding) = TextEncoding.utf8(bytes)
    if let refusal = encoding.refusal { throw .unsupportedEncoding(refusal) }
    if let nul = utf8.firstIndex(of: 0) { throw .binary(line: line(at: nul, in: utf8)) }
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw .invalidText(encoding: encoding.name, line: firstInvalidLine(utf8))
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
