import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)",
      valueName: "path"),
    completion: .file())
  var databasePath: String?

  @Option(
    name: .customLong("decks"),
    help: ArgumentHelp("A folder of .deck files, searched before your own and the bundled decks.", valueName: "dir"),
    completion: .directory)
  var decksFolder: String?

  @Option(
    help: ArgumentHelp(
      "Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)",
      valueName: "name"))
  var player: String?

  @Option(help: "When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.")
  var color: ColorMode = .auto

  func validate() throws {
    if databasePath?.isEmpty == true { throw ValidationError("--db needs the path of a file, or :memory:.") }
    let (name, source) = givenPlayer
    do {
      _ = try PlayerName.checked(name)
    } catch {
      throw ValidationError(error.explanation(source: source, name: name))
    }
  }

  /// `--player`, else `$FLASHCARDS_PLAYER`, else the login name; in NFC (see PlayerName), and
  /// checked by `validate()`.
  var resolvedPlayer: String {
    PlayerName.normalized(givenPlayer.name)
  }

  /// The player's name as given, and where it was given.
  private var givenPlayer: (name: String, source: String) {
    if let player { return (player, "--player") }
    if let fromEnvironment = environment["FLASHCARDS_PLAYER"],
      !fromEnvironment.trimmingCharacters(in: .whitespaces).isEmpty
    {
      return (fromEnvironment, "$FLASHCARDS_PLAYER")
    }
    return (AppDatabase.loginName, "Your login name")
  }

  var environment: [String: String] { GlobalOptions.processEnvironment }

  /// Read once: `ProcessInfo.environment` builds a new dictionary of every variable at each call,
  /// and a `history` asked for it four times (0.4 M instructions each).
  private static let processEnvironment = ProcessInfo.processInfo.environment

  /// Opens the history; reading commands pass `.readOnly`, so they create nothing and work on a
  /// read-only file. Says once, on standard error, when an upgrade copied the file aside, and
  /// which games kept in pending files were saved.
  func openDatabase(_ access: AppDatabase.Access = .readWrite) throws -> AppDatabase {
    let database = try AppDatabase(
      path: resolvedDatabasePath, access: access, player: resolvedPlayer, upgradeProgress: UpgradeProgress.report)
    if let backup = database.backupPath {
      StandardError.write(
        "Upgraded your history to this version of FlashCards; the previous file is kept as \(backup.terminalSafe)\n")
    }
    for game in database.savedPendingGames {
      StandardError.write(
        "Saved a game of \(game.deck.terminalSafe) that was kept in \(game.file.terminalSafe) "
          + "while the history was busy: game #\(game.id).\n")
    }
    for file in database.rejectedPendingGames {
      let kept = file.keptAs == file.file ? "it was left where it is" : "it is kept as \(file.keptAs.terminalSafe)"
      StandardError.write(
        "Warning: the game kept in \(file.file.terminalSafe) was not saved: \(file.reason.terminalSafe); \(kept).\n")
    }
    return database
  }

  func deckLibrary() throws -> DeckLibrary {
    try DeckLibrary.searching(decksFolder: decksFolder, dataFolder: dataFolder)
  }

  /// A --deck filter as the history stores it: the name of the deck it names, ignoring case, as
  /// `play` finds decks ("CAPITALS" → "capitals"); as given when no deck has that name.
  func storedDeckName(_ filter: String?) -> String? {
    filter.map { (try? deckLibrary().canonicalName($0)) ?? $0 }
  }

  /// For a --deck filter that names no deck: the deck name nearest to it, if one is near.
  func deckSuggestion(for filter: String) -> String? {
    (try? deckLibrary())?.suggestion(for: filter)
  }

  var style: TextStyle {
    TextStyle.resolve(
      color, outputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: environment,
      width: TerminalWidth.current(environment: environment))
  }

  /// libedit when a person is at a terminal; plain lines otherwise.
  func terminal() -> any Terminal {
    isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
      ? EditLineTerminal(style: style) : StreamTerminal(style: style)
  }
}

extension ColorMode: ExpressibleByArgument {}
