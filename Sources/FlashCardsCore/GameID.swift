/// A game's number as a player types it: "12" or "#12", a positive whole number.
public struct GameID: Hashable, Sendable {
  public var value: Int64

  public init?(_ text: String) {
    guard let value = Int64(text.hasPrefix("#") ? String(text.dropFirst()) : text), value > 0 else { return nil }
    self.value = value
  }
}
