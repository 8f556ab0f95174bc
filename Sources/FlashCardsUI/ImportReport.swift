import FlashCardsCore
import FlashCardsInterchange

/// What `decks import` says it did: "Imported 212 cards as 'spanish-verbs' into PATH; 3 lines
/// skipped:", each skipped line, and notes. Terminal-safe.
public struct ImportReport {
  var imported: ImportedDeck
  var path: String
  /// For its marks ("…", "..." in a plain locale).
  var style: TextStyle

  public init(imported: ImportedDeck, path: String, style: TextStyle) {
    self.imported = imported
    self.path = path
    self.style = style
  }

  /// More skipped lines than this are counted, not listed.
  static let listedLimit = 50

  public var text: String {
    let deck = imported.deck
    let count = deck.cards.count
    var summary =
      "Imported \(count.counted("card")) as '\(deck.name.terminalSafe)' into \(path.terminalSafe)"
    let skipped = imported.skipped
    summary += skipped.isEmpty ? "." : "; \(skipped.count.counted("line")) skipped:"
    var lines = [summary]
    for line in skipped.prefix(Self.listedLimit) {
      lines.append("  line \(line.line): \(line.reason.terminalSafe)")
    }
    if skipped.count > Self.listedLimit {
      lines.append("  \(style.ellipsis) and \(skipped.count - Self.listedLimit) more")
    }
    lines += imported.notes.map { "Note: \($0.terminalSafe)." }
    var play = "Play it with: flashcards play \(deck.name.terminalSafe)"
    if let reverse = deck.reverseName { play += " (or \(reverse.terminalSafe), the other way round)" }
    lines.append(play)
    return lines.joined(separator: "\n")
  }
}
