import Foundation
import TestSupport
import Testing

/// Games kept in pending files (the history was busy when they ended) are saved by the next
/// `play`. Anything can be in such a file: each is checked, a bad one is moved aside (kept, and
/// named in one warning line), and the others are still saved; nothing in one crashes a later run.
@Suite("pending saves")
struct PendingSaveTests {
  /// A pending game as this version writes it: capitals, two cards, one right.
  static func game(
    uuid: String? = "019a0000-0000-7000-8000-000000000001", answers: [String] = ["Jackson", "Nowhere"]
  ) -> [String: Any] {
    var game: [String: Any] = [
      "player": "ann", "mode": "play", "deck": "capitals", "direction": "forward",
      "playedAt": "2026-10-07 10:00:00.687", "milliseconds": 4_321, "endedEarly": false, "deckCards": 50,
      "underReverseName": false,
      "cards": [
        [
          "position": 1, "card": "Mississippi", "expected": "Jackson", "answer": answers[0], "verdict": "exact",
          "correct": true, "milliseconds": 1_500,
        ],
        [
          "position": 2, "card": "Kentucky", "expected": "Frankfort", "answer": answers[1], "verdict": "wrong",
          "correct": false, "milliseconds": 2_821,
        ],
      ],
    ]
    if let uuid { game["uuid"] = uuid }
    return game
  }

