/// How output looks, decided once per run and handed to whatever renders: coloured or plain,
/// Unicode marks or ASCII ones, and the width lines wrap at.
public struct TextStyle: Sendable, Equatable {
  public var colored: Bool
  /// The locale's character set is not UTF-8: marks such as ✓, → and … are written in ASCII.
  public var ascii: Bool
  /// Columns of the terminal, or `COLUMNS` (80 for a pipe, for what is drawn to a width: bars,
  /// wrapped lists of numbers).
  public var width: Int
  /// Whether lines of text wrap, and tables fit, at `width`: on a terminal, or when `COLUMNS` says
  /// a width. Output to a pipe keeps each line whole, table cells included, for the scripts that
  /// read it.
  public var wrapsText: Bool

  public init(colored: Bool, ascii: Bool = false, width: Int = 80, wrapsText: Bool = true) {
    self.colored = colored
    self.ascii = ascii
    self.width = max(width, Self.narrowest)
    self.wrapsText = wrapsText
  }

  /// The width text wraps at: unlimited when it does not wrap.
  public var textWidth: Int { wrapsText ? width : .max }

  public static let plain = TextStyle(colored: false)
  public static let colored = TextStyle(colored: true)
  /// Below this, nothing reads well: a narrower terminal is laid out as if it were this wide.
  public static let narrowest = 20

  /// auto: colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is
  /// not "dumb". ASCII marks unless the locale's character set is UTF-8. Text wraps when a
  /// `width` is given (that of a terminal, or `COLUMNS`).
  public static func resolve(
    _ mode: ColorMode, outputIsTerminal: Bool, environment: [String: String], width: Int? = nil
  ) -> TextStyle {
    let colored: Bool
    switch mode {
    case .always: colored = true
    case .never: colored = false
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      colored = outputIsTerminal && !noColor && environment["TERM"] != "dumb"
    }
    return TextStyle(
      colored: colored, ascii: !localeIsUTF8(environment), width: width ?? 80, wrapsText: width != nil)
  }

  /// The character set of the locale's LC_CTYPE, with the standard precedence: the first of
  /// LC_ALL, LC_CTYPE and LANG that is set and not empty. Unset, the locale is "C": not UTF-8.
  static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    guard
      let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
      let dot = locale.firstIndex(of: ".")
    else { return false }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    return codeset.lowercased().filter { $0 != "-" } == "utf8"
  }

  public func green(_ text: String) -> String { paint(text, "32") }
  public func red(_ text: String) -> String { paint(text, "31") }
  public func yellow(_ text: String) -> String { paint(text, "33") }
  public func bold(_ text: String) -> String { paint(text, "1") }
  public func dim(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    colored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
