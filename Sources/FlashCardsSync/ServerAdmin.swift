public import FlashCardsCore

/// What a school's or family's admin does on the server, connected as the role that ran
/// `server init` (or a superuser): set up the schema, add and remove logins, make classes. Every
/// value travels as a bound parameter; role statements get theirs through the schema's functions.
public struct ServerAdmin {
  public let connection: PostgresConnection

  public init(connection: PostgresConnection) {
    self.connection = connection
  }

  /// Creates or upgrades the schema (and the group roles).
  public func initialize() throws -> ServerSchema.Outcome {
    try ServerSchema.migrate(connection)
  }

  /// A player or a teacher (a plain value in FlashCardsCore, so that the views can name it).
  public typealias Role = ServerRole

  /// What the server knows of a name.
  public struct Login: Equatable, Sendable {
    public var isPlayer: Bool
    public var isTeacher: Bool
    /// A role of the name exists (FlashCards' or not).
    public var roleExists: Bool
    public var isFlashCardsLogin: Bool
  }

  public func login(_ name: String) throws -> Login {
    let row = try connection.execute(
      """
      SELECT EXISTS (SELECT FROM flashcards.players WHERE name = $1) AS player,
             EXISTS (SELECT FROM flashcards.teachers WHERE name = $1) AS teacher,
             EXISTS (SELECT FROM pg_roles WHERE rolname = $1) AS role,
             flashcards.is_flashcards_login($1) AS ours
      """, [name])[0]
    return Login(
      isPlayer: try row.bool("player"), isTeacher: try row.bool("teacher"), roleExists: try row.bool("role"),
      isFlashCardsLogin: try row.bool("ours"))
  }

  /// What adding a login did (a plain value in FlashCardsCore, for `ServerAdminReport`).
  public typealias Added = ServerLoginAdded

  /// Adds a player or teacher, in the given classes (made when new). `password` is asked only
  /// when a new login is made; it reaches the server as a SCRAM verifier.
  public func add(_ name: String, as role: Role, classes: [String], password: () throws -> String) throws -> Added {
    try ServerName.checkLogin(name)
    for name in classes { try ServerName.checkClass(name) }
    try ServerSchema.requireCurrent(connection)
    let before = try login(name)
    if before.roleExists && !before.isFlashCardsLogin { throw ServerAdminError.roleExists(name: name) }
    let verifier: String?
    if before.roleExists {
      verifier = nil
    } else {
      let secret = try password()
      guard !secret.isEmpty else { throw ServerAdminError.emptyPassword }
      verifier = try connection.scramVerifier(password: secret, user: name)
    }
    return try connection.transaction {
      let alreadyThere = try connection.execute(
        "SELECT EXISTS (SELECT FROM \(role.table) WHERE name = $1) AS there", [name])[0].bool("there")
      if let verifier {
        do {
          try connection.execute("SELECT flashcards.create_login($1, $2, $3)", [name, verifier, role.group])
        } catch let error as PostgresError where error.sqlState == "42710" {
          // Made by someone else since it was looked up.
          throw ServerAdminError.roleExists(name: name)
        }
      } else if !alreadyThere {
        try connection.execute("SELECT flashcards.join_group($1, $2)", [name, role.group])
      }
      if !alreadyThere {
        try connection.execute("INSERT INTO \(role.table) (name) VALUES ($1)", [name])
      }
      var added = Added(
        name: name, role: role, madeLogin: verifier != nil, alreadyThere: alreadyThere, joinedClasses: [],
        createdClasses: [])
      let membership =
        role == .player ? "flashcards.class_players (class, player)" : "flashcards.class_teachers (class, teacher)"
      for className in Array(Set(classes)).sorted() {
        if try connection.execute(
          "INSERT INTO flashcards.classes (name) VALUES ($1) ON CONFLICT DO NOTHING", [className]
        ).affected > 0 {
          added.createdClasses.append(className)
        }
        if try connection.execute(
          "INSERT INTO \(membership) VALUES ($1, $2) ON CONFLICT DO NOTHING", [className, name]
        ).affected > 0 {
          added.joinedClasses.append(className)
        }
      }
      return added
    }
  }

  /// What removing a player did (a plain value in FlashCardsCore, for `ServerAdminReport`).
  public typealias Removed = ServerPlayerRemoved

  /// The number of games a player has on the server: what `remove` would delete.
  public func gameCount(of name: String) throws -> Int {
    try connection.execute("SELECT count(*) AS games FROM flashcards.games WHERE player = $1", [name])[0].int("games")
  }

