/// Who is on a server: its classes with their teachers and players, and everyone in no class.
public struct ClassRoster: Equatable, Sendable {
  public struct Player: Equatable, Sendable {
    public var name: String
    /// How many games of theirs the server holds.
    public var games: Int
  }

  public struct Class: Equatable, Sendable {
    public var name: String
    public var teachers: [String]
    public var players: [Player]

    var sorted: Class {
      Class(name: name, teachers: teachers.sorted(), players: players.sorted { $0.name < $1.name })
    }
  }

  public var classes: [Class]
  public var playersInNoClass: [Player]
  public var teachersOfNoClass: [String]

  public var isEmpty: Bool { classes.isEmpty && playersInNoClass.isEmpty && teachersOfNoClass.isEmpty }
}
