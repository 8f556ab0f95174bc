/// What the `server` commands did, as plain values: FlashCardsSync makes them (where they are named
/// `ServerSchema.Outcome`, `ServerAdmin.Role`, `ServerAdmin.Added` and `ServerAdmin.Removed`) and
/// FlashCardsUI says them (`ServerAdminReport`), so that the views need not import the sync target.

/// What bringing a server's schema to the newest version did.
public enum ServerSchemaOutcome: Equatable, Sendable {
  case created(version: Int)
  case upgraded(from: Int, to: Int)
  case alreadyCurrent(version: Int)
}

/// What a login is on a server: one who plays, or one who teaches a class.
public enum ServerRole: Sendable {
  case player
  case teacher
}

/// What adding a login did.
public struct ServerLoginAdded: Equatable, Sendable {
  public var name: String
  public var role: ServerRole
  /// A new login was made (with the password asked); false when an existing FlashCards login
  /// took the role too, or already had it.
  public var madeLogin: Bool
  /// It already had the role: only classes were added, if any.
  public var alreadyThere: Bool
  public var joinedClasses: [String]
  public var createdClasses: [String]

  public init(
    name: String, role: ServerRole, madeLogin: Bool, alreadyThere: Bool, joinedClasses: [String],
    createdClasses: [String]
  ) {
    self.name = name
    self.role = role
    self.madeLogin = madeLogin
    self.alreadyThere = alreadyThere
    self.joinedClasses = joinedClasses
    self.createdClasses = createdClasses
  }
}

/// What removing a player did.
public struct ServerPlayerRemoved: Equatable, Sendable {
  public var name: String
  public var games: Int
  /// False when the login stays, as a teacher's.
  public var droppedLogin: Bool

  public init(name: String, games: Int, droppedLogin: Bool) {
    self.name = name
    self.games = games
    self.droppedLogin = droppedLogin
  }
}
