import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

@Suite(
  "a connection to a real PostgreSQL server",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct PostgresConnectionTests {
  @Test func connectsWithAURLOrKeyValuePairsAndNamesItselfFlashCards() throws {
    let fixture = try ServerFixture(initialized: false)
    let server = fixture.server
    let fromURL = try PostgresConnection(
      connectingTo: server.url(database: fixture.database, password: server.adminPassword))
    let pairs = "host=\(server.host) port=\(server.port) dbname=\(fixture.database) user=admin"
    let fromPairs = try PostgresConnection(connectingTo: pairs, password: server.adminPassword)
    for connection in [fromURL, fromPairs] {
      let row = try connection.execute(
        "SELECT current_database() AS db, current_user AS login, current_setting('application_name') AS app")[0]
      #expect(try row.text("db") == fixture.database)
      #expect(try row.text("login") == "admin")
      #expect(try row.text("app") == "flashcards")
      #expect(connection.address.host == "127.0.0.1" && connection.address.port == String(server.port))
    }
    // An application_name the user gives wins.
    let named = try PostgresConnection(
      connectingTo: server.url(database: fixture.database) + "?application_name=mine", password: server.adminPassword)
    #expect(try named.execute("SELECT current_setting('application_name')").single() == "mine")
  }

  @Test func valuesAreBoundNeverSpliced() throws {
    let fixture = try ServerFixture(initialized: false)
    let connection = try fixture.admin()
    try connection.execute("CREATE TABLE notes (body text)")
    let hostile = [
      "'); DROP TABLE notes; --", "O'Brien", "semi;colon", "\"quoted\"", "$1", "tab\tnew\nline", "São Paulo ✓",
    ]
    for value in hostile { try connection.execute("INSERT INTO notes (body) VALUES ($1)", [value]) }
    try connection.execute("INSERT INTO notes (body) VALUES ($1)", [nil])
    let stored = try connection.execute("SELECT body FROM notes ORDER BY body").map { $0["body"] }
    #expect(Set(stored) == Set(hostile.map { Optional($0) } + [nil]))
    #expect(throws: PostgresError.nulInText) { try connection.execute("SELECT $1", ["a\0b"]) }
  }

  @Test func aServerErrorCarriesItsSQLStateAndLeavesTheConnectionUsable() throws {
    let fixture = try ServerFixture(initialized: false)
    let connection = try fixture.admin()
    let error = #expect(throws: PostgresError.self) { try connection.execute("SELECT * FROM no_such_table") }
    #expect(error?.sqlState == "42P01")
    #expect(error?.exitStatus == 1)
    #expect(error?.localizedDescription.contains("no_such_table") == true)
    #expect(try connection.execute("SELECT 1").single() == "1")
  }

  @Test func aTransactionCommitsOrRollsBack() throws {
    let fixture = try ServerFixture(initialized: false)
    let connection = try fixture.admin()
    try connection.execute("CREATE TABLE counter (n int)")
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try connection.transaction {
        try connection.execute("INSERT INTO counter VALUES (1)")
        throw Stop()
      }
    }
    try connection.transaction { try connection.execute("INSERT INTO counter VALUES (2)") }
    #expect(try connection.execute("SELECT string_agg(n::text, ',') FROM counter").single() == "2")
  }

  @Test func copyCarriesEveryCharacterBothWays() throws {
    let fixture = try ServerFixture(initialized: false)
    let connection = try fixture.admin()
    try connection.execute("CREATE TABLE lines (n int, body text)")
    let values: [String?] = [
      "plain", "tab\there", "line\nbreak", "carriage\rreturn", "back\\slash", "\\N", "\\.", "", nil, "Ünïcödé 日本 👩‍👩‍👧",
      "\\t literally", "end\\",
    ]
    let copied = try connection.copyIn("COPY lines (n, body) FROM STDIN") { writer in
      for (index, value) in values.enumerated() {
        writer.field(index)
        writer.field(value)
        try writer.endRow()
      }
    }
    #expect(copied == values.count)
    let stored = try connection.execute("SELECT body FROM lines ORDER BY n").map { $0["body"] }
    #expect(stored == values)
    var read: [String?] = []
    try connection.copyOut("COPY (SELECT body FROM lines ORDER BY n) TO STDOUT") { read.append($0[0]) }
    #expect(read == values)
  }

  @Test func aCopyAbandonedByTheClientKeepsNothingAndTheConnectionGoesOn() throws {
    let fixture = try ServerFixture(initialized: false)
    let connection = try fixture.admin()
    try connection.execute("CREATE TABLE numbers (n int)")
    try connection.execute("INSERT INTO numbers SELECT generate_series(1, 100000)")
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try connection.copyIn("COPY numbers FROM STDIN") { writer in
        writer.field(-1)
        try writer.endRow()
        throw Stop()
      }
    }
    var seen = 0
    #expect(throws: Stop.self) {
      try connection.copyOut("COPY numbers TO STDOUT") { _ in
        seen += 1
        if seen == 10 { throw Stop() }
      }
    }
    #expect(try connection.execute("SELECT count(*) FROM numbers WHERE n < 0").single() == "0")
    #expect(try connection.execute("SELECT 2").single() == "2")
  }

  @Test func aServerNobodyListensOnIsUnreachable() throws {
    let port = try closedPort()
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: "postgresql://admin:secret-in-url@127.0.0.1:\(port)/flashcards")
    }
    guard case .unreachable(let server, _) = error else {
      Issue.record("not unreachable: \(String(describing: error))")
      return
    }
    #expect(server.host == "127.0.0.1" && server.port == String(port))
    #expect(error?.exitStatus == 69)
    let message = error?.localizedDescription ?? ""
    #expect(message.contains("127.0.0.1 port \(port)") && !message.contains("secret-in-url"), "\(message)")
  }

  @Test func anUnknownHostIsUnreachable() throws {
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: "postgresql://nobody@no-such-host.invalid:5432/flashcards")
    }
    #expect(error?.exitStatus == 69)
    #expect(error?.localizedDescription.contains("no-such-host.invalid") == true)
  }

  @Test func aServerThatNeverAnswersTimesOut() throws {
    // A socket that listens but never answers: the connection is made, the server never speaks.
    let (socket, port) = try silentListener()
    defer { close(socket) }
    let started = Date()
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: "postgresql://admin@127.0.0.1:\(port)/flashcards?connect_timeout=2")
    }
    #expect(
      error
        == .timedOut(
          server: ServerAddress(host: "127.0.0.1", port: String(port), database: "flashcards", user: "admin"),
          seconds: 2))
    #expect(error?.exitStatus == 69)
    // Not a timing: a guard against waiting for ever (or for the default 10 s, by a wide margin).
    #expect(Date().timeIntervalSince(started) < 30)
  }

  @Test func aWrongPasswordIsARefusedLoginAndNeverShown() throws {
    let fixture = try ServerFixture(initialized: false)
    let wrong = "wrong-password-\(UUID().uuidString)"
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: fixture.server.url(database: fixture.database, password: wrong))
    }
    guard case .loginRefused(_, let message) = error else {
      Issue.record("not refused: \(String(describing: error))")
      return
    }
    #expect(message.sqlState == "28P01")
    #expect(error?.exitStatus == 77)
    #expect(error?.localizedDescription.contains(wrong) == false)
    #expect(error?.localizedDescription.contains("'admin'") == true)
  }

  @Test func noPasswordWhereOneIsAskedIsARefusedLogin() throws {
    let fixture = try ServerFixture(initialized: false)
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: fixture.server.url(database: fixture.database))
    }
    #expect(
      error
        == .passwordNeeded(
          server: ServerAddress(
            host: "127.0.0.1", port: String(fixture.server.port), database: fixture.database, user: "admin")))
    #expect(error?.exitStatus == 77)
  }

  @Test func aMissingDatabaseIsSaidSo() throws {
    let server = try PostgresServer.shared()
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: server.url(database: "no_such_db"), password: server.adminPassword)
    }
    guard case .noSuchDatabase = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(error?.localizedDescription.contains("'no_such_db'") == true)
  }

  @Test func aConnectionStringIsRememberedWithoutItsPassword() throws {
    let url = try ConnectionString("postgresql://ann:s3cret@db.example.org:5433/flashcards?sslmode=verify-full")
    #expect(url.user == "ann")
    #expect(!url.withoutSecrets.contains("s3cret"))
    let again = try ConnectionString(url.withoutSecrets)
    #expect(again.value("host") == "db.example.org" && again.value("port") == "5433")
    #expect(again.value("dbname") == "flashcards" && again.value("sslmode") == "verify-full")
    #expect(again.value("password") == nil)
    let quoted = try ConnectionString("host=h dbname='it\\'s' password=x user='a b\\\\c'")
    #expect(quoted.value("dbname") == "it's" && quoted.value("user") == "a b\\c")
    let reread = try ConnectionString(quoted.withoutSecrets)
    #expect(reread.value("dbname") == "it's" && reread.value("user") == "a b\\c" && reread.value("password") == nil)
  }

  @Test(arguments: [
    "host=db.example.org user=ann sslpassword=k3ypass dbname=flashcards password=s3cret sslmode=require",
    "postgresql://ann:s3cret@db.example.org/flashcards?sslpassword=k3ypass&sslmode=require",
  ])
  func everySecretIsLeftOutOfTheRememberedServer(text: String) throws {
    let string = try ConnectionString(text)
    #expect(string.secretKeywords.isSuperset(of: ["password", "sslpassword"]))
    let remembered = string.withoutSecrets
    #expect(!remembered.contains("s3cret") && !remembered.contains("k3ypass"))
    #expect(!remembered.contains("password"))
    let again = try ConnectionString(remembered)
    #expect(again.value("host") == "db.example.org" && again.value("user") == "ann")
    #expect(again.value("dbname") == "flashcards" && again.value("sslmode") == "require")
  }

  @Test func aBadConnectionStringNeverEchoesAPassword() {
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: "host=h password=hunter2 \"unterminated")
    }
    #expect(error?.localizedDescription.contains("hunter2") == false)
    let urlError = #expect(throws: PostgresError.self) {
      try PostgresConnection(connectingTo: "postgresql://ann:hunter2@[::1/db")
    }
    #expect(urlError?.localizedDescription.contains("hunter2") == false, "\(String(describing: urlError))")
  }
}
