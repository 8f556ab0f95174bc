import FlashCardsCore

/// What `decks import` was asked for; nil fields take the file's or the default value.
public struct ImportOptions: Sendable {
  public var format: ImportFormat = .auto
  public var name: String?
  public var reverseName: String?
  public var question: String?
  public var reverseQuestion: String?
  public var separator: String?
  public var cardSeparator: String?
  public var columns: String?

  public init() {}
}
