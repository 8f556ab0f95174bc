import Foundation

/// A long sync's progress, when standard error is a terminal: one line rewritten in place
/// ("Sending games: 12,000 of 100,000"), cleared at the end. Notes (a deck kept under a new name)
/// are printed as lines of their own, through `note`.
final class SyncProgress {
  private let shown: Bool
  private let note: @Sendable (String) -> Void
  private var total = 0
  private var receivedGames = 0
  private var lineShown = false
  private var lastShown = Date.distantPast

  /// `shown`: whether the progress line is shown (standard error is a terminal).
  init(shown: Bool, note: @escaping @Sendable (String) -> Void) {
    self.shown = shown
    self.note = note
  }

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

  func say(_ text: String) {
    clear()
    note(text + "\n")
  }

  func finish() {
    clear()
  }

  private func show(_ text: String) {
    guard shown, Date().timeIntervalSince(lastShown) > 0.1 else { return }
    lastShown = Date()
    note("\r\u{1B}[K" + text)
    lineShown = true
  }

  private func clear() {
    guard lineShown else { return }
    note("\r\u{1B}[K")
    lineShown = false
  }
}
