import FlashCardsCore
import FlashCardsSync
import Foundation

// Scripts/bench-sync's client: sends a generated history to a server, or receives it back,
// as the sync command will, and prints what it did and how long it took. The games are made one
// batch at a time as the send reads them, so the history is never whole in memory.
//
//   SyncBench send URL GAMES CARDS [BATCH]
//   SyncBench receive URL

let arguments = CommandLine.arguments
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("SyncBench: \(message)\n".utf8))
  exit(2)
}
guard arguments.count >= 3 else { fail("usage: SyncBench send URL GAMES CARDS [BATCH] | receive URL") }
let url = arguments[2]

/// Game `index` of `login`'s history played from 2024 on, with `cards` cards of plausible sizes.
/// Its identity follows from the index and the login, so that a second send is the same history
/// and two players' histories (a class) are different games.
func game(_ index: Int, cards: Int, login: String) -> SyncGame {
  let playedAt = Date(timeIntervalSince1970: 1_704_067_200 + Double(index) * 900)
  let salt = login.utf8.reduce(UInt16(0)) { $0 &* 31 &+ UInt16($1) }
  let id = UUID(uuidString: String(format: "01900000-%04x-7000-8000-%012x", salt, index)) ?? UUID()
  return SyncGame(
    id: id, mode: index % 5 == 0 ? "review" : "play", deck: "capitals", direction: "forward",
    playedAt: playedAt, milliseconds: 60_000 + index % 1000, endedEarly: false, choices: nil, deckCards: 50,
    cards: (0..<cards).map { position in
      let state = "State number \(position)"
      return SyncCardResult(
        position: position + 1, card: state, expected: "Capital \(position)",
        answer: position % 4 == 0 ? "Capitl \(position)" : "Capital \(position)",
        verdict: (position % 4 == 0 ? Verdict.typo : .exact).rawValue, correct: true, confusedWith: nil,
        milliseconds: 1500 + position)
    })
}

let started = Date()
do {
  let session = try SyncSession(connection: PostgresConnection(connectingTo: url))
  switch arguments[1] {
  case "send":
    guard arguments.count >= 5, let games = Int(arguments[3]), let cards = Int(arguments[4]) else {
      fail("send needs GAMES and CARDS")
    }
    let batch = arguments.count > 5 ? Int(arguments[5]) ?? 1000 : 1000
    let summary = try session.send(
      games: (0..<games).lazy.map { game($0, cards: cards, login: session.login) }, batchSize: batch)
    print("sent: \(summary.games) games, \(summary.cardResults) card results newly stored")
  case "receive":
    var games = 0
    var cards = 0
    _ = try session.receive(from: .start) { change in
      if case .game(let game) = change {
        games += 1
        cards += game.cards.count
      }
    }
    print("received: \(games) games, \(cards) card results")
  default:
    fail("unknown command \(arguments[1])")
  }
  print(String(format: "seconds: %.2f", Date().timeIntervalSince(started)))
} catch {
  fail(error.localizedDescription)
}
