import FlashCardsCore
import FlashCardsStore
import FlashCardsSync
import FlashCardsUI
import Foundation

/// `flashcards sync`, wired: the history (store) ⇄ the session (sync) ⇄ the server. The server is
/// reached before the history is opened for writing, so that a server out of reach changes
/// nothing here. Sending is safe to repeat (the server skips what it has, by identity); receiving
/// is one local transaction with its cursor.
public struct SyncRun {
  /// What a person at the terminal is asked; nil when no one is there to answer.
  public struct Questions {
    /// Asks a yes-or-no question (whether to move the history to another server); true for yes.
    public var confirm: ((String) throws -> Bool)?
    /// Asks for a password, which is not shown.
    public var password: ((String) throws -> String)?

    public init(confirm: ((String) throws -> Bool)? = nil, password: ((String) throws -> String)? = nil) {
      self.confirm = confirm
      self.password = password
    }
  }

  let context: AppContext
  /// The server named (--server, else $FLASHCARDS_SERVER); nil when none is, for the one remembered.
  let given: String?
  let allPlayers: Bool
  let toNewServer: Bool
  let yes: Bool
  let questions: Questions
  /// Whether a long sync's progress is shown (standard error is a terminal).
  let showsProgress: Bool

  public init(
    context: AppContext, server given: String?, allPlayers: Bool = false, toNewServer: Bool = false,
    yes: Bool = false, questions: Questions = Questions(), showsProgress: Bool = false
  ) {
    self.context = context
    self.given = given
    self.allPlayers = allPlayers
    self.toNewServer = toNewServer
    self.yes = yes
    self.questions = questions
    self.showsProgress = showsProgress
  }

  /// Syncs, and says what was sent and received.
  public func run() throws -> SyncReport {
    let player = context.player
    let remembered = try context.openDatabase(.readOnly).rememberedServer()
    guard let text = given ?? remembered?.connection else { throw SyncCommandError.noServer }
    let connection = try ServerConnecting.connect(text, user: player, ask: questions.password)
    let session = try SyncSession(connection: connection)
    guard session.takesPart else {
      throw SyncCommandError.notAPlayer(login: session.login, server: connection.address.description)
    }
    let moving = remembered.map { $0.serverID != session.serverID } ?? false
    if moving && !toNewServer {
      throw SyncCommandError.anotherServer(remembered: remembered?.place ?? "", given: connection.address.description)
    }
    if moving { try confirmMove(from: remembered?.place ?? "", to: connection.address.description) }

    let database = try context.openDatabase()
    if moving { try database.forgetServer() }
    var report = SyncReport(server: connection.address.hostAndPort)
    let decks = SyncDecks(library: try context.deckLibrary(), dataFolder: context.dataFolder)
    let progress = SyncProgress(shown: showsProgress, note: context.note)
    let scopes = allPlayers ? try session.readablePlayers() : [session.login]
    if allPlayers { report.players = scopes.count }
    if !allPlayers || scopes.contains(session.login) {
      try send(database, session, player: player, decks: decks, report: &report, progress: progress)
    }
    for scope in scopes {
      let own = scope == session.login
      report.received =
        report.received
        + (try database.receive(
          serverID: session.serverID, login: session.login, scope: scope, player: own ? player : scope
        ) { cursor, changes in
          try session.receive(from: SyncCursor(cursor) ?? .start, player: allPlayers ? scope : nil) { change in
            switch change {
            case .game(let game):
              try changes.game(game)
              progress.received()
            case .tombstone(let tombstone): try changes.tombstone(tombstone)
            case .setting(let setting): try changes.setting(setting)
            case .heldBack(let held):
              progress.say(held.warning)
              if held.isGame { report.heldBackGames += 1 } else { report.heldBackOther += 1 }
            case .deck(let deck):
              guard own else { return }
              if let note = decks.receive(deck) { progress.say(note) }
              try changes.deck(DeckOnServer(name: deck.name, contentHash: deck.contentHash))
            }
          }.description
        })
    }
    progress.finish()
    let remembering = given.flatMap { try? ConnectionString($0).withoutSecrets } ?? remembered?.connection ?? ""
    try database.rememberServer(
      connection: remembering, place: connection.address.description, serverID: session.serverID, syncedAt: Date())
    return report
  }

  private func send(
    _ database: AppDatabase, _ session: SyncSession, player: String, decks: SyncDecks, report: inout SyncReport,
    progress: SyncProgress
  ) throws {
    let tombstones = try database.unsentTombstones(player: player)
    let settings = try database.unsentSettings(player: player)
    if !tombstones.isEmpty || !settings.isEmpty {
      _ = try session.send(games: [SyncGame](), tombstones: tombstones, settings: settings)
      try database.markTombstonesSent(tombstones)
      try database.markSettingsSent(settings, player: player)
      (report.sentDeletions, report.sentSettings) = (tombstones.count, settings.count)
    }
    // A deck each, so that one over the server's limits (which its admin may raise) is said and
    // tried again next time, and stops neither the other decks nor the games.
    for deck in decks.unsent(known: try database.decksOnServer(player: player)) {
      do {
        _ = try session.send(games: [SyncGame](), decks: [deck])
      } catch PostgresError.server(let message) where message.sqlState == "54000" {
        // program_limit_exceeded: the server's limits (`flashcards.limits`).
        context.note(
          "Warning: the server did not take your deck '\(deck.name.terminalSafe)': \(message.text); "
            + "it is tried again at every sync.\n")
        continue
      }
      try database.markDecksOnServer([DeckOnServer(name: deck.name, contentHash: deck.contentHash)], player: player)
      report.sentDecks += 1
    }
    var outbox = try database.unsentGames(player: player)
    progress.sending(outbox.count)
    while let page = try outbox.nextPage() {
      guard !page.isEmpty else { continue }
      _ = try session.send(games: page) { batch in
        // Committed on the server: out of the outbox, so a kill from here on sends it again at most.
        try database.markGamesSent(batch.ids)
        report.sentGames += batch.ids.count
        progress.sent(report.sentGames)
      }
    }
  }

  private func confirmMove(from remembered: String, to server: String) throws {
    guard !yes else { return }
    guard let confirm = questions.confirm else { throw SyncCommandError.moveNeedsConfirmation }
    let question =
      "This history synced with \(remembered.terminalSafe). Move it to \(server.terminalSafe) and send everything there? [y/N] "
    guard try confirm(question) else { throw SyncCommandError.moveDeclined }
  }
}
