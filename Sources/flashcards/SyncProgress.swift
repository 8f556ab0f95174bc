import Foundation

/// A long sync's progress on standard error, when it is a terminal: one line rewritten in place
/// ("Sending games: 12,000 of 100,000"), cleared at the end. Notes (a deck kept under a new name)
/// are printed as lines of their own.
final class SyncProgress {
  private let shown = isatty(STDERR_FILENO) != 0
  private var total = 0
  private var receivedGames = 0
  private var lineShown = false
  private var lastShown = Date.distantPast

  func sending(_ total: Int) {
    self.total = total
  }

  func sent(_ count: Int) {
    show("Sending games: \(count) of \(total)")
  }

  func received() {
    receivedGames += 1
    if receivedGames % 500 == 0 { show("Receiving games: \(receivedGames)") }
  }

  func say(_ note: String) {
    clear()
    StandardError.write(note + "\n")
  }

  func finish() {
    clear()
  }

  private func show(_ text: String) {
    guard shown, Date().timeIntervalSince(lastShown) > 0.1 else { return }
    lastShown = Date()
    StandardError.write("\r\u{1B}[K" + text)
    lineShown = true
  }

  private func clear() {
    guard lineShown else { return }
    StandardError.write("\r\u{1B}[K")
    lineShown = false
  }
}
