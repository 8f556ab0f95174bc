import FlashCardsCore

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
