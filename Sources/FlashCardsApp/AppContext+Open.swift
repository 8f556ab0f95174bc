import FlashCardsCore
import FlashCardsStore
import Foundation

extension AppContext {
  /// Opens the history; reading commands pass `.readOnly`, so they create nothing and work on a
  /// read-only file. Says once, as a note, when an upgrade copied the file aside, and which games
  /// kept in pending files were saved or not. A history opened to read is held until the process
  /// ends, and let go before one is opened to write (see `OpenUntilExit`).
  public func openDatabase(_ access: AppDatabase.Access = .readWrite) throws -> AppDatabase {
    if access == .readWrite { OpenUntilExit.release() }
    let (database, report) = try HistoryOpening.open(
      path: databasePath, access: access, player: player, upgradeProgress: UpgradeProgress().report)
    if access == .readOnly { OpenUntilExit.hold(database) }
    for line in Self.notes(on: report) { note(line) }
    return database
  }

  /// What the player is told of an opening: each line ends in a newline.
  static func notes(on report: OpeningReport) -> [String] {
    var lines: [String] = []
    if let backup = report.backupPath {
      lines.append(
        "Upgraded your history to this version of FlashCards; the previous file is kept as \(backup.terminalSafe)\n")
    }
    for game in report.savedPendingGames {
      lines.append(
        "Saved a game of \(game.deck.terminalSafe) that was kept in \(game.file.terminalSafe) "
          + "while the history was busy: game #\(game.id).\n")
    }
    for file in report.rejectedPendingGames {
      let kept = file.keptAs == file.file ? "it was left where it is" : "it is kept as \(file.keptAs.terminalSafe)"
      lines.append(
        "Warning: the game kept in \(file.file.terminalSafe) was not saved: \(file.reason.terminalSafe); \(kept).\n")
    }
    return lines
  }
}
