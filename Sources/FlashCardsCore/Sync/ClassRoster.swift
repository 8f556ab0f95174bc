/// Who is on a server: its classes with their teachers and players, and everyone in no class.
/// FlashCardsSync reads it (`ServerAdmin.roster`); `ClassRosterView` shows it.
public struct ClassRoster: Equatable, Sendable {
  public struct Player: Equatable, Sendable {
    public var name: String
    /// How many games of theirs the server holds.
    public var games: Int

    public init(name: String, games: Int) {
      self.name = name
      self.games = games
    }
  }

  public struct Class: Equatable, Sendable {
    public var name: String
    public var teachers: [String]
    public var players: [Player]

    public init(name: String, teachers: [String], players: [Player]) {
      self.name = name
      self.teachers = teachers
      self.players = players
    }
  }

  public var classes: [Class]
  public var playersInNoClass: [Player]
  public var teachersOfNoClass: [String]

  public init(classes: [Class], playersInNoClass: [Player], teachersOfNoClass: [String]) {
    self.classes = classes
    self.playersInNoClass = playersInNoClass
    self.teachersOfNoClass = teachersOfNoClass
  }

  public var isEmpty: Bool { classes.isEmpty && playersInNoClass.isEmpty && teachersOfNoClass.isEmpty }
}
