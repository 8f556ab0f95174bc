enum CSV {
  /// A field quoted when it holds a comma, a quote or a line break, as RFC 4180 has it, and
  /// kept from being a spreadsheet formula (see `neutralized`).
  static func field(_ text: String) -> String {
    let text = neutralized(text)
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Text a spreadsheet would take for a formula (it starts with = + - @, a tab or a carriage
  /// return) gets a leading ', as OWASP recommends against CSV injection; plain numbers such as
  /// -3 or 12.5 stay numbers.
  static func neutralized(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
    return isPlainNumber(text) ? text : "'" + text
  }

  private static func isPlainNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /[-+]?[0-9]+(\.[0-9]+)?/) != nil
  }
}
