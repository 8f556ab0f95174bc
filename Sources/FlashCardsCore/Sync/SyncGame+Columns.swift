import Foundation

extension SyncGame: SyncRecord {
  /// A game's columns on the server (`flashcards.games`) and in the history (`gameResult`, see
  /// `historyName`); its cards travel as `SyncCardResult.Column`.
  public enum Column: String, SyncColumn {
    public typealias Record = SyncGame
    case id, mode, deck, direction
    case playedAt = "played_at"
    case milliseconds
    case endedEarly = "ended_early"
    case retryOf = "retry_of"
    case choices
    case deckCards = "deck_cards"
    case underReverseName = "under_reverse_name"

    /// The history's column (`gameResult`); `retryOf` there names the game by its row id.
    public var historyName: String { self == .id ? "uuid" : SyncColumnNames.camelCase(rawValue) }
  }

  public static let blank = SyncGame(
    id: SyncColumnNames.nilIdentity, mode: GameMode.play.rawValue, deck: "", direction: Direction.forward.rawValue,
    playedAt: Date(timeIntervalSince1970: 0), milliseconds: 0, endedEarly: false, cards: [])

  // Inlinable, as are `SyncValue`'s accessors: read and written for every field of every card a
  // sync sends or receives, a call and a copy of the value across modules each otherwise.
  @inlinable
  public subscript(column: Column) -> SyncValue {
    get {
      switch column {
      case .id: .identity(id)
      case .mode: .text(mode)
      case .deck: .text(deck)
      case .direction: .text(direction)
      case .playedAt: .time(playedAt)
      case .milliseconds: .integer(milliseconds)
      case .endedEarly: .boolean(endedEarly)
      case .retryOf: .optionalIdentity(retryOf)
      case .choices: .optionalInteger(choices)
      case .deckCards: .optionalInteger(deckCards)
      case .underReverseName: .boolean(underReverseName)
      }
    }
    @inline(__always) set {
      switch column {
      case .id: id = newValue.identity ?? id
      case .mode: mode = newValue.text ?? mode
      case .deck: deck = newValue.text ?? deck
      case .direction: direction = newValue.text ?? direction
      case .playedAt: playedAt = newValue.time ?? playedAt
      case .milliseconds: milliseconds = newValue.integer ?? milliseconds
      case .endedEarly: endedEarly = newValue.boolean ?? endedEarly
      case .retryOf: retryOf = newValue.optionalIdentity
      case .choices: choices = newValue.optionalInteger
      case .deckCards: deckCards = newValue.optionalInteger
      case .underReverseName: underReverseName = newValue.boolean ?? underReverseName
      }
    }
  }
}

extension SyncCardResult: SyncRecord {
  /// A card's columns: the server's `flashcards.card_result` type (whose attributes are in this
  /// order) and the history's `cardResult` (see `historyName`). Each row of them also names its
  /// game, which the list leaves to the query.
  public enum Column: String, SyncColumn {
    public typealias Record = SyncCardResult
    case position, card, expected, answer, verdict, correct
    case confusedWith = "confused_with"
    case milliseconds, deck, direction

    /// The history's column (`cardResult`).
    public var historyName: String { SyncColumnNames.camelCase(rawValue) }
  }

  public static let blank = SyncCardResult(
    position: 0, card: "", expected: "", answer: "", verdict: "", correct: false, milliseconds: 0)

  // Inlinable, as are `SyncValue`'s accessors: read and written for every field of every card a
  // sync sends or receives, a call and a copy of the value across modules each otherwise.
  @inlinable
  public subscript(column: Column) -> SyncValue {
    get {
      switch column {
      case .position: .integer(position)
      case .card: .text(card)
      case .expected: .text(expected)
      case .answer: .text(answer)
      case .verdict: .text(verdict)
      case .correct: .boolean(correct)
      case .confusedWith: .optionalText(confusedWith)
      case .milliseconds: .integer(milliseconds)
      case .deck: .optionalText(deck)
      case .direction: .optionalText(direction)
      }
    }
    @inline(__always) set {
      switch column {
      case .position: position = newValue.integer ?? position
      case .card: card = newValue.text ?? card
      case .expected: expected = newValue.text ?? expected
      case .answer: answer = newValue.text ?? answer
      case .verdict: verdict = newValue.text ?? verdict
      case .correct: correct = newValue.boolean ?? correct
      case .confusedWith: confusedWith = newValue.optionalText
      case .milliseconds: milliseconds = newValue.integer ?? milliseconds
      case .deck: deck = newValue.optionalText
      case .direction: direction = newValue.optionalText
      }
    }
  }
}

enum SyncColumnNames {
  static let nilIdentity = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// "played_at" as "playedAt".
  static func camelCase(_ name: String) -> String {
    let words = name.split(separator: "_")
    return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
