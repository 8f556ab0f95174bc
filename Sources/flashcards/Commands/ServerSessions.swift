import ArgumentParser
import FlashCardsSync
import FlashCardsUI
import Foundation

extension FlashCards.Server {
  struct Sessions: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sessions",
      abstract: "List the players' and teachers' sessions: state, and since when a transaction is open.",
      usage: "flashcards server sessions [<options>]",
      discussion: """
        A session left idle in a transaction holds what it locked; end-session ends it. The admin \
        needs to see other logins' sessions: a superuser grants it once with
          GRANT pg_read_all_stats, pg_signal_backend TO fcadmin;
        """)

    @OptionGroup var server: ServerOptions

    func validate() throws {
      try server.requireServer()
    }

    func run() throws {
      let sessions = try ServerAdmin(connection: server.connect()).sessions()
      let environment = ProcessInfo.processInfo.environment
      let style = TextStyle.resolve(
        .auto, outputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: environment,
        width: TerminalWidth.current(environment: environment))
      let view = ServerSessionsView(sessions: sessions, style: style, timeZone: .current, now: Date())
      print(view.render().joined(separator: "\n"))
    }
  }

  struct EndSession: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "end-session",
      abstract: "End every session of a player or teacher; an open transaction of theirs is rolled back.",
      usage: "flashcards server end-session [<options>] <login>",
      discussion: """
        Needs pg_signal_backend (see `flashcards server sessions --help`). What the login had \
        committed stays; they can connect again.
        """)

    @Argument(help: "The player's or teacher's login.")
    var login: String

    @OptionGroup var server: ServerOptions

    func validate() throws {
      try server.requireServer()
    }

    func run() throws {
      let ended = try ServerAdmin(connection: server.connect()).endSessions(of: login)
      print(ServerAdminReport.endedSessions(ended, of: login))
    }
  }
}

extension FlashCards.Server.Sessions: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}

extension FlashCards.Server.EndSession: TakesValues {
  static let valueOptions = ServerOptions.valueOptions
}
