import FlashCardsCore
import Foundation

extension SyncSession {
  /// Hands over, one at a time, every deck, setting, deletion and game of `player` (the login
  /// when nil) that transactions not visible at `cursor` wrote, and returns the cursor to store
  /// with them, in the same local transaction that applies them.
  ///
  /// Sequences are not commit order, and a transaction may stay open for long (a player's psql).
  /// So the rows are read in one snapshot (REPEATABLE READ), and the next cursor is that snapshot
  /// (see `SyncCursor`): a row is new when its transaction is visible now and was not at `cursor`.
  /// A transaction in progress now delays only its own rows, which the next receive reads.
  ///
  /// Streams: memory holds one game at a time, whatever the number of rows. A teacher receives
  /// each player with that player's own cursor, so a player who joins a class later arrives whole.
  /// Games this session sent are not handed back: they came from this machine, which has them (so
  /// a first sync does not take back the whole history it just sent). Only games: they are never
  /// changed once stored, so a game written by this session's transaction is one it sent, while a
  /// setting or a deck row may hold another machine's value written over by this session.
  public func receive(
    from cursor: SyncCursor, player: String? = nil, _ apply: (SyncChange) throws -> Void
  ) throws -> SyncCursor {
    try connection.transaction(.repeatableReadOnly) {
      // The first statement takes the snapshot every later one reads.
      guard let now = SyncCursor(try connection.execute(ReceiveQueries.snapshot).single() ?? "") else {
        throw PostgresError.unexpectedAnswer("no snapshot")
      }
      guard now != cursor else { return cursor }
      try connection.execute(
        ReceiveQueries.setRange,
        [
          player ?? login, String(cursor.xmin), String(cursor.xmax), ReceiveQueries.list(cursor.inProgress),
          ReceiveQueries.list(ownTransactions.sorted()), String(now.xmax),
        ])
      return try withoutActuallyEscaping(apply) { apply in
        var receipt = Receipt(player: player ?? login, apply: apply)
        let decks = ReceivedColumns<SyncDeck.Column>()
        try connection.copyOut(ReceiveQueries.decks) { fields in
          let deck = try decks.record(fields)
          try receipt.take(
            .deck(deck), transaction: decks.transaction(in: fields), row: "deck '\(deck.name.prefix(40))'",
            problem: SyncRules.problem(in: deck))
        }
        let settings = ReceivedColumns<SyncSetting.Column>()
        try connection.copyOut(ReceiveQueries.settings) { fields in
          let setting = try settings.record(fields)
          try receipt.take(
            .setting(setting), transaction: settings.transaction(in: fields),
            row: "setting '\(setting.key.prefix(40))'",
            problem: SyncRules.problem(in: setting))
        }
        let tombstones = ReceivedColumns<SyncTombstone.Column>()
        try connection.copyOut(ReceiveQueries.tombstones) { fields in
          let tombstone = try tombstones.record(fields)
          try receipt.take(
            .tombstone(tombstone), transaction: tombstones.transaction(in: fields),
            row: "deletion of game \(tombstone.gameID.uuidString.lowercased())",
            problem: SyncRules.problem(in: tombstone))
        }
        var games = ReceivedGameRows()
        try connection.copyOut(ReceiveQueries.games) { fields in
          if let finished = try games.add(fields) { try receipt.take(finished) }
        }
        if let finished = games.finish() { try receipt.take(finished) }
        return now.retrying(receipt.heldTransactions)
      }
    }
  }

  /// `receive`, gathered: for small amounts and tests.
  public func receiveAll(from cursor: SyncCursor, player: String? = nil) throws -> (
    changes: [SyncChange], cursor: SyncCursor
  ) {
    var changes: [SyncChange] = []
    let next = try receive(from: cursor, player: player) { changes.append($0) }
    return (changes, next)
  }
}

extension SyncSession {
  /// What a receive hands over, and what it held back: a change that breaks a rule, or that
  /// `apply` refused by throwing `SyncHeldBack`, is handed over as `.heldBack` instead, and its
  /// transaction is read again next time.
  struct Receipt {
    let player: String
    let apply: (SyncChange) throws -> Void
    private(set) var heldTransactions: Set<UInt64> = []

    init(player: String, apply: @escaping (SyncChange) throws -> Void) {
      self.player = player
      self.apply = apply
    }

    mutating func take(
      _ change: SyncChange?, transaction: String?, row: String, problem: String?, isGame: Bool = false
    ) throws {
      guard let transaction = transaction.flatMap(UInt64.init) else {
        throw PostgresError.unexpectedAnswer("a row without its transaction")
      }
      do {
        guard let change, problem == nil else {
          throw SyncHeldBack(row: row, reason: problem ?? "", isGame: isGame || change?.isGame == true)
        }
        try apply(change)
      } catch var refusal as SyncHeldBack {
        refusal.player = player
        heldTransactions.insert(transaction)
        try apply(.heldBack(refusal))
      }
    }

    /// A game gathered from its rows; one that grew past the ceiling comes without its cards.
    mutating func take(_ finished: ReceivedGameRows.Finished) throws {
      try take(
        finished.game.map { .game($0) }, transaction: finished.transaction,
        row: "game \(finished.id.uuidString.lowercased())", problem: finished.problem, isGame: true)
    }
  }
}

extension SyncChange {
  var isGame: Bool {
    if case .game = self { true } else { false }
  }
}
