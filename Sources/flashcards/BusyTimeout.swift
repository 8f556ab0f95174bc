import Foundation

/// FLASHCARDS_BUSY_TIMEOUT: how many seconds a game that ends without a player at the terminal
/// waits to be saved while another program holds the history (default 300).
enum BusyTimeout {
  static let defaultSeconds: Double = 300

  /// The limit in force; a value the rule refuses never gets here (`GlobalOptions.validate()`).
  static var limit: Double {
    ProcessInfo.processInfo.environment["FLASHCARDS_BUSY_TIMEOUT"].flatMap(seconds) ?? defaultSeconds
  }

  /// A number of seconds, 0 or more and finite: not "nan", "inf", "-1", "" or words.
  static func seconds(_ text: String) -> Double? {
    Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
  }
}
