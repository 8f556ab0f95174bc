public import Foundation

/// What sync sends and receives of a kind of row (a game, a card of it, a deletion, a setting, a
/// deck): its columns, in one list that everything reading or writing them is made from — the
/// history's outbox query and its decoding, the COPY into the server's staging tables and their
/// definitions, the insert from them, the receive's query and its decoding. A column is added by a
/// case in its `Column` and its value in `subscript(column:)`; nothing reads a field by position.
public protocol SyncRecord: Sendable {
  associatedtype Column: SyncColumn where Column.Record == Self

  /// The record before any column is read: what a required column keeps when the history holds no
  /// value for it (written by another program).
  static var blank: Self { get }

  /// The value of one column, as the kind of the column's value (`SyncValue.kind`) says.
  subscript(column: Column) -> SyncValue { get set }
}

/// A column of a `SyncRecord`: its raw value is the server's name for it, and the order of the
/// cases is the order of the columns in every query, COPY and staging table.
public protocol SyncColumn: RawRepresentable<String>, CaseIterable, Hashable, Sendable
where AllCases == [Self] {
  associatedtype Record: SyncRecord where Record.Column == Self

  /// Whether a client sends it; false for a value the server sets (who deleted a game).
  var isSent: Bool { get }
  /// The limit a received text is held to (see `ReceiveQueries.bounded`).
  var textLimit: SyncTextLimit { get }
}

extension SyncColumn {
  public var isSent: Bool { true }
  public var textLimit: SyncTextLimit { .text }

  /// The server's column.
  public var name: String { rawValue }

  /// The kind of its value, read from the blank record: it cannot disagree with the value.
  public var kind: SyncValueKind { Record.blank[self].kind }
}

/// A value of a synced column. Each side writes it in its own form: the history as SQLite values,
/// the server as COPY text; times as microseconds since 1970 on the server.
public enum SyncValue: Sendable, Equatable {
  case text(String)
  case optionalText(String?)
  case integer(Int)
  case optionalInteger(Int?)
  case boolean(Bool)
  case time(Date)
  case identity(UUID)
  case optionalIdentity(UUID?)

  public var kind: SyncValueKind {
    switch self {
    case .text: .text
    case .optionalText: .optionalText
    case .integer: .integer
    case .optionalInteger: .optionalInteger
    case .boolean: .boolean
    case .time: .time
    case .identity: .identity
    case .optionalIdentity: .optionalIdentity
    }
  }

  // What a record's `subscript(column:)` stores; nil for a value of another kind, which keeps the
  // record's value (the round-trip tests send every column). Inlinable: see `SyncGame[column:]`.
  @inlinable public var text: String? { if case .text(let value) = self { value } else { nil } }
  @inlinable public var optionalText: String? { if case .optionalText(let value) = self { value } else { nil } }
  @inlinable public var integer: Int? { if case .integer(let value) = self { value } else { nil } }
  @inlinable public var optionalInteger: Int? { if case .optionalInteger(let value) = self { value } else { nil } }
  @inlinable public var boolean: Bool? { if case .boolean(let value) = self { value } else { nil } }
  @inlinable public var time: Date? { if case .time(let value) = self { value } else { nil } }
  @inlinable public var identity: UUID? { if case .identity(let value) = self { value } else { nil } }
  @inlinable public var optionalIdentity: UUID? { if case .optionalIdentity(let value) = self { value } else { nil } }
}

/// The kinds of `SyncValue`: each has one type in the server's staging tables and one way each
/// side reads and writes it.
public enum SyncValueKind: Sendable, Equatable {
  case text, optionalText, integer, optionalInteger, boolean, time, identity, optionalIdentity

  /// Whether NULL is a value of it.
  public var isOptional: Bool {
    switch self {
    case .optionalText, .optionalInteger, .optionalIdentity: true
    case .text, .integer, .boolean, .time, .identity: false
    }
  }
}

/// Which of `SyncRules.Limits` a received text is held to.
public enum SyncTextLimit: Sendable {
  case text, setting, deck

  public func bytes(in limits: SyncRules.Limits) -> Int {
    switch self {
    case .text: limits.textBytes
    case .setting: limits.settingBytes
    case .deck: limits.deckBytes
    }
  }
}
