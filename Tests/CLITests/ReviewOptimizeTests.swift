import FlashCardsCore
import FlashCardsStore
import Foundation
import TestSupport
import Testing

/// `flashcards review --optimize` through the binary, on histories saved by the app itself:
/// a dry run prints the line `--parameters` takes and changes nothing; a real run stores the same
/// parameters and reschedules; too few answers is refused, saying how many; a read-only history
/// can be fitted but not stored into; another player's parameters and states are not touched.
@Suite("review --optimize through the binary")
struct ReviewOptimizeTests {
  let sandbox: Sandbox
  let database: String

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history/history.sqlite")
    try FileManager.default.createDirectory(atPath: sandbox.path("history"), withIntermediateDirectories: true)
  }

  /// A deck of 60 cards, "n1" → "a1" …: enough for the 20 cards first answered alike that the
  /// optimizer needs to keep a group of first reviews.
  static let numbers = Deck(
    name: "numbers", description: "Sixty made-up cards.",
    cards: (1...60).map { Card(front: ["n\($0)"], back: ["a\($0)"]) })

  /// `player` learns the 60 cards from 1 March 2027, 10:00 UTC, for `days` days, as a learner
  /// whose memory the default parameters do not fit: each day a game of the cards due, each card
  /// asked again after 1, 3, 7, 15… days while recalled and the next day after a miss, recalled
  /// with a chance that falls much faster with the days than FSRS's defaults expect (seeded, so
  /// every run is the same). Each day's game starts two minutes later than the day before, so
  /// that a card's answers are at least 24 hours apart (a day, as the scheduler counts).
  static func play(_ player: String, days: Int, into path: String) throws {
    let history = try AppDatabase(path: path, player: player)
    let start = Date(timeIntervalSince1970: 1_803_981_600)  // 2027-03-01 10:00 UTC
    var generator = SeededGenerator(seed: UInt64(player.count))
    var due = Array(repeating: 0, count: 61)
    var gap = Array(repeating: 1, count: 61)
    var strength = (0...60).map { 0.3 + Double($0 % 5) * 0.2 }
    for day in 0..<days {
      let cards = numbers.cards.filter { due[Int($0.front[0].dropFirst()) ?? 0] <= day }
      guard !cards.isEmpty else { continue }
      var session = GameSession(
        deck: Deck(name: numbers.name, description: numbers.description, cards: cards), direction: .forward,
        seed: UInt64(day + 1))
      while let card = session.currentCard {
        let number = Int(card.front[0].dropFirst()) ?? 0
        let recall = day == 0 ? 0.85 : pow(0.5, Double(gap[number]) / (strength[number] * 4))
        let recalled = Double(generator.next() % 1_000_000) / 1_000_000 < recall
        session.answer(recalled ? card.back[0] : "", seconds: 2)
        if recalled {
          strength[number] *= 2.5
          gap[number] = day == 0 ? 1 : gap[number] * 2 + 1
        } else {
          gap[number] = 1
        }
        due[number] = day + gap[number]
      }
      try history.save(session, playedAt: start.addingTimeInterval(Double(day) * 86_520), milliseconds: 60_000)
    }
  }

  func run(_ arguments: [String], player: String = "ann") async throws -> RunResult {
    try await sandbox.run(
      ["--db", database, "--player", player] + arguments, environment: ["TZ": "UTC"],
      launcher: ["/usr/bin/faketime", "2027-04-20 12:00:00"])
  }

  /// Every row of the player's settings and memory states, as text.
  func rows(of player: String) throws -> [String] {
    try SavedHistory.settingsAndStates(of: player, in: database)
  }

  /// The history file's bytes (a reader may leave WAL's -shm and -wal beside it, as every reading
  /// command does; the history is the file).
  func historyBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: database)) }

  static func parameters(_ line: String) -> [Double] {
    line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Double($0) }
  }

  @Test func aDryRunPrintsTheLineParametersTakesAndChangesNothing() async throws {
    try Self.play("ann", days: 40, into: database)
    let before = try historyBytes()
    let dry = try await run(["review", "--optimize", "--dry-run"])
    #expect(dry.status == 0, "\(dry)")
    // One line of 21 numbers with 4 decimals, and nothing on standard error (not a terminal).
    #expect(dry.stdout.split(separator: "\n").count == 1, "\(dry)")
    let fitted = Self.parameters(dry.stdout)
    #expect(fitted.count == 21, "\(dry)")
    #expect(fitted != FSRSParameters.default.values)
    #expect(dry.stderr.isEmpty, "\(dry)")
    #expect(try historyBytes() == before, "the history is left as it was")

    // The line is what --parameters takes, and --optimize stores the same numbers.
    let stored = try await run(["review", "--optimize"])
    #expect(stored.status == 0, "\(stored)")
    #expect(stored.stdout.contains("Stored your own FSRS parameters for ann; rescheduled 60 cards"), "\(stored)")
    #expect(stored.stdout.contains("log loss") || stored.stdout.contains("LOG LOSS"), "\(stored)")
    let settings = try #require(try rows(of: "ann").first { $0.hasPrefix("settings ") })
    let saved = try JSONDecoder().decode([Double].self, from: Data(settings.dropFirst("settings ".count).utf8))
    #expect(saved == fitted, "\(settings) vs \(dry.stdout)")
    let given = try await run(["review", "--parameters", dry.stdout.trimmingCharacters(in: .newlines)])
    #expect(given.status == 0, "\(given)")
  }

  @Test func jsonAddsTheFiguresAndTheFitPredictsBetter() async throws {
    try Self.play("ann", days: 40, into: database)
    let json = try await run(["review", "--optimize", "--format", "json"])
    #expect(json.status == 0, "\(json)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["parameters"] as? [Double])?.count == 21)
    let answers = try SavedHistory.answerCount(in: database)
    #expect(object["answers"] as? Int == answers)
    #expect(object["cards"] as? Int == 60)
    #expect((object["scoredAnswers"] as? Int ?? 0) >= FSRSOptimizer.minimumReviewsForAll, "\(json)")
    #expect(object["fittedAll"] as? Bool == true)
    #expect(object["current"] as? String == "default")
    let before = try #require(object["before"] as? [String: Double])
    let after = try #require(object["after"] as? [String: Double])
    #expect((after["logLoss"] ?? 1) < (before["logLoss"] ?? 0), "\(json)")
    #expect(object["stored"] as? Bool == true)
    #expect(object["rescheduledCards"] as? Int == 60)
    // Fitted again with the fitted ones current: nothing better to store.
    let again = try await run(["review", "--optimize"])
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("your own parameters"), "\(again)")
  }

  @Test func tooFewAnswersSaysHowManyAndChangesNothing() async throws {
    try Self.play("ann", days: 1, into: database)
    let before = try historyBytes()
    for arguments in [["review", "--optimize"], ["review", "--optimize", "--dry-run"]] {
      let refused = try await run(arguments)
      #expect(refused.status == 1, "\(refused)")
      #expect(refused.stdout.isEmpty, "\(refused)")
      #expect(
        refused.oneLineError
          == "Error: Too few reviews to fit your parameters: 0 of your answers came a day or more after the card's "
          + "previous one, and fitting needs at least 8. Nothing was changed.", "\(refused)")
    }
    #expect(try historyBytes() == before)
    // No history at all: the same, and no file is created.
    let nowhere = try await sandbox.run(["--db", sandbox.path("nowhere/history.sqlite"), "review", "--optimize"])
    #expect(nowhere.status == 1 && nowhere.stderr.contains("0 of your answers"), "\(nowhere)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("nowhere")))
  }

  @Test func anotherPlayersParametersAndStatesAreNotTouched() async throws {
    try Self.play("ann", days: 40, into: database)
    try Self.play("bob", days: 30, into: database)
    let own = try await run(["review", "--parameters", ReviewParametersTests.fitted], player: "bob")
    #expect(own.status == 0, "\(own)")
    let bob = try rows(of: "bob")
    #expect(bob.count == 61)
    let fitted = try await run(["review", "--optimize"])
    #expect(fitted.status == 0 && fitted.stdout.contains("for ann"), "\(fitted)")
    #expect(try rows(of: "bob") == bob)
    #expect(try rows(of: "ann").contains { $0.hasPrefix("settings [") })
  }

  @Test func aReadOnlyHistoryCanBeFittedButNotStoredInto() async throws {
    try Self.play("ann", days: 40, into: database)
    let user = try UnprivilegedUser(sandbox: sandbox)
    if geteuid() == 0 {
      #expect(chown(sandbox.path("history"), 65534, 65534) == 0 && chown(database, 65534, 65534) == 0)
    }
    #expect(chmod(database, 0o444) == 0)
    let before = try FolderSnapshot(sandbox.path("history"))
    let dry = try await user.run(["--db", database, "--player", "ann", "review", "--optimize", "--dry-run"])
    #expect(dry.status == 0, "\(dry)")
    #expect(Self.parameters(dry.stdout).count == 21, "\(dry)")
    let store = try await user.run(["--db", database, "--player", "ann", "review", "--optimize"])
    #expect(store.status == 1, "\(store)")
    #expect(store.oneLineError?.contains("read-only") == true, "\(store)")
    #expect(try FolderSnapshot(sandbox.path("history")).files == before.files)
  }

  @Test func statsShowsTrueRetentionBesideTheRetentionAsked() async throws {
    try Self.play("ann", days: 40, into: database)
    let json = try await run(["stats", "--format", "json"])
    #expect(json.status == 0, "\(json)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let retention = try #require(object["trueRetention"] as? [String: Any], "\(json)")
    #expect(retention["asked"] as? Double == 0.9)
    let month = try #require(retention["lastMonth"] as? [String: Any])
    let due = month["due"] as? Int ?? 0
    let recalled = month["recalled"] as? Int ?? 0
    #expect(due > 0 && recalled <= due, "\(retention)")
    #expect((retention["decks"] as? [[String: Any]])?.map { $0["deck"] as? String } == ["numbers"])
    // Asking less makes cards due later: no more due answers than at 90%.
    let lower = try await run(["stats", "--retention", "0.8", "--no-pager"])
    #expect(lower.status == 0, "\(lower)")
    #expect(lower.stdout.contains("True retention (due cards, first answer of the day; asked 80%)"), "\(lower)")
    for refused in [["stats", "--retention", "1.5"], ["stats", "--all-players", "--retention", "0.8"]] {
      let run = try await run(refused)
      #expect(run.status == 64, "\(run)")
    }
  }

  @Test(arguments: [
    ["review", "--dry-run"], ["review", "--optimize", "--list"], ["review", "--optimize", "--parameters", "default"],
    ["review", "capitals", "--optimize"], ["review", "--optimize", "--new", "3"],
  ])
  func optimizeGoesAlone(arguments: [String]) async throws {
    let refused = try await run(arguments)
    #expect(refused.status == 64, "\(refused)")
    #expect(refused.stderr.contains("--optimize") || refused.stderr.contains("--dry-run"), "\(refused)")
  }
}
