import Testing

@testable import FlashCardsCore

/// Multiple-choice games: numbered options, picked by number.
@Suite struct MultipleChoiceTests {
  @Test(arguments: ["capitals", "elements", "world-capitals"], Direction.allCases)
  func everyCardGetsFourDistinctOptionsIncludingTheRightOne(deckName: String, direction: Direction) throws {
    let deck = try TestDecks.bundled(deckName)
    var game = GameSession(deck: deck, direction: direction, choices: 4, seed: 17)

    #expect(game.isMultipleChoice)
    #expect(game.options.count == deck.cards.count)
    while let card = game.currentCard {
      let options = game.currentOptions
      let right = card.answers(in: direction)[0]
      #expect(options.count == 4)
      #expect(Set(options.map(AnswerMatcher.key)).count == 4, "\(options) are not all different")
      #expect(options.filter { $0 == right }.count == 1, "\(options) lack \(right)")
      game.answer(right, seconds: 1)
    }
    #expect(game.currentOptions.isEmpty)
    #expect(game.correctCount == deck.cards.count)
  }

  @Test func theRightAnswerIsNotAlwaysTheSameOption() throws {
    let game = GameSession(deck: try TestDecks.bundled("capitals"), choices: 4, seed: 17)
    let rightPositions = zip(game.cards, game.options).compactMap { card, options in
      options.firstIndex(of: card.back[0])
    }

    #expect(Set(rightPositions).count == 4)
  }

  @Test func theSameSeedGivesTheSameOptions() throws {
    let deck = try TestDecks.bundled("capitals")

    #expect(
      GameSession(deck: deck, choices: 4, seed: 8).options == GameSession(deck: deck, choices: 4, seed: 8).options)
    #expect(
      GameSession(deck: deck, choices: 4, seed: 8).options != GameSession(deck: deck, choices: 4, seed: 9).options)
  }

  @Test func aSmallDeckOffersAsManyOptionsAsItHasAnswers() {
    let deck = Deck(
      name: "tiny", cards: [Card(front: ["Texas"], back: ["Austin"]), Card(front: ["Ohio"], back: ["Columbus"])])
    let game = GameSession(deck: deck, choices: 4, seed: 1)

    #expect(game.options.map { Set($0) } == [["Austin", "Columbus"], ["Austin", "Columbus"]])
  }

  @Test func typingTheNumberOfTheRightOptionIsAnExactAnswer() throws {
    var game = GameSession(deck: try TestDecks.bundled("capitals"), choices: 4, seed: 17)
    let card = try #require(game.currentCard)
    let number = try #require(game.currentOptions.firstIndex(of: card.back[0])) + 1

    let outcome = game.answer(" \(number) ", seconds: 1)
    #expect(outcome?.answer == card.back[0])
    #expect(outcome?.judgement == Judgement(verdict: .exact, expected: card.back[0]))
  }

  @Test func typingTheNumberOfAWrongOptionNamesTheCardItBelongsTo() throws {
    let deck = try TestDecks.bundled("capitals")
    var game = GameSession(deck: deck, choices: 4, seed: 17)
    let card = try #require(game.currentCard)
    let options = game.currentOptions
    let wrongIndex = try #require(options.firstIndex { $0 != card.back[0] })
    let owner = try #require(deck.cards.first { $0.back[0] == options[wrongIndex] })

    let outcome = game.answer("\(wrongIndex + 1)", seconds: 1)
    #expect(outcome?.answer == options[wrongIndex])
    #expect(outcome?.judgement == Judgement(verdict: .wrong, expected: card.back[0], confusedWith: owner.front[0]))
  }

  @Test func typingOption2PicksTheSecondOption() throws {
    var game = GameSession(deck: try TestDecks.bundled("world-capitals"), choices: 4, seed: 3)
    let second = game.currentOptions[1]

    #expect(game.answer("2", seconds: 1)?.answer == second)
  }

  @Test(arguments: ["0", "5", "-1", "12"])
  func aNumberOutOfRangeIsJudgedAsTypedText(typed: String) throws {
    var game = GameSession(deck: try TestDecks.bundled("capitals"), choices: 4, seed: 17)
    let outcome = game.answer(typed, seconds: 1)

    #expect(outcome?.answer == typed)
    #expect(outcome?.judgement.verdict == .wrong)
  }

  @Test func typingTheAnswerInAMultipleChoiceGameStillWorks() throws {
    var game = GameSession(deck: try TestDecks.bundled("capitals"), choices: 4, seed: 17)
    let card = try #require(game.currentCard)

    #expect(game.answer(card.back[0].lowercased(), seconds: 1)?.judgement.verdict == .normalized)
  }

  @Test func aNumberInATypedGameIsJustText() {
    var game = GameSession(deck: TestDecks.capitals, seed: 17)

    #expect(!game.isMultipleChoice)
    #expect(game.currentOptions.isEmpty)
    #expect(game.answer("1", seconds: 1)?.answer == "1")
  }

  static let legs = Deck(
    name: "legs", question: "How many legs has a {animal}?",
    cards: [
      Card(front: ["dog"], back: ["4"]), Card(front: ["fish"], back: ["0"]), Card(front: ["bird"], back: ["2"]),
      Card(front: ["spider"], back: ["8"]), Card(front: ["insect"], back: ["6"]),
    ])

  @Test func answersThatAreNumbersAreOfferedUnderLetters() {
    let game = GameSession(deck: MultipleChoiceTests.legs, choices: 4, seed: 5)

    #expect(game.labelsOptionsWithLetters)
    #expect((0..<4).map(game.optionLabel) == ["a", "b", "c", "d"])
    #expect(!GameSession(deck: TestDecks.capitals, choices: 4, seed: 5).labelsOptionsWithLetters)
  }

  /// Every seed: whatever option 4 is, typing 4 means the answer 4.
  @Test(arguments: 0..<20)
  func typingANumberInADeckOfNumbersIsTheAnswerNotAnOption(seed: UInt64) throws {
    var game = GameSession(deck: MultipleChoiceTests.legs, choices: 4, seed: seed)
    let card = try #require(game.currentCard)

    let outcome = game.answer(card.back[0], seconds: 1)
    #expect(outcome?.answer == card.back[0])
    #expect(outcome?.isCorrect == true)
  }

  @Test func aLetterPicksItsOptionInADeckOfNumbers() throws {
    var game = GameSession(deck: MultipleChoiceTests.legs, choices: 4, seed: 5)
    let card = try #require(game.currentCard)
    let index = try #require(game.currentOptions.firstIndex(of: card.back[0]))

    let outcome = game.answer(game.optionLabel(index).uppercased(), seconds: 1)
    #expect(outcome?.answer == card.back[0])
    #expect(outcome?.isCorrect == true)
  }

  @Test func manyOptionsRunPastZ() {
    let game = GameSession(deck: MultipleChoiceTests.legs, choices: 4, seed: 5)

    #expect([25, 26, 27, 701, 702].map(game.optionLabel) == ["z", "aa", "ab", "zz", "aaa"])
  }
}
