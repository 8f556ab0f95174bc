/// A named set of cards, playable in both directions.
public struct Deck: Sendable, Equatable {
  public var name: String
  public var description: String
  public var question: String
  /// Another name under which the deck is played in reverse (e.g. "states" for "capitals").
  public var reverseName: String?
  public var reverseDescription: String?
  public var reverseQuestion: String
  public var cards: [Card]

  public init(
    name: String,
    description: String = "",
    question: String = Deck.defaultQuestion,
    reverseName: String? = nil,
    reverseDescription: String? = nil,
    reverseQuestion: String = Deck.defaultQuestion,
    cards: [Card]
  ) {
    self.name = name
    self.description = description
    self.question = question
    self.reverseName = reverseName
    self.reverseDescription = reverseDescription
    self.reverseQuestion = reverseQuestion
    self.cards = cards
  }

  public static let defaultQuestion = "{card}?"

  public func name(for direction: Direction) -> String {
    direction == .forward ? name : (reverseName ?? name)
  }

  public func description(for direction: Direction) -> String {
    direction == .forward ? description : (reverseDescription ?? description)
  }

  /// The question for a card: the template with its `{placeholder}` replaced by the shown side.
  public func question(for card: Card, in direction: Direction) -> String {
    let template = direction == .forward ? question : reverseQuestion
    return Deck.fill(template, with: card.shown(in: direction))
  }

  static func fill(_ template: String, with value: String) -> String {
    guard let open = template.firstIndex(of: "{"),
      let close = template[open...].firstIndex(of: "}")
    else { return template }
    return template[..<open] + value + template[template.index(after: close)...]
  }

  /// How many `{placeholder}`s a question has: a deck's question needs exactly one.
  public static func placeholderCount(in template: String) -> Int {
    var count = 0
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      count += 1
      rest = rest[rest.index(after: close)...]
    }
    return count
  }
}
