/// PostgreSQL's COPY text format: one row a line, fields separated by a tab, NULL written `\N`,
/// and a backslash, tab, line feed or carriage return inside a value escaped with a backslash.
enum CopyText {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let backslash = UInt8(ascii: "\\")

  /// Appends one value, escaped, to `buffer`.
  static func append(_ value: String, to buffer: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes in
      // Most values need no escape: copied in one go.
      guard bytes.contains(where: { $0 == backslash || $0 == tab || $0 == newline || $0 == 13 }) else {
        buffer.append(contentsOf: bytes)
        return
      }
      for byte in bytes {
        switch byte {
        case backslash: buffer.append(contentsOf: [backslash, backslash])
        case tab: buffer.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case newline: buffer.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 13: buffer.append(contentsOf: [backslash, UInt8(ascii: "r")])
        default: buffer.append(byte)
        }
      }
    }
  }

  static let null: [UInt8] = [backslash, UInt8(ascii: "N")]

  /// The fields of one row (its line end, if any, left out), unescaped; nil for `\N`.
  static func fields(of line: UnsafeBufferPointer<UInt8>) -> [String?] {
    var end = line.count
    if end > 0 && line[end - 1] == newline { end -= 1 }
    var fields: [String?] = []
    var start = 0
    var index = 0
    var escaped = false
    while index <= end {
      if index == end || line[index] == tab {
        let field = UnsafeBufferPointer(rebasing: line[start..<index])
        if field.count == 2 && field[0] == backslash && field[1] == UInt8(ascii: "N") {
          fields.append(nil)
        } else {
          fields.append(escaped ? unescaped(field) : String(decoding: field, as: UTF8.self))
        }
        start = index + 1
        escaped = false
      } else if line[index] == backslash {
        escaped = true
        index += 1  // the escaped byte is never a separator
      }
      index += 1
    }
    return fields
  }

  /// A field's text with its backslash sequences read: \b \f \n \r \t \v, \\, octal \ooo and hex
  /// \xhh; a backslash before any other character stands for that character.
  static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = 0
    func digit(_ byte: UInt8, radix: UInt8) -> UInt8? {
      let value: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      return value < radix ? value : nil
    }
    while index < field.count {
      let byte = field[index]
      index += 1
      guard byte == backslash, index < field.count else {
        bytes.append(byte)
        continue
      }
      let code = field[index]
      index += 1
      switch code {
      case UInt8(ascii: "b"): bytes.append(8)
      case UInt8(ascii: "f"): bytes.append(12)
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "r"): bytes.append(13)
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "v"): bytes.append(11)
      case UInt8(ascii: "x"):
        var value: UInt8 = 0
        var count = 0
        while count < 2, index < field.count, let next = digit(field[index], radix: 16) {
          value = value &* 16 &+ next
          index += 1
          count += 1
        }
        if count == 0 { bytes.append(code) } else { bytes.append(value) }
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = code - UInt8(ascii: "0")
        var count = 1
        while count < 3, index < field.count, let next = digit(field[index], radix: 8) {
          value = value &* 8 &+ next
          index += 1
          count += 1
        }
        bytes.append(value)
      default: bytes.append(code)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
