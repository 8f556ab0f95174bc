import FlashCardsCore

/// The receive's statements. The range's values are bound (set_config with $1…$5) and read back
/// with current_setting(), because COPY takes no parameters. Each row ends with its transaction,
/// to be read again when the row is held back. Times out of the years 1970 to 9999 come as NULL
/// (`EpochMicroseconds.select`), and each text at most one character past what a receive accepts
/// (`bounded`): a row a player made huge costs this side no more than that.
enum ReceiveQueries {
  static let snapshot = "SELECT pg_current_snapshot()::text"

  /// $2…$4: the cursor's snapshot; $5: the transactions whose games are skipped, as an array's
  /// text ("{}": none); $6: the xmax of the receive's own snapshot.
  static let setRange = """
    SELECT set_config('flashcards.receive_player', $1, true), set_config('flashcards.receive_xmin', $2, true),
           set_config('flashcards.receive_xmax', $3, true), set_config('flashcards.receive_xip', $4, true),
           set_config('flashcards.receive_skip', $5, true), set_config('flashcards.receive_below', $6, true)
    """

  /// Transaction ids as PostgreSQL's array text, "{12,15}".
  static func list(_ transactions: [UInt64]) -> String {
    "{" + transactions.map(String.init).joined(separator: ",") + "}"
  }

  /// The rows of `table` (alias t) whose transaction the cursor's snapshot did not see (every row
  /// read is visible now): the index (player, txid) answers the range. Its upper bound, which every
  /// visible row is below, keeps the planner's estimate that of a range: without it, the planner
  /// took a third of the table and sorted the rows rather than reading them in the index's order.
  static func inRange(_ alias: String) -> String {
    """
    \(alias).player = current_setting('flashcards.receive_player')
      AND \(alias).txid >= current_setting('flashcards.receive_xmin')::xid8
      AND \(alias).txid < current_setting('flashcards.receive_below')::xid8
      AND (\(alias).txid >= current_setting('flashcards.receive_xmax')::xid8
        OR \(alias).txid = ANY (current_setting('flashcards.receive_xip')::xid8[]))
    """
  }

  static let decksSelect = """
    SELECT \(ServerColumns<SyncDeck.Column>.received(alias: "d")), d.txid
    FROM flashcards.decks d WHERE \(inRange("d")) ORDER BY d.txid
    """
  static let decks = "COPY (\(decksSelect)) TO STDOUT"

  static let settings = """
    COPY (SELECT \(ServerColumns<SyncSetting.Column>.received(alias: "s")), s.txid
          FROM flashcards.settings s WHERE \(inRange("s")) ORDER BY s.txid) TO STDOUT
    """

  static let tombstones = """
    COPY (SELECT \(ServerColumns<SyncTombstone.Column>.received(alias: "t")), t.txid
          FROM flashcards.tombstones t WHERE \(inRange("t")) ORDER BY t.txid) TO STDOUT
    """

  /// One row per card, its game's columns repeated (a game without cards: one row, the card's
  /// columns NULL); a game's rows come together, in position order, and the games of one
  /// transaction in the order they were played. The games of the skipped
  /// transactions are filtered on the index's rows, before their cards are unpacked.
  static let gamesSelect = """
    SELECT \(ServerColumns<SyncGame.Column>.received(alias: "g")),
           \(ServerColumns<SyncCardResult.Column>.received(alias: "c")), g.txid
    FROM flashcards.games g
    LEFT JOIN LATERAL unnest(g.cards) WITH ORDINALITY c ON true
    WHERE \(inRange("g")) AND g.txid <> ALL (current_setting('flashcards.receive_skip')::xid8[])
    ORDER BY g.txid, g.played_at, g.id, c.ordinality
    """
  static let games = "COPY (\(gamesSelect)) TO STDOUT"

  /// A text column past the ceiling's limit cut one character past it: longer than the limit
  /// still, so held back, but never more than four bytes a character in memory. The length in
  /// bytes is the text's header; left() would count the characters of every text.
  static func bounded(_ column: String, _ limit: SyncTextLimit) -> String {
    let bytes = limit.bytes(in: SyncRules.ceiling)
    return "CASE WHEN octet_length(\(column)) <= \(bytes) THEN \(column) ELSE left(\(column), \(bytes + 1)) END"
  }
}
