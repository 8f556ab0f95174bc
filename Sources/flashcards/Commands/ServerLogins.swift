import ArgumentParser
import FlashCardsApp
import FlashCardsSync
import FlashCardsUI
import Foundation

extension FlashCards.Server {
  /// A name the server cannot take is a usage error (64), said in one line.
  static func checkNames(login: String, classes: [String]) throws {
    do {
      try ServerName.checkLogin(login)
      for name in classes { try ServerName.checkClass(name) }
    } catch {
      throw ValidationError(error.localizedDescription)
    }
  }

  struct AddPlayer: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add-player",
      abstract: "Add a player: a login of that name that syncs their own games only.",
      usage: "flashcards server add-player [<options>] <name>",
      discussion: """
        The password is asked twice in a terminal, or read as one line of standard input with \
        --password-stdin; it reaches the server only as a SCRAM verifier. Classes are made when \
        new. A player already there joins the classes given; their password stays.

        Examples:
          flashcards server add-player ann --class 5b
          printf '%s\\n' "$PASSWORD" | flashcards server add-player ann --password-stdin
        """)

    @Argument(help: "The player's name: their login on the server (at most 63 bytes).")
    var name: String

    @Option(
      name: .customLong("class"),
      help: ArgumentHelp("A class the player is in; repeat for several.", valueName: "class"))
    var classes: [String] = []

    @Flag(help: "Read the new login's password from standard input (one line) instead of asking.")
    var passwordStdin = false

    @OptionGroup var server: ServerOptions

    func validate() throws {
      try FlashCards.Server.checkNames(login: name, classes: classes)
      try server.requireServer()
    }

    func run() throws {
      let added = try ServerAdmin(connection: server.connect()).add(name, as: .player, classes: classes) {
        try PasswordPrompt.newPassword(for: name, fromStandardInput: passwordStdin)
      }
      print(ServerAdminReport.added(added))
    }
  }

  struct AddTeacher: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add-teacher",
      abstract: "Add a teacher: a login that reads the games of the players in their classes.",
      usage: "flashcards server add-teacher [<options>] <name> --class <class> ...",
      discussion: """
        A teacher reads, and changes nothing. The password is asked as for add-player; an \
        existing player or teacher keeps theirs.

        Example:
          flashcards server add-teacher lee --class 5b --class 6a
        """)

    @Argument(help: "The teacher's name: their login on the server (at most 63 bytes).")
    var name: String

    @Option(
      name: .customLong("class"), help: ArgumentHelp("A class they teach; repeat for several.", valueName: "class"))
    var classes: [String] = []

    @Flag(help: "Read the new login's password from standard input (one line) instead of asking.")
    var passwordStdin = false

    @OptionGroup var server: ServerOptions

    func validate() throws {
      if classes.isEmpty { throw ValidationError("Name the classes the teacher teaches with --class.") }
      try FlashCards.Server.checkNames(login: name, classes: classes)
      try server.requireServer()
    }

    func run() throws {
      let added = try ServerAdmin(connection: server.connect()).add(name, as: .teacher, classes: classes) {
        try PasswordPrompt.newPassword(for: name, fromStandardInput: passwordStdin)
      }
      print(ServerAdminReport.added(added))
    }
  }

  struct RemovePlayer: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove-player",
      abstract: "Remove a player: their games on the server, and their login.",
      usage: "flashcards server remove-player [<options>] <name>",
      discussion: """
        Asks first when run in a terminal; elsewhere it needs --yes. Their histories on their \
        own machines stay.
        """)

    @Argument(help: "The player's name.")
    var name: String

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var server: ServerOptions

    func validate() throws {
      try server.requireServer()
    }

    func run() throws {
      let admin = ServerAdmin(connection: try server.connect())
      try ServerSchema.requireCurrent(admin.connection)
      guard try admin.login(name).isPlayer else { throw ServerAdminError.notAPlayer(name: name) }
      if !yes {
        guard PasswordPrompt.isAvailable else { throw ServerCommandError.confirmationNeeded }
        let games = try admin.gameCount(of: name)
        StandardError.write(
          "Remove the player '\(name.terminalSafe)', their \(games.counted("game")) on the server and their login? [y/N] "
        )
        guard case .line(let answer) = PasswordPrompt.readLine(from: STDIN_FILENO),
          answer.saysYes
        else {
          print("Nothing was removed.")
          return
        }
      }
      print(ServerAdminReport.removed(try admin.removePlayer(name)))
    }
  }
}
