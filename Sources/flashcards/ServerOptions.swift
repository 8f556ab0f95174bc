import ArgumentParser
import FlashCardsApp
import FlashCardsSync
import Foundation

/// The server an admin's command works on: `--server`, else $FLASHCARDS_SERVER (`server init`
/// also takes it as its argument). Connected as the login the URL names (or PGUSER, or the
/// system's user name, as psql would); its password from the URL, PGPASSWORD, ~/.pgpass, or asked
/// on a terminal.
struct ServerOptions: ParsableArguments {
  @Option(
    name: .customLong("server"),
    help: ArgumentHelp(
      "The server's database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)",
      valueName: "url"))
  var server: String?

  static let environmentVariable = "FLASHCARDS_SERVER"

  /// The connection string: `given` (init's argument), else --server, else $FLASHCARDS_SERVER.
  func connectionString(given: String? = nil) -> String? {
    ServerOptions.connectionString(given ?? server)
  }

  /// `option` when given, else $FLASHCARDS_SERVER; nil when neither names a server (blank text).
  static func connectionString(_ option: String?) -> String? {
    guard let text = option ?? GlobalOptions.processEnvironment[environmentVariable],
      !text.trimmingCharacters(in: .whitespaces).isEmpty
    else { return nil }
    return text
  }

  /// For a command's validate(): a usage error when no server is named.
  func requireServer(given: String? = nil) throws {
    if connectionString(given: given) == nil {
      throw ValidationError(
        "Name the server's database with --server URL (or set FLASHCARDS_SERVER), e.g. --server postgresql://admin@localhost/flashcards"
      )
    }
  }

  /// Connects as the admin; on a terminal, asks for the password when the server wants one and
  /// none was found, as psql does.
  func connect(given: String? = nil) throws -> PostgresConnection {
    try requireServer(given: given)
    let ask: ((String) throws -> String)? = PasswordPrompt.isAvailable ? { try PasswordPrompt.ask($0) } : nil
    return try ServerConnecting.connect(connectionString(given: given) ?? "", ask: ask)
  }
}

extension ServerOptions: TakesValues {
  static let valueOptions = [
    ValueOption("--server", rule: .text("a PostgreSQL URL or key=value string", blankAllowed: false))
  ]
  /// `--class` of `add-player` and `add-teacher`.
  static let classOption = ValueOption("--class", rule: .text("a class name", blankAllowed: false))
}

extension FlashCards.Server.Init: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}

extension FlashCards.Server.Classes: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}

extension FlashCards.Server.AddPlayer: TakesValues {
  static let valueOptions = ServerOptions.valueOptions + [ServerOptions.classOption]
}

extension FlashCards.Server.AddTeacher: TakesValues {
  static let valueOptions = ServerOptions.valueOptions + [ServerOptions.classOption]
}

extension FlashCards.Server.RemovePlayer: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}
