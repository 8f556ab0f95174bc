import Foundation

/// JSON as the commands print it: pretty, keys sorted, and safe to show in a terminal.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    // JSONEncoder escapes the C0 controls but writes DEL, the C1 controls (CSI among them) and
    // format characters (U+202E…) as they are, and a terminal may act on them or show a line
    // that lies. They can only be inside strings: escape them too.
    let unsafe: (Unicode.Scalar) -> Bool = { (0x7F...0x9F).contains($0.value) || $0.isInvisibleFormatting }
    guard text.unicodeScalars.contains(where: unsafe) else { return text + "\n" }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if unsafe(scalar) {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\n"
  }
}
