import Foundation

/// Says on standard error how far an upgrade's building of memory states has gone: a big history
/// (millions of card results) takes seconds, which should not look like a hang.
enum UpgradeProgress {
  @Sendable static func report(done: Int, total: Int) {
    guard total >= 500_000 else { return }
    let percent = Int((Double(done) / Double(total) * 100).rounded(.down))
    let end = done >= total ? "\n" : "\r"
    StandardError.write("Building review schedules from your history: \(percent)% of \(total) answers\(end)")
  }
}
