// libFuzzer entry point for the deck parser. Not a SwiftPM target: Scripts/fuzz compiles it
// together with Sources/FlashCardsCore/*.swift (so DeckParser's internal API is reachable).
//
// Besides crashes (traps, out-of-bounds, ASan reports), it checks what parse(_:defaultName:)
// promises: problems in line order, every problem's line within the input, and a parsed deck
// with at least one card, each card on a line of the input. A parsed deck is then played in both
// directions, as far as a game without a terminal goes (see checkDeck).

import Glibc

/// Like precondition, but says what broke even in an -O build (which drops precondition's
/// message), then aborts: libFuzzer reports a deadly signal and saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  guard !condition() else { return }
  var text = "DeckParserFuzz: invariant broken: \(message())\n"
  text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  abort()
}

/// The number of lines DeckParser numbers in `bytes`: one per LF, plus a last line without one.
private func lineCount(_ bytes: [UInt8]) -> Int {
  var body = bytes[...]
  if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
  let newlines = body.count { $0 == 0x0A }
  return newlines + (body.last == 0x0A || body.isEmpty ? 0 : 1)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func deckParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let lines = lineCount(bytes)
  switch DeckParser.parse(bytes, defaultName: "fuzz") {
  case .success(let deck):
    check(!deck.cards.isEmpty, "a parsed deck has no cards")
    check(!deck.name.isEmpty, "a parsed deck has no name")
    var previous = 0
    for card in deck.cards {
      check(card.line > previous && card.line <= lines, "card on line \(card.line) of \(lines)")
      previous = card.line
      check(!card.front.isEmpty && !card.back.isEmpty, "a card without a front or a back")
    }
    checkDeck(deck)
  case .failure(let failure):
    let problems = failure.problems
    check(!problems.isEmpty, "a failure without problems")
    check(problems.count <= DeckParser.maximumProblems + 1, "\(problems.count) problems")
    var previous = 0
    for problem in problems {
      check(problem.line >= previous, "problem on line \(problem.line) after one on line \(previous)")
      check(problem.line <= lines, "problem on line \(problem.line) of \(lines)")
      check(problem.line > 0 || problems.count == 1, "a whole-file problem among others")
      check(!problem.message.isEmpty, "a problem without a message")
      previous = problem.line
    }
  }
  return 0
}

/// What a deck that parsed without problems promises a game, in both directions: each card has a
/// question with its shown side in it, no answer belongs to two cards (the parser reports those as
/// duplicates, "the reverse question would be ambiguous"), and every answer a card lists is judged
/// right when typed as listed.
private func checkDeck(_ deck: Deck) {
  check(Deck.placeholderCount(in: deck.question) == 1, "question without one {placeholder}")
  check(Deck.placeholderCount(in: deck.reverseQuestion) == 1, "reverse question without one {placeholder}")
  for direction in Direction.allCases {
    let matcher = AnswerMatcher(deck: deck, direction: direction)
    var owners: [String: Int] = [:]  // answer (String equality: canonically equivalent) → card
    for (index, card) in deck.cards.enumerated() {
      let shown = card.shown(in: direction)
      check(deck.question(for: card, in: direction).contains(shown), "the question does not show the card")
      for answer in card.answers(in: direction) {
        if let owner = owners[answer], owner != index {
          check(false, "'\(answer)' answers cards \(owner + 1) and \(index + 1) (\(direction))")
        }
        owners[answer] = index
        let verdict = matcher.judge(answer, for: card).verdict
        check(verdict == .exact, "card \(index + 1)'s answer '\(answer)' is judged \(verdict) (\(direction))")
      }
    }
  }
}
