import FlashCardsApp
import FlashCardsCore
import Foundation

/// Says on standard error how far `review --optimize` has gone, when standard error is a terminal:
/// a long history takes seconds to fit, which should not look like a hang. One line, rewritten.
enum FitProgress {
  nonisolated(unsafe) private static var shown = -1

  static func report(_ progress: FSRSOptimizer.Progress) {
    guard isatty(STDERR_FILENO) != 0 else { return }
    let percent = Int((progress.fraction * 100).rounded(.down))
    guard percent != shown else { return }
    shown = percent
    let stage =
      progress.epoch == 0
      ? "fitting the first answers' stabilities" : "training, pass \(progress.epoch) of \(progress.epochs)"
    StandardError.write("\rFitting your FSRS parameters: \(stage), \(percent)%\u{1B}[K")
  }

  /// Clears the progress line, if one was shown.
  static func finish() {
    guard shown >= 0 else { return }
    StandardError.write("\r\u{1B}[K")
    shown = -1
  }
}
