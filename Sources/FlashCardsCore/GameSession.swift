import Foundation

/// One game in progress: the cards in the order they are asked, and the outcomes so far.
/// It knows nothing of clocks or terminals; time is measured by its caller.
public struct GameSession: Sendable {
  public let deck: Deck
  public let direction: Direction
  public let cards: [Card]
  /// For a multiple-choice game: the options of each card, in the order of `cards`.
  public let options: [[String]]
  /// Options are labelled a, b, c… instead of 1, 2, 3… when an answer holds a digit, so that
  /// typing "4" in a deck of "How many legs…" means the answer 4, never the fourth option.
  public let labelsOptionsWithLetters: Bool
  public internal(set) var outcomes: [CardOutcome] = []
  public private(set) var endedEarly = false
  /// The saved game whose missed cards this game plays again, if it is a retry.
  public var retryOf: Int64?
  /// Whether answers must be typed exactly as the deck spells them.
  public let strict: Bool
  let matcher: AnswerMatcher
  /// For a review: the cards' order as they are answered; nil for a game of one deck.
  var review: ReviewProgress?

  /// - Parameters:
  ///   - only: when given, just these cards are played (e.g. the cards missed in an earlier game).
  ///   - choices: the number of options for a multiple-choice game, or nil to type answers.
  public init(
    deck: Deck, direction: Direction = .forward, count: Int? = nil, choices: Int? = nil,
    strict: Bool = false, only: [Card]? = nil, seed: UInt64
  ) {
    var generator = SeededGenerator(seed: seed)
    var cards = (only ?? deck.cards).seededShuffle(using: &generator)
    if let count { cards = Array(cards.prefix(max(count, 0))) }
    self.deck = deck
    self.direction = direction
    self.cards = cards
    self.strict = strict
    self.matcher = AnswerMatcher(deck: deck, direction: direction, strict: strict)
    if let choices {
      let allAnswers = GameSession.distinctMainAnswers(of: deck, in: direction)
      options = cards.map { card in
        let right = card.answers(in: direction)[0]
        let others = allAnswers.filter { AnswerMatcher.key($0) != AnswerMatcher.key(right) }
          .seededShuffle(using: &generator).prefix(max(choices - 1, 1))
        return ([right] + others).seededShuffle(using: &generator)
      }
    } else {
      options = []
    }
    labelsOptionsWithLetters = options.joined().contains { $0.contains(where: \.isNumber) }
  }

  /// A review of the cards in `plan`, started at `startedAt`: wrong answers come back per the learning
  /// steps until they are right or the player ends the session.
  public init(review plan: ReviewPlan, startedAt: Date, strict: Bool = false) {
    let first = plan.items.first.flatMap { plan.sources[$0.deck] }
    deck = first?.deck ?? Deck(name: "review", cards: [])
    direction = first?.direction ?? .forward
    cards = plan.items.compactMap(plan.card(of:))
    options = []
    labelsOptionsWithLetters = false
    self.strict = strict
    matcher = AnswerMatcher(deck: deck, direction: direction, strict: strict)
    review = ReviewProgress(plan: plan, startedAt: startedAt, strict: strict)
  }

  public var isReview: Bool { review != nil }
  /// The review's plan, with the memory states as this session has changed them.
  public var reviewPlan: ReviewPlan? { review?.plan }

  public var isFinished: Bool {
    if let review { return endedEarly || review.current == nil }
    return endedEarly || outcomes.count == cards.count
  }
  public var isMultipleChoice: Bool { !options.isEmpty }
  /// The number of options of each card in a multiple-choice game; nil when answers are typed.
  public var choices: Int? { options.first?.count }
  /// The card to ask next, or nil once the game is finished.
  public var currentCard: Card? {
    if isFinished { return nil }
    if let review { return review.current.flatMap(review.plan.card(of:)) }
    return cards[outcomes.count]
  }

  /// The deck and direction of the card to ask next.
  var currentSource: (deck: Deck, direction: Direction, name: String?) {
    guard let item = review?.current, let source = review?.plan.sources[item.deck] else {
      return (deck, direction, nil)
    }
    return (source.deck, source.direction, item.deck)
  }
  /// The matcher of the current card's deck.
  var currentMatcher: AnswerMatcher {
    currentSource.name.flatMap { review?.matchers[$0] } ?? matcher
  }

  /// 1-based position of the current card.
  public var position: Int { outcomes.count + 1 }
  public var currentOptions: [String] { isMultipleChoice && !isFinished ? options[outcomes.count] : [] }

  public var currentQuestion: String? {
    let source = currentSource
    return currentCard.map { source.deck.question(for: $0, in: source.direction) }
  }

  /// "3" or "c" for the third option.
  public func optionLabel(_ index: Int) -> String {
    guard labelsOptionsWithLetters else { return String(index + 1) }
    // a … z, then aa, ab …: bijective base 26.
    var label = ""
    var rest = index + 1
    while rest > 0 {
      rest -= 1
      label = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(rest % 26))) + label
      rest /= 26
    }
    return label
  }

  /// Judges an answer to the current card and moves on. In a multiple-choice game an option's
  /// label picks that option. Does nothing once the game is finished.
  @discardableResult
  public mutating func answer(_ typed: String, seconds: Double) -> CardOutcome? {
    guard let card = currentCard, let question = currentQuestion else { return nil }
    var text = typed.sanitizedAnswer()
    if let picked = currentOptions.indices.first(where: { optionLabel($0) == text.lowercased() }) {
      text = currentOptions[picked]
    }
    let source = currentSource
    let judgement = currentMatcher.judge(text, for: card)
    var outcome = CardOutcome(
      position: position, card: card, shown: card.shown(in: source.direction), question: question,
      expected: judgement.expected, answer: text, judgement: judgement, seconds: max(seconds, 0))
    if let name = source.name { outcome.source = ReviewSource(deck: name, direction: source.direction) }
    outcomes.append(outcome)
    review?.answered(judgement.verdict, seconds: max(seconds, 0))
    return outcome
  }

  /// Stops the game before its last card: the outcomes so far stand.
  public mutating func endEarly() {
    if !isFinished { endedEarly = true }
  }

  public var correctCount: Int { outcomes.count(where: \.isCorrect) }

  static func distinctMainAnswers(of deck: Deck, in direction: Direction) -> [String] {
    var seen: Set<String> = []
    return deck.cards.map { $0.answers(in: direction)[0] }.filter { seen.insert(AnswerMatcher.key($0)).inserted }
  }
}
