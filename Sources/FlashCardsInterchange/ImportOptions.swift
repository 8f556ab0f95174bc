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

/// A line of the imported file that did not become a card, and why.
public struct SkippedLine: Equatable, Sendable {
  public var line: Int
  public var reason: String

  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}

/// The deck an import makes, as text ready to be written, with what was left out.
public struct ImportedDeck: Sendable {
  public var deck: Deck
  public var text: String
  public var format: ImportFormat
  public var skipped: [SkippedLine]
  /// Things worth knowing that are not skipped lines ("3 sound or image references dropped").
  public var notes: [String]
}
