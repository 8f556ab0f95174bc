import Foundation
import TestSupport
import Testing

/// `flashcards review --parameters` through the binary: stored parameters change what `review --list`
/// schedules for the same history, `default` brings the defaults back, and bad lists are refused.
@Suite("review --parameters through the binary")
struct ReviewParametersTests {
  let sandbox: Sandbox
  let database: String

  /// Scripts/optimize's line (four decimals, no spaces): the defaults with much larger first
  /// stabilities (w0–w3) and a slower decay (w20).
  static let fitted =
    "0.9000,2.5000,20.0000,60.0000,6.4133,0.8334,3.0194,0.0010,1.8722,0.1666,0.7960,1.4835,0.0614,0.2629,1.6483,"
    + "0.6014,1.8729,0.5425,0.0912,0.0658,0.5000"

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
  }

  func run(at moment: String, _ arguments: [String], answers: [String] = []) async throws -> RunResult {
    try await sandbox.run(
      ["--db", database] + arguments, stdin: answers.map { $0 + "\n" }.joined(),
      environment: ["TZ": "UTC", "FLASHCARDS_PLAYER": "newbie"], launcher: ["/usr/bin/faketime", moment])
  }

  /// The cards `review --list --format json` shows as due at `moment`, with their due dates.
  func dueList(at moment: String, _ extra: [String] = []) async throws -> [String: String] {
    let listed = try await run(at: moment, ["review", "capitals", "--new", "0", "--list", "--format", "json"] + extra)
    #expect(listed.status == 0, "\(listed)")
    let queue = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    return Dictionary(
      uniqueKeysWithValues: queue.compactMap { entry in
        (entry["card"] as? String).map { ($0, entry["due"] as? String ?? "") }
      })
  }

  /// Five new capitals learnt on one morning: answered right, and right again half an hour later,
  /// which takes them out of their learning steps into review.
  func learnFiveCapitals() async throws {
    let capitals = [
      "Alabama": "Montgomery", "Alaska": "Juneau", "Arizona": "Phoenix", "Arkansas": "Little Rock",
      "California": "Sacramento",
    ]
    let first = try await run(
      at: "2027-03-01 10:00:00", ["review", "capitals", "--new", "5"],
      answers: ["Montgomery", "Juneau", "Phoenix", "Little Rock", "Sacramento"])
    #expect(first.status == 0, "\(first)")
    let order = try SavedHistory.cardsByDue(of: "newbie", in: database)
    let second = try await run(
      at: "2027-03-01 10:30:00", ["review", "capitals", "--new", "0"], answers: order.compactMap { capitals[$0] })
    #expect(second.status == 0 && second.stdout.contains("Saved as game #2."), "\(second)")
  }

  @Test func ownParametersChangeWhatIsDueAndDefaultBringsItBack() async throws {
    try await learnFiveCapitals()
    let fourDaysOn = "2027-03-05 12:00:00"
    let withDefaults = try await dueList(at: fourDaysOn)
    #expect(withDefaults.count == 5, "\(withDefaults)")

    let stored = try await run(at: "2027-03-01 11:00:00", ["review", "--parameters", Self.fitted])
    #expect(stored.status == 0, "\(stored)")
    #expect(
      stored.stdout == "Stored your own FSRS parameters for newbie; rescheduled 5 cards from 10 answers.\n"
        + "Back to the defaults: flashcards review --parameters default\n", "\(stored)")
    // A first stability of 20 days instead of 2.3: nothing is due four days on, nor the day before
    // the earliest new due date, and then every card is, each later than with the defaults.
    #expect(try await dueList(at: fourDaysOn).isEmpty)
    let later = try await dueList(at: "2027-03-30 12:00:00")
    #expect(later.keys.sorted() == withDefaults.keys.sorted())
    #expect(later.allSatisfy { card, due in due > withDefaults[card] ?? "" }, "\(later) vs \(withDefaults)")

    let stats = try await run(at: fourDaysOn, ["stats", "--format", "json"])
    let own = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    let parameters = try #require(own["parameters"] as? [String: Any], "\(stats)")
    #expect(parameters["source"] as? String == "own")
    #expect((parameters["values"] as? [Double])?.count == 21)
    #expect((parameters["values"] as? [Double])?[2] == 20)
    let table = try await run(at: fourDaysOn, ["stats"])
    #expect(table.stdout.contains("Scheduler: FSRS-6, your own parameters"), "\(table)")

    let back = try await run(at: fourDaysOn, ["review", "--parameters", "default"])
    #expect(back.status == 0, "\(back)")
    #expect(
      back.stdout == "newbie now schedules with the default FSRS parameters; rescheduled 5 cards from 10 answers.\n")
    #expect(try await dueList(at: fourDaysOn) == withDefaults)
    let defaults = try await run(at: fourDaysOn, ["stats"])
    #expect(defaults.stdout.contains("Scheduler: FSRS-6, default parameters"), "\(defaults)")
  }

  @Test func spacesAfterTheCommasAndAListAfterStoringAreAccepted() async throws {
    try await learnFiveCapitals()
    let spaced = Self.fitted.replacingOccurrences(of: ",", with: ", ")
    let run = try await run(at: "2027-03-05 12:00:00", ["review", "--parameters", spaced, "--list", "--new", "0"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Stored your own FSRS parameters for newbie;"), "\(run)")
    #expect(run.stdout.contains("0 due"), "\(run)")
  }

  /// Each refused with one sentence naming the index and the value, exit 64 like other bad options,
  /// and before the history is opened: nothing is created.
  @Test(arguments: [
    ("1,2,3", "FSRS needs exactly 21 parameters, but 3 were given."),
    (fitted.replacingOccurrences(of: "2.5000", with: "two"), "FSRS parameter w[1] is 'two', not a number."),
    (fitted.replacingOccurrences(of: "6.4133", with: "0.5"), "FSRS parameter w[4] is 0.5, outside its allowed range"),
    (fitted.replacingOccurrences(of: "6.4133", with: "inf"), "FSRS parameter w[4] is inf, not a number."),
    (fitted + ",", "FSRS needs exactly 21 parameters, but 22 were given."),
    ("", "FSRS needs exactly 21 parameters, but 0 were given."),
    ("0.5", "FSRS needs exactly 21 parameters, but 1 was given."),
    (fitted.replacingOccurrences(of: "0.9000,", with: ","), "FSRS parameter w[0] is '', not a number."),
  ])
  func badParametersAreRefusedNamingTheValue(list: String, message: String) async throws {
    let run = try await run(at: "2027-03-01 10:00:00", ["review", "--parameters", list])
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.hasPrefix("Error: --parameters: \(message)"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: database))
  }

  /// A terminal that is not UTF-8 shows an en dash as mojibake: the range is written in words.
  @Test func theAllowedRangeIsPlainASCII() async throws {
    let list = Array(repeating: "0.5", count: 21).joined(separator: ",")
    let run = try await sandbox.run(
      ["--db", database, "review", "--parameters", list], environment: ["LANG": "C", "LC_ALL": "C"])
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("outside its allowed range 1.0 to 10.0."), "\(run)")
    #expect(run.stderr.unicodeScalars.allSatisfy { $0.isASCII }, "\(run)")
  }

  @Test func hostileTextInTheListIsNotPrintedRaw() async throws {
    let run = try await run(at: "2027-03-01 10:00:00", ["review", "--parameters", "0.2,\u{1B}[31mred"])
    #expect(run.status == 64, "\(run)")
    #expect(!run.stderr.contains("\u{1B}"), "\(run)")
  }

  /// A value written into the history by hand: reviews go on with the defaults, and say so.
  @Test func aDamagedStoredValueWarnsAndSchedulesWithTheDefaults() async throws {
    try await learnFiveCapitals()
    let withDefaults = try await dueList(at: "2027-03-05 12:00:00")
    try HistoryByHand.execute(
      "INSERT INTO playerSettings (player, fsrsParameters) VALUES ('newbie', '[1, \"x\"]')", in: database)
    let listed = try await run(at: "2027-03-05 12:00:00", ["review", "--list"])
    #expect(listed.status == 0, "\(listed)")
    #expect(listed.stderr.hasPrefix("Warning: the FSRS parameters stored for newbie are damaged"), "\(listed)")
    #expect(listed.stdout.contains("5 due"), "\(listed)")
    #expect(try await dueList(at: "2027-03-05 12:00:00") == withDefaults)
  }

  @Test func parametersWithoutListRefuseTheOptionsOfAReview() async throws {
    for options in [["capitals"], ["--new", "5"]] {
      let refused = try await run(at: "2027-03-01 10:00:00", ["review", "--parameters", "default"] + options)
      #expect(refused.status == 64, "\(refused)")
      #expect(refused.stderr.contains("--parameters only stores your parameters"), "\(refused)")
    }
  }
}
