import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import Foundation

/// What every command works on once its options are read: the history's path, the deck folders,
/// the player, and where notes for the player go (standard error, or a test's lines).
///
/// The history is `--db`, else `$FLASHCARDS_DB`, else `history.sqlite` in the data folder
/// (`$XDG_DATA_HOME/flashcards`, by default `~/.local/share/flashcards`); the player is
/// `--player`, else `$FLASHCARDS_PLAYER`, else the login name, in NFC (see `PlayerName`).
public struct AppContext: Sendable {
  public var databasePath: String
  /// A folder of .deck files searched before the player's own and the bundled ones.
  public var decksFolder: String?
  /// Where the player's own decks and, by default, the history live.
  public var dataFolder: String
  public var player: String
  /// Says a line (ending in a newline) to the player, beside the command's output.
  public var note: @Sendable (String) -> Void

  public init(
    databasePath: String, decksFolder: String? = nil, dataFolder: String, player: String,
    note: @escaping @Sendable (String) -> Void = StandardError.write
  ) {
    self.databasePath = databasePath
    self.decksFolder = decksFolder
    self.dataFolder = dataFolder
    self.player = PlayerName.normalized(player)
    self.note = note
  }

  /// From the options given (nil when not) and the environment.
  public init(
    databaseOption: String?, decksFolder: String?, playerOption: String?, environment: [String: String],
    note: @escaping @Sendable (String) -> Void = StandardError.write
  ) {
    databasePath = Self.databasePath(option: databaseOption, environment: environment)
    self.decksFolder = decksFolder
    dataFolder = Self.dataFolder(environment: environment)
    player = Self.player(option: playerOption, environment: environment)
    self.note = note
  }

  /// `--db`, else `$FLASHCARDS_DB`, else `history.sqlite` in the data folder. An empty
  /// FLASHCARDS_DB is refused by the command's validation, as an empty --db is.
  public static func databasePath(option: String?, environment: [String: String]) -> String {
    option ?? environment["FLASHCARDS_DB"]
      ?? (dataFolder(environment: environment) as NSString).appendingPathComponent("history.sqlite")
  }

  /// `--player`, else `$FLASHCARDS_PLAYER`, else the login name, in NFC.
  public static func player(option: String?, environment: [String: String]) -> String {
    PlayerName.normalized(option ?? environment["FLASHCARDS_PLAYER"] ?? AppDatabase.loginName)
  }

  /// `~/.local/share/flashcards`, or the same under `$XDG_DATA_HOME`.
  public static func dataFolder(environment: [String: String]) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("flashcards")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".local/share/flashcards")
  }

  /// The folders searched for decks: `decksFolder`, the player's own, the bundled ones.
  public func deckLibrary() throws -> DeckLibrary {
    try DeckLibrary.searching(decksFolder: decksFolder, dataFolder: dataFolder)
  }
}
