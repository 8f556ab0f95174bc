import Testing

@testable import FlashCardsUI

/// The sentences said when there is nothing to show, as the commands and the home menu say them.
@Suite("empty states")
struct EmptyStateTests {
  @Test func noGamesSaysHowToPlayOneFromWhereThePlayerIs() {
    #expect(EmptyState.noGames(.commandLine) == "No games yet. Play one with: flashcards play capitals")
    #expect(EmptyState.noGames(.homeMenu) == "No games yet: choose a deck to play one.")
    #expect(EmptyState.noGames(of: "a\u{1B}[2Jb").hasPrefix("No games of 'a"))
    #expect(!EmptyState.noGames(of: "a\u{1B}[2Jb").contains("\u{1B}"))
  }

  @Test func nothingDueSaysWhenTheNextCardsAre() {
    #expect(
      EmptyState.nothingDue(next: "3 cards tomorrow at 04:00", .commandLine, play: "states")
        == "Nothing due. Next: 3 cards tomorrow at 04:00 (or play a deck: flashcards play states).")
    #expect(EmptyState.nothingDue(next: nil, .homeMenu) == "Nothing due. Play a deck first.")
    #expect(
      EmptyState.nothingDue(next: "1 card today at 10:10", .homeMenu) == "Nothing due. Next: 1 card today at 10:10.")
    #expect(
      EmptyState.nothingToReview(play: nil)
        == "Nothing to review yet: name a deck to learn, e.g. flashcards review capitals, or play one: flashcards play capitals"
    )
  }
}
