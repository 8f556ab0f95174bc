/// Keeps a CSV cell from being a spreadsheet formula.
public enum SpreadsheetCell {
  /// Text a spreadsheet would take for a formula (it starts with = + - @, a tab or a carriage
  /// return) gets a leading ', as OWASP recommends against CSV injection; plain numbers such as
  /// -3 or 12.5 stay numbers.
  public static func neutralized(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
    return isPlainNumber(text) ? text : "'" + text
  }

  private static func isPlainNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /[-+]?[0-9]+(\.[0-9]+)?/) != nil
  }
}