  /// Removes a player: their games, card results, deletions, settings, decks, class places, what
  /// their login owns in the database (large objects), and their login (kept, without the player's rights, if they also teach). One transaction; the
  /// synced tables are locked against writes meanwhile, so that nothing of theirs lands between
  /// the deletes and the drop.
  public func removePlayer(_ name: String) throws -> Removed {
    try ServerSchema.requireCurrent(connection)
    return try connection.transaction {
      try ServerAdmin.waiting(for: .tables) {
        try connection.execute(
          """
          LOCK TABLE flashcards.games, flashcards.tombstones, flashcards.settings,
            flashcards.decks IN SHARE ROW EXCLUSIVE MODE
          """)
      }
      let state = try login(name)
      guard state.isPlayer else { throw ServerAdminError.notAPlayer(name: name) }
      let games = try connection.execute("DELETE FROM flashcards.games WHERE player = $1", [name]).affected
      // Card results are in their games' rows.
      for table in ["flashcards.tombstones", "flashcards.settings", "flashcards.decks", "flashcards.games_per_day"] {
        try connection.execute("DELETE FROM \(table) WHERE player = $1", [name])
      }
      try connection.execute("DELETE FROM flashcards.players WHERE name = $1", [name])
      if state.isTeacher {
        try connection.execute("SELECT flashcards.leave_group($1, 'flashcards_player')", [name])
      } else if state.isFlashCardsLogin {
        try ServerAdmin.waiting(for: .tables) {
          try connection.execute("SELECT flashcards.drop_login($1)", [name])
        }
      }
      return Removed(name: name, games: games, droppedLogin: !state.isTeacher && state.isFlashCardsLogin)
    }
  }

  /// Every class with its teachers and players, and the players and teachers in no class.
  public func roster() throws -> ClassRoster {
    try ServerSchema.requireCurrent(connection)
    return try connection.transaction(.repeatableReadOnly) {
      var games: [String: Int] = [:]
      for row in try connection.execute(
        """
        SELECT p.name, (SELECT count(*) FROM flashcards.games g WHERE g.player = p.name) AS games
        FROM flashcards.players p
        """)
      {
        games[try row.text("name")] = try row.int("games")
      }
      let teachers = try connection.execute("SELECT name FROM flashcards.teachers").map { try $0.text("name") }
      var classes: [String: ClassRoster.Class] = [:]
      for row in try connection.execute("SELECT name FROM flashcards.classes") {
        let name = try row.text("name")
        classes[name] = ClassRoster.Class(name: name, teachers: [], players: [])
      }
      for row in try connection.execute("SELECT class, teacher FROM flashcards.class_teachers") {
        classes[try row.text("class")]?.teachers.append(try row.text("teacher"))
      }
      var placed = Set<String>()
      var taught = Set<String>()
      for row in try connection.execute("SELECT class, player FROM flashcards.class_players") {
        let player = try row.text("player")
        classes[try row.text("class")]?.players.append(ClassRoster.Player(name: player, games: games[player] ?? 0))
        placed.insert(player)
      }
      for roster in classes.values { taught.formUnion(roster.teachers) }
      return ClassRoster(
        classes: classes.values.map(\.sorted).sorted { $0.name < $1.name },
        playersInNoClass: games.filter { !placed.contains($0.key) }
          .map { ClassRoster.Player(name: $0.key, games: $0.value) }.sorted { $0.name < $1.name },
        teachersOfNoClass: teachers.filter { !taught.contains($0) }.sorted())
    }
  }
}

extension ServerAdmin {
  /// How long an admin's command waits for another session's lock before it gives up: the
  /// session's lock_timeout, set as it connects (`SessionTimeouts`).
  public static var lockWait: String { (try? SessionTimeouts.lockWait()) ?? SessionTimeouts.lockTimeout }

  /// Runs `body`, turning a lock it waited for too long (lock_timeout) into one line naming it.
  @discardableResult
  static func waiting<Result>(for lock: ServerAdminError.BusyLock, _ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as PostgresError where error.sqlState == "55P03" {
      throw ServerAdminError.busy(lock, waited: lockWait)
    }
  }
}

extension ServerRole {
  /// The table of the logins with this role, and their group role.
  var table: String { self == .player ? "flashcards.players" : "flashcards.teachers" }
  var group: String { self == .player ? "flashcards_player" : "flashcards_teacher" }
}
