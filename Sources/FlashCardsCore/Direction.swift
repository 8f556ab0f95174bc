/// Which side of the cards is shown: forward shows the front and asks for the back.
public enum Direction: String, Codable, Sendable, CaseIterable {
  case forward
  case reverse

  public var opposite: Direction { self == .forward ? .reverse : .forward }
}
