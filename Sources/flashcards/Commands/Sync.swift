import ArgumentParser
import FlashCardsApp
import FlashCardsSync
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sync",
      abstract: "Send your new games to your sync server and receive those played on your other machines.",
      usage: "flashcards sync [<options>]",
      discussion: """
        Sends this history's games, deletions, FSRS parameters and imported decks that the server \
        does not have, receives what your other machines sent, and replays the cards that changed. \
        You log in as your player name unless the URL names a user; the password comes from \
        ~/.pgpass or PGPASSWORD, or is asked in a terminal. The first sync remembers the server \
        (never a password): later a bare `flashcards sync` works. A history syncs with one server; \
        --to-new-server moves it to another.

        Examples:
          flashcards sync --server postgresql://db.example.org/flashcards
          flashcards sync
          flashcards sync --all-players        (a teacher: receive your classes' games)
        """)

    @OptionGroup var global: GlobalOptions

    @Option(
      name: .customLong("server"),
      help: ArgumentHelp(
        "The server's database, as a PostgreSQL URL or key=value string. (default: $FLASHCARDS_SERVER, or the server this history synced with)",
        valueName: "url"))
    var server: String?

    @Flag(
      help:
        "Receive the games of every player this login may read (a teacher's classes), as local players of the same names."
    )
    var allPlayers = false

    @Flag(
      help:
        "Move this history to the server --server names, which is not the one it synced with: everything is sent there."
    )
    var toNewServer = false

    @Flag(name: .shortAndLong, help: "Do not ask before moving to a new server.")
    var yes = false

    func validate() throws {
      try Self.valueOptions.check(server, "--server")
      if toNewServer && ServerOptions.connectionString(server) == nil {
        throw ValidationError("--to-new-server moves the history to the server --server names: add --server URL.")
      }
    }

    func run() throws {
      let run = SyncRun(
        context: global.context, server: ServerOptions.connectionString(server), allPlayers: allPlayers,
        toNewServer: toNewServer, yes: yes,
        questions: PasswordPrompt.isAvailable ? Self.questions : SyncRun.Questions(),
        showsProgress: isatty(STDERR_FILENO) != 0)
      print(try run.run().line)
    }

    /// Asked on the terminal: on standard error, the answer read from standard input.
    static var questions: SyncRun.Questions {
      SyncRun.Questions(
        confirm: { question in
          StandardError.write(question)
          guard case .line(let answer) = PasswordPrompt.readLine(from: STDIN_FILENO) else { return false }
          return answer.saysYes
        },
        password: PasswordPrompt.ask)
    }
  }
}

extension FlashCards.Sync: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}
