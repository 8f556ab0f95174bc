/// The 50 U.S. states as a tile map: each state one square of an 11 × 8 grid, roughly where it
/// lies, so that a deck of the states draws as the country.
public enum StateTiles {
  public struct Tile: Sendable, Equatable {
    public var state: String
    public var abbreviation: String
    public var row: Int
    public var column: Int
  }

  public static let columns = 11
  public static let rows = 8

  public static let tiles: [Tile] = [
    ("Alaska", "AK", 0, 0), ("Maine", "ME", 0, 10),
    ("Vermont", "VT", 1, 9), ("New Hampshire", "NH", 1, 10),
    ("Washington", "WA", 2, 0), ("Idaho", "ID", 2, 1), ("Montana", "MT", 2, 2), ("North Dakota", "ND", 2, 3),
    ("Minnesota", "MN", 2, 4), ("Illinois", "IL", 2, 5), ("Wisconsin", "WI", 2, 6), ("Michigan", "MI", 2, 7),
    ("New York", "NY", 2, 8), ("Rhode Island", "RI", 2, 9), ("Massachusetts", "MA", 2, 10),
    ("Oregon", "OR", 3, 0), ("Nevada", "NV", 3, 1), ("Wyoming", "WY", 3, 2), ("South Dakota", "SD", 3, 3),
    ("Iowa", "IA", 3, 4), ("Indiana", "IN", 3, 5), ("Ohio", "OH", 3, 6), ("Pennsylvania", "PA", 3, 7),
    ("New Jersey", "NJ", 3, 8), ("Connecticut", "CT", 3, 9),
    ("California", "CA", 4, 0), ("Utah", "UT", 4, 1), ("Colorado", "CO", 4, 2), ("Nebraska", "NE", 4, 3),
    ("Missouri", "MO", 4, 4), ("Kentucky", "KY", 4, 5), ("West Virginia", "WV", 4, 6), ("Virginia", "VA", 4, 7),
    ("Maryland", "MD", 4, 8), ("Delaware", "DE", 4, 9),
    ("Arizona", "AZ", 5, 1), ("New Mexico", "NM", 5, 2), ("Kansas", "KS", 5, 3), ("Arkansas", "AR", 5, 4),
    ("Tennessee", "TN", 5, 5), ("North Carolina", "NC", 5, 6), ("South Carolina", "SC", 5, 7),
    ("Oklahoma", "OK", 6, 3), ("Louisiana", "LA", 6, 4), ("Mississippi", "MS", 6, 5), ("Alabama", "AL", 6, 6),
    ("Georgia", "GA", 6, 7),
    ("Hawaii", "HI", 7, 0), ("Texas", "TX", 7, 3), ("Florida", "FL", 7, 8),
  ].map { Tile(state: $0.0, abbreviation: $0.1, row: $0.2, column: $0.3) }

  /// The tile of a state named `name` (as the bundled decks spell it), nil for anything else.
  public static func tile(named name: String) -> Tile? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: tiles.map { ($0.state, $0) })
}
