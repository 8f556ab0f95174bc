public import Foundation

/// A deck a player imported, as it travels: a game of it must replay on another machine. Known
/// by name and content hash, so that two contents under one name are both kept.
public struct SyncDeck: Sendable, Equatable {
  public var name: String
  public var contentHash: String
  /// The deck file's text.
  public var content: String
  public var importedAt: Date

  public init(name: String, contentHash: String, content: String, importedAt: Date) {
    self.name = name
    self.contentHash = contentHash
    self.content = content
    self.importedAt = importedAt
  }
}
