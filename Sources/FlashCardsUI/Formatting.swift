import FlashCardsCore
import Foundation

/// Number and time formats shared by the game summary and the history views.
public enum Formatting {
  /// "1:23", or "1:02:03" past an hour; `unknown` for a negative time (another program wrote it).
  public static func duration(milliseconds: Int, unknown: String = "—") -> String {
    guard milliseconds >= 0 else { return unknown }
    let seconds = Int((Double(milliseconds) / 1000).rounded())
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    return hours > 0
      ? "\(hours):\(minutes.zeroPadded()):\(rest.zeroPadded())"
      : "\(minutes):\(rest.zeroPadded())"
  }

  /// "4.2 s": as `String(format: "%.1f s", value)` writes it, to the digit (see `tenths`).
  public static func seconds(_ value: Double) -> String {
    guard let tenths = tenths(value) else { return String(format: "%.1f s", value) }
    return "\(value.sign == .minus ? "-" : "")\(tenths / 10).\(tenths % 10) s"
  }

  /// |value| in tenths, rounded as C's printf rounds "%.1f": the exact binary value to the nearest
  /// tenth, a tie to the even one (the double nearest 2.65 is a little less: 2.6; 0.25 is exact:
  /// 0.2). nil for what this does not do: infinities, NaN, and beyond 10¹⁴. `String(format:)` and printf
  /// through `withVaList` cost a hundred times more a call (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  static func tenths(_ value: Double) -> Int? {
    let size = value.magnitude
    guard size < 1e14 else { return nil }
    // size × 10 − m, computed exactly and rounded once: its sign is the exact comparison.
    func beyond(_ m: Double) -> Double { (-m).addingProduct(size, 10) }
    var tenths = (size * 10).rounded(.down)
    if beyond(tenths) < 0 { tenths -= 1 }
    if beyond(tenths + 1) >= 0 { tenths += 1 }
    let half = beyond(tenths + 0.5)
    if half > 0 || (half == 0 && tenths.truncatingRemainder(dividingBy: 2) == 1) { tenths += 1 }
    return Int(tenths)
  }

  /// "7/10 (70%)"
  public static func score(_ correct: Int, of total: Int) -> String {
    "\(correct)/\(total) (\(percentage(correct, of: total))%)"
  }
}