  static func json(_ game: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: game, options: [.sortedKeys])
  }

  static func changingCard(_ index: Int, _ key: String, to value: Any) -> [String: Any] {
    var game = game()
    var cards = game["cards"] as? [[String: Any]] ?? []
    cards[index][key] = value
    game["cards"] = cards
    return game
  }

  static func changing(_ key: String, to value: Any?) -> [String: Any] {
    var game = game()
    game[key] = value
    return game
  }

  /// (what is in the file, a part of the reason the warning gives)
  static let tampered: [(String, String)] = {
    func text(_ game: [String: Any]) -> String {
      String(decoding: (try? json(game)) ?? Data(), as: UTF8.self)
    }
    return [
      ("{\"deck\": \"capitals\"", "does not read as JSON"),
      ("", "does not read as JSON"),
      (text(changing("cards", to: nil)), "it has no 'cards'"),
      (text(changing("cards", to: "many")), "its 'cards' is not a list"),
      (text(changing("milliseconds", to: -5)), "the game's time, -5 ms, is not 0 to a year"),
      (text(changing("milliseconds", to: Int64.max)), "the game's time, 9223372036854775807 ms"),
      (text(changing("milliseconds", to: 1e300)), "its 'milliseconds' is 1e+300, not a whole number"),
      (text(changingCard(1, "position", to: 1.5)), "its 'cards[1].position' is 1.5, not a whole number"),
      (text(changingCard(1, "milliseconds", to: -1)), "card 2's time, -1 ms"),
      (text(changingCard(0, "milliseconds", to: Int64.max)), "card 1's time"),
      (text(changing("playedAt", to: "9999-99-99 99:99:99.999")), "its date '9999-99-99 99:99:99.999' is not a date"),
      (text(changing("playedAt", to: "1969-12-31 23:59:59.999")), "is not a date from 1970 to 9999"),
      (text(changing("playedAt", to: "yesterday")), "its date 'yesterday'"),
      (text(changingCard(1, "position", to: 7)), "its card 2 is at position 7"),
      (text(changingCard(0, "position", to: 0)), "its card 1 is at position 0"),
      (text(changingCard(1, "position", to: 1)), "its card 2 is at position 1"),
      (text(changingCard(0, "verdict", to: "bogus")), "its card 1's verdict 'bogus' is not one FlashCards gives"),
      (text(changingCard(0, "correct", to: false)), "its card 1 is exact yet counted wrong"),
      (text(changingCard(0, "answer", to: String(repeating: "x", count: 200_000))), "200000 bytes long"),
      (text(changing("uuid", to: "not-a-uuid")), "its uuid 'not-a-uuid' is not a UUID"),
      (text(changing("player", to: "bob\u{1B}]0;x\u{07}")), "is no player's name"),
      (text(changing("direction", to: "sideways")), "its direction 'sideways'"),
      (text(changing("mode", to: "race")), "its mode 'race'"),
      (text(changing("deck", to: "")), "its deck is empty"),
      (text(changing("retryOf", to: -3)), "retry of game -3"),
    ]
  }()

  @Test("a tampered pending file is moved aside and named; the good one after it is saved", arguments: tampered)
  func aBadFileDoesNotStopTheOthers(contents: String, reason: String) async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    // Listed first: the good file after it must still be saved.
    let bad = try sandbox.write("history.sqlite.pending-0-bad.json", contents)
    let good = try sandbox.write(
      "history.sqlite.pending-9-good.json", bytes: PendingSaveTests.json(PendingSaveTests.game()))

    let run = try await PendingSaveTests.play(database, in: sandbox)
    #expect(run.status == 0 && run.signal == nil, "\(run)")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    let warning = try #require(lines.first { $0.hasPrefix("Warning:") }, "\(run)")
    #expect(warning.contains("the game kept in \(bad) was not saved: "), "\(run)")
    #expect(warning.contains(reason), "\(run)")
    #expect(warning.hasSuffix("; it is kept as \(bad).rejected."), "\(run)")
    #expect(!warning.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(run)")
    #expect(lines.contains("Saved a game of capitals that was kept in \(good) while the history was busy: game #2."))
    #expect(run.stdout.contains("Saved as game #3."), "\(run)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: bad + ".rejected")) == Data(contents.utf8), "kept as it was")
    #expect(!FileManager.default.fileExists(atPath: bad) && !FileManager.default.fileExists(atPath: good))

    let again = try await PendingSaveTests.play(database, in: sandbox)
    #expect(again.status == 0 && again.stderr.isEmpty, "told once, never crashes later: \(again)")
    let history = try await sandbox.run(["--db", database, "history", "--format", "json"])
    #expect(history.status == 0, "\(history)")
  }

  @Test func twoPendingGamesWithTheSameDeckStartAndTimeAreBothSaved() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    // Two games of this version (each its own identity), and two kept by an older version (none).
    try sandbox.write(
      "history.sqlite.pending-a.json",
      bytes: PendingSaveTests.json(PendingSaveTests.game(uuid: "019a0000-0000-7000-8000-00000000000a")))
    try sandbox.write(
      "history.sqlite.pending-b.json",
      bytes: PendingSaveTests.json(
        PendingSaveTests.game(uuid: "019a0000-0000-7000-8000-00000000000b", answers: ["Jackson", "Paris"])))
    try sandbox.write(
      "history.sqlite.pending-c.json", bytes: PendingSaveTests.json(PendingSaveTests.game(uuid: nil)))
    try sandbox.write(
      "history.sqlite.pending-d.json",
      bytes: PendingSaveTests.json(PendingSaveTests.game(uuid: nil, answers: ["Jackson", "Rome"])))

    let run = try await PendingSaveTests.play(database, in: sandbox)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("Saved a game of capitals") }.count == 4, "\(run)")
    let answers = try SavedHistory(path: database).cards.filter { $0.position == 2 && $0.gameId > 1 }.map(\.answer)
    #expect(answers.sorted() == ["Nowhere", "Nowhere", "Paris", "Rome"], "every one kept")
  }

  @Test func aGameAlreadySavedIsNotSavedTwiceAndItsFileGoes() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let data = try PendingSaveTests.json(PendingSaveTests.game())
    try sandbox.write("history.sqlite.pending-a.json", bytes: data)
    let first = try await sandbox.run(["--db", database, "history"])
    #expect(first.status == 0, "reading commands save nothing: \(first)")
    let saved = try await PendingSaveTests.play(database, in: sandbox)
    #expect(saved.stderr.contains("game #2."), "\(saved)")
    // The same file again (a run that saved it and stopped before removing it, or a copy).
    try sandbox.write("history.sqlite.pending-a.json", bytes: data)
    try sandbox.write("history.sqlite.pending-b.json", bytes: data)
    let again = try await PendingSaveTests.play(database, in: sandbox)
    #expect(again.status == 0 && again.stderr.isEmpty, "\(again)")
    #expect(try SavedHistory(path: database).games.count == 4, "1 + the pending game + two plays")
    #expect(try BusyHistoryTests.pendingFiles(in: sandbox).isEmpty)
  }

  @Test func aFIFOAFolderOrALinkNamedLikeAPendingFileIsNeitherReadNorFollowed() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let fifo = sandbox.path("history.sqlite.pending-fifo.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    let folder = sandbox.path("history.sqlite.pending-folder.json")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let secret = try sandbox.write("secret.json", bytes: PendingSaveTests.json(PendingSaveTests.game()))
    let link = sandbox.path("history.sqlite.pending-link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)

    let run = try await PendingSaveTests.play(database, in: sandbox)
    #expect(run.status == 0 && !run.timedOut, "\(run)")
    #expect(run.stderr.contains("\(fifo) was not saved: it is not a regular file; it is kept as \(fifo).rejected"))
    #expect(run.stderr.contains("\(folder) was not saved: it is not a regular file"))
    #expect(run.stderr.contains("\(link) was not saved: it is a symbolic link"), "\(run)")
    #expect(run.stdout.contains("Saved as game #2."), "nothing was read through the link: \(run)")
    #expect(FileManager.default.fileExists(atPath: secret))
  }

  /// Root reads every file: the pending file is another user's, the player is `nobody`.
  @Test func aFileThePlayerMayNotReadIsLeftWhereItIs() async throws {
    guard geteuid() == 0 else { return }
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let user = try UnprivilegedUser(sandbox: sandbox)
    let theirs = try sandbox.write(
      "history.sqlite.pending-theirs.json", bytes: PendingSaveTests.json(PendingSaveTests.game()))
    #expect(chmod(theirs, 0o600) == 0)
    for file in [sandbox.root.path, database, database + "-wal", database + "-shm"]
    where FileManager.default.fileExists(atPath: file) {
      #expect(chmod(file, file == sandbox.root.path ? 0o777 : 0o666) == 0)
    }

    let run = try await user.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr.contains("\(theirs) was not saved: it cannot be read (permission denied); it was left where it is."))
    #expect(FileManager.default.fileExists(atPath: theirs), "left for its owner")
    let owner = try await PendingSaveTests.play(database, in: sandbox)
    #expect(owner.stderr.contains("Saved a game of capitals that was kept in \(theirs)"), "\(owner)")
  }

  static func play(_ database: String, in sandbox: Sandbox) async throws -> RunResult {
    try await sandbox.run(["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
  }
}
