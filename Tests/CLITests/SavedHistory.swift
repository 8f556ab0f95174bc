import GRDB

/// What the binary saved in a history database, read straight from the file with GRDB (not
/// through the app's own store code), on a read-only connection.
struct SavedHistory {
  struct Game: Equatable {
    var id: Int64
    var deck: String
    var direction: String
    var endedEarly: Bool
  }

  struct Card: Equatable {
    var gameId: Int64
    var position: Int
    var card: String
    var answer: String
    var verdict: String
    var correct: Bool
    var confusedWith: String?
  }

  var games: [Game]
  /// Every card result, by game then position.
  var cards: [Card]

  init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    (games, cards) = try database.read { db in
      let games = try Row.fetchAll(db, sql: "SELECT id, deck, direction, endedEarly FROM gameResult ORDER BY id")
        .map { Game(id: $0["id"], deck: $0["deck"], direction: $0["direction"], endedEarly: $0["endedEarly"]) }
      let cards = try Row.fetchAll(
        db,
        sql: """
          SELECT gameId, position, card, answer, verdict, correct, confusedWith
          FROM cardResult ORDER BY gameId, position
          """
      ).map {
        Card(
          gameId: $0["gameId"], position: $0["position"], card: $0["card"], answer: $0["answer"],
          verdict: $0["verdict"], correct: $0["correct"], confusedWith: $0["confusedWith"])
      }
      return (games, cards)
    }
    try database.close()
  }
}
