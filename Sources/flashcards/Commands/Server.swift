import ArgumentParser
import FlashCardsSync
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Server: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "server",
      abstract: "Run a sync server for a family or a class: set it up, add players and teachers.",
      discussion: """
        The server is a PostgreSQL database. Every command connects to it as its admin, named \
        by --server URL or FLASHCARDS_SERVER (init also takes it as its argument); the \
        password comes from the URL, PGPASSWORD or ~/.pgpass, or is asked in a terminal.

        Examples:
          flashcards server init postgresql://admin@localhost/flashcards
          export FLASHCARDS_SERVER=postgresql://admin@localhost/flashcards
          flashcards server add-player ann --class 5b
          flashcards server add-teacher lee --class 5b
          flashcards server classes
        """,
      subcommands: [
        Init.self, AddPlayer.self, AddTeacher.self, RemovePlayer.self, Classes.self, Sessions.self, EndSession.self,
      ])
  }
}

extension FlashCards.Server {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Set up or upgrade FlashCards' schema in a PostgreSQL database.",
      usage: "flashcards server init [<options>] [<url>]",
      discussion: """
        Makes the tables, the group roles flashcards_player and flashcards_teacher, and the \
        row-level security that gives each player their own rows and each teacher read-only \
        access to their classes. Safe to run twice: it says what it did. Run it as the role that \
        will own the tables (it needs CREATEROLE and CREATE on the database), e.g.:
          sudo -u postgres createuser --createrole --pwprompt fcadmin
          sudo -u postgres createdb --owner fcadmin flashcards
          flashcards server init postgresql://fcadmin@localhost/flashcards
        """)

    @Argument(help: "The database, as a PostgreSQL URL or key=value string. (default: --server, or $FLASHCARDS_SERVER)")
    var url: String?

    @OptionGroup var server: ServerOptions

    func validate() throws {
      if url != nil && server.server != nil {
        throw ValidationError("Give the server once: as init's argument or with --server, not both.")
      }
      try server.requireServer(given: url)
    }

    func run() throws {
      let connection = try server.connect(given: url)
      let outcome = try ServerAdmin(connection: connection).initialize()
      print(ServerAdminReport.initialized(outcome, at: connection.address))
    }
  }

  struct Classes: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "classes",
      abstract: "List the classes with their teachers and players, and each player's games on the server.",
      usage: "flashcards server classes [<options>]")

    @OptionGroup var server: ServerOptions

    func validate() throws {
      try server.requireServer()
    }

    func run() throws {
      let roster = try ServerAdmin(connection: server.connect()).roster()
      let style = TextStyle.resolve(
        .auto, outputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment,
        width: TerminalWidth.current(environment: ProcessInfo.processInfo.environment))
      print(ClassRosterView(roster: roster, style: style).render().joined(separator: "\n"))
    }
  }
}
