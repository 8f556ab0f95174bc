/// One fact with two sides. Each side lists its accepted answers, the main one first.
public struct Card: Hashable, Sendable {
  public var front: [String]
  public var back: [String]
  /// The line of the deck file the card was read from.
  public var line: Int

  public init(front: [String], back: [String], line: Int = 0) {
    self.front = front
    self.back = back
    self.line = line
  }

  public func shown(in direction: Direction) -> String {
    direction == .forward ? front[0] : back[0]
  }

  public func answers(in direction: Direction) -> [String] {
    direction == .forward ? back : front
  }
}
