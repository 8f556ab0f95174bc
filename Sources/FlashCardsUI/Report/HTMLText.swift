import FlashCardsCore

extension String {
  /// The text safe inside HTML text and quoted attributes: names, cards and answers come from
  /// pupils. Control and bidi characters are made visible first, as on the terminal.
  var html: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for character in terminalSafe {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

/// Numbers as the report writes them.
enum ReportNumber {
  static func percent(_ share: Double?) -> String {
    guard let share, share.isFinite else { return "–" }
    return "\(Int((share * 100).rounded()))%"
  }

  static func percent(_ accuracy: Statistics.Accuracy) -> String {
    accuracy.cards == 0 ? "–" : "\(accuracy.percent)%"
  }

  /// A day number (days since 1970) as yyyy-mm-dd.
  static func day(_ day: Int) -> String {
    let date = CivilTime(secondsSince1970: Double(day) * 86_400)
    return "\(date.year)-\(twoDigits(date.month))-\(twoDigits(date.day))"
  }

  static func month(_ year: Int, _ month: Int) -> String { "\(year)-\(twoDigits(month))" }

  static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

  /// An SVG coordinate with one decimal.
  static func coordinate(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(Double(tenths) / 10)"
  }
}

/// The Okabe–Ito colour-blind-safe palette, as CSS classes, and the recall scale.
enum ReportColour {
  /// A recall band: the class of a tile or cell, and its label beside the percentage.
  /// A card's band today. A card in its learning steps was answered minutes ago and reads 100%
  /// until its next step, so it is shown as learning, as `review --list` shows it.
  static func recallBand(_ card: ReportFacts.CardState?) -> (css: String, label: String) {
    guard let card else { return ("r-new", "new") }
    if card.stage == .learning { return ("r-learn", "learning") }
    switch card.recall {
    case 0.9...: return ("r-high", "strong")
    case 0.7..<0.9: return ("r-mid", "fading")
    case 0.4..<0.7: return ("r-low", "weak")
    default: return ("r-lost", "forgotten")
    }
  }
}
