import FlashCardsCore
import Foundation

/// Number and time formats shared by the game summary and the history views.
public enum Formatting {
  /// "1:23", or "1:02:03" past an hour.
  public static func duration(milliseconds: Int) -> String {
    let seconds = Int((Double(milliseconds) / 1000).rounded())
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    return hours > 0
      ? "\(hours):\(minutes.zeroPadded()):\(rest.zeroPadded())"
      : "\(minutes):\(rest.zeroPadded())"
  }

  /// "4.2 s"
  public static func seconds(_ value: Double) -> String {
    String(format: "%.1f s", value)
  }

  /// "7/10 (70%)"
  public static func score(_ correct: Int, of total: Int) -> String {
    "\(correct)/\(total) (\(percentage(correct, of: total))%)"
  }
}
