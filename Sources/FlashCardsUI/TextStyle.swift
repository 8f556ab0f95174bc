/// Whether output is coloured, decided once per run and handed to whatever renders.
public struct TextStyle: Sendable, Equatable {
  public var colored: Bool

  public init(colored: Bool) {
    self.colored = colored
  }

  public static let plain = TextStyle(colored: false)
  public static let colored = TextStyle(colored: true)

  /// auto: colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is not "dumb".
  public static func resolve(
    _ mode: ColorMode, outputIsTerminal: Bool, environment: [String: String]
  ) -> TextStyle {
    switch mode {
    case .always: return .colored
    case .never: return .plain
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return TextStyle(colored: outputIsTerminal && !noColor && environment["TERM"] != "dumb")
    }
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

public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}
