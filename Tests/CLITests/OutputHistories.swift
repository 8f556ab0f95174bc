import Foundation
import TestSupport

/// Histories built through the binary, the way players build them, with the clock frozen by
/// `faketime -f` at each step's moment (so that every game and answer takes 0 ms and every output
/// is the same on each run): several players, a deck played both ways, typos, overruled, skipped
/// and confused answers, a multiple-choice game, retries, reviews, deletes (the game just played,
/// and an older one), and a teacher who reads every player's games.
struct OutputHistories {
  let sandbox: Sandbox
  let database: String
  let decks: String

  /// Six towns and their county seats, and lists of answers that give every verdict whatever
  /// order the cards come in: right names, lower-case ones, typos, another card's answer (a
  /// confusion), another word, a skip, and `!` to overrule a miss.
  static let towns = """
    name: towns
    description: Name the town's county seat.
    reverse-name: seats
    Alder = Sacramento
    Birch = Albany
    Cedar = Austin
    Dogwood = Boston
    Elm = Denver
    Fir = Dover
    """

  static let mixed = [
    "Sacramento", "albany", "Austn", "Boston", "Dallas", "!", "", "denver", "Dovr", "Albany", "!", "Austin",
    "sacramento", "Bostn", "Denver", "Dover",
  ]
  static let reversed = ["Alder", "Birch", "cedar", "Dogwod", "", "Elm", "!", "Fir", "Birch", "Zulu"]
  static let capitals = ["Montgomery", "Juneau", "Phoenix", "", "Austin", "Sacramnto", "Albany", "!", "Denver"]
  static let choices = ["1", "2", "3", "1", "!", "2", "3"]

  /// One step: at `moment` (UTC), `player` runs `arguments` with `answers` (repeated) piped in.
  struct Step {
    var moment: String
    var player: String
    var arguments: [String]
    var answers: [String] = []
  }

  static let steps: [Step] = [
    Step(moment: "2027-01-04 09:00:00", player: "ann", arguments: ["play", "towns", "--seed", "1"], answers: mixed),
    Step(
      moment: "2027-01-04 09:30:00", player: "ann", arguments: ["play", "capitals", "--count", "9", "--seed", "2"],
      answers: capitals),
    Step(
      moment: "2027-01-04 10:00:00", player: "ann", arguments: ["play", "towns", "--reverse", "--seed", "3"],
      answers: reversed),
    Step(moment: "2027-01-04 23:30:00", player: "bob", arguments: ["play", "towns", "--seed", "4"], answers: mixed),
    Step(
      moment: "2027-01-05 09:00:00", player: "ann", arguments: ["play", "--retry", "1", "--seed", "12"], answers: mixed),
    Step(
      moment: "2027-01-05 09:10:00", player: "ann", arguments: ["play", "towns", "--choices", "3", "--seed", "5"],
      answers: choices),
    Step(
      moment: "2027-01-05 10:00:00", player: "bob",
      arguments: ["play", "capitals", "--reverse", "--count", "5", "--seed", "6"], answers: reversed),
    Step(moment: "2027-01-07 08:00:00", player: "ann", arguments: ["review"], answers: mixed + capitals),
    Step(moment: "2027-01-07 08:30:00", player: "ann", arguments: ["play", "towns", "--seed", "7"], answers: mixed),
    // The game just played, deleted.
    Step(moment: "2027-01-07 08:31:00", player: "ann", arguments: ["history", "delete", "9", "--yes"]),
    Step(
      moment: "2027-01-07 12:00:00", player: "cy", arguments: ["play", "capitals", "--count", "10", "--seed", "8"],
      answers: capitals),
    Step(
      moment: "2027-01-07 12:10:00", player: "cy", arguments: ["play", "--missed", "capitals", "--seed", "13"],
      answers: capitals),
    Step(moment: "2027-01-12 07:00:00", player: "ann", arguments: ["review"], answers: reversed + mixed),
    Step(moment: "2027-01-12 07:30:00", player: "bob", arguments: ["review"], answers: mixed),
    // An older game deleted.
    Step(moment: "2027-01-12 07:40:00", player: "ann", arguments: ["history", "delete", "2", "--yes"]),
    Step(
      moment: "2027-02-20 18:00:00", player: "ann", arguments: ["play", "capitals", "--count", "8", "--seed", "9"],
      answers: capitals),
    Step(moment: "2027-02-20 18:20:00", player: "ann", arguments: ["play", "towns", "--seed", "10"], answers: mixed),
    Step(moment: "2027-02-21 08:00:00", player: "bob", arguments: ["play", "towns", "--seed", "11"], answers: mixed),
  ]

  /// When the outputs are read: the day after the last game.
  static let readMoment = "2027-02-21 12:00:00"

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
    decks = sandbox.path("decks")
    try sandbox.write("decks/towns.deck", Self.towns + "\n")
  }

  /// Runs `arguments` as `player` at `moment`, the clock standing still.
  func run(
    _ arguments: [String], player: String, at moment: String, stdin: String = "",
    environment: [String: String?] = [:]
  ) async throws -> RunResult {
    try await sandbox.run(
      ["--db", database, "--decks", decks] + arguments, stdin: stdin,
      environment: environment.merging(["TZ": "UTC", "FLASHCARDS_PLAYER": player]) { $1 },
      launcher: ["/usr/bin/faketime", "-f", moment])
  }

  /// Plays every step; the first that fails is thrown with what it printed.
  func build() async throws {
    for step in Self.steps {
      let stdin = String(repeating: step.answers.map { $0 + "\n" }.joined(), count: step.answers.isEmpty ? 0 : 6)
      let result = try await run(step.arguments, player: step.player, at: step.moment, stdin: stdin)
      guard result.status == 0 else { throw StepFailed(arguments: step.arguments, result: result) }
    }
  }

  struct StepFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var result: RunResult
    var description: String { "\(arguments.joined(separator: " ")) failed: \(result)" }
  }
}
