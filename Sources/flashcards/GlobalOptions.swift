import ArgumentParser
import FlashCardsApp
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
    try Self.valueOptions.check(databasePath, "--db")
    try Self.valueOptions.check(decksFolder, "--decks")
    try Self.valueOptions.check(player, "--player")
    let given = Set([databasePath.map { _ in "--db" }, player.map { _ in "--player" }].compactMap { $0 })
    if let refused = Self.refusedVariable(in: environment, optionsGiven: given) {
      throw ValidationError(refused.localizedDescription)
    }
    // The login name stands in when neither is given: checked too, as it names the player.
    if player == nil, environment["FLASHCARDS_PLAYER"] == nil,
      let slip = Self.playerName.refusal(
        of: AppDatabase.loginName, by: "Your login name")
    {
      throw ValidationError(slip.localizedDescription + " Name the player with --player.")
    }
  }

  /// The history, deck folders and player these options name, with the environment.
  var context: AppContext {
    AppContext(
      databaseOption: databasePath, decksFolder: decksFolder, playerOption: player, environment: environment)
  }

  /// `--player`, else `$FLASHCARDS_PLAYER`, else the login name; in NFC (see PlayerName), and
  /// checked by `validate()`.
  var resolvedPlayer: String { AppContext.player(option: player, environment: environment) }

  var resolvedDatabasePath: String { AppContext.databasePath(option: databasePath, environment: environment) }

  /// `~/.local/share/flashcards`, or the same under `$XDG_DATA_HOME`.
  var dataFolder: String { AppContext.dataFolder(environment: environment) }

  var environment: [String: String] { GlobalOptions.processEnvironment }

  /// Read once: `ProcessInfo.environment` builds a new dictionary of every variable at each call,
  /// and a `history` asked for it four times.
  static let processEnvironment = ProcessInfo.processInfo.environment

  /// Opens the history as `AppContext.openDatabase` does, its notes on standard error.
  func openDatabase(_ access: AppDatabase.Access = .readWrite) throws -> AppDatabase {
    try context.openDatabase(access)
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

extension GlobalOptions: TakesValues {
  private static let historyFile = ValueRule.text("the path of a file, or :memory:")
  static let playerName = ValueRule.playerName

  static let valueOptions = [
    ValueOption("--db", rule: historyFile),
    ValueOption("--decks", rule: .text("the path of a folder")),
    ValueOption("--player", rule: playerName),
    ValueOption("--color", rule: .oneOf(ColorMode.self)),
  ]

  /// The environment variables read, each with the option it stands in for (read only when that
  /// option is not given) and its rule: they refuse what the options refuse.
  static let variables: [(name: String, option: String?, rule: ValueRule)] = [
    ("FLASHCARDS_DB", "--db", historyFile),
    ("FLASHCARDS_PLAYER", "--player", playerName),
    ("FLASHCARDS_BUSY_TIMEOUT", nil, .seconds),
    ("COLUMNS", nil, .columns),
  ]

  /// The first variable of `environment` whose value its rule refuses, when it is read.
  static func refusedVariable(in environment: [String: String], optionsGiven: Set<String>) -> UsageSlip? {
    variables.lazy.compactMap { variable -> UsageSlip? in
      guard let value = environment[variable.name], !(variable.option.map(optionsGiven.contains) ?? false)
      else { return nil }
      return variable.rule.refusal(of: value, by: variable.name)
    }.first
  }
}
