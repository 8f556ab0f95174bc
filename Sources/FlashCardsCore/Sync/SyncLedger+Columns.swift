extension SyncTombstone: SyncRecord {
  /// A deletion's columns on the server (`flashcards.tombstones`).
  public enum Column: String, SyncColumn {
    public typealias Record = SyncTombstone
    case gameId = "game_id"
    case deletedAt = "deleted_at"
    case deletedBy = "deleted_by"

    /// The server sets who deleted it: the login that sent it.
    public var isSent: Bool { self != .deletedBy }
  }

  public static let blank = SyncTombstone(gameID: SyncColumnNames.nilIdentity, deletedAt: SyncGame.blank.playedAt)

  public subscript(column: Column) -> SyncValue {
    get {
      switch column {
      case .gameId: .identity(gameID)
      case .deletedAt: .time(deletedAt)
      case .deletedBy: .text(deletedBy)
      }
    }
    set {
      switch column {
      case .gameId: gameID = newValue.identity ?? gameID
      case .deletedAt: deletedAt = newValue.time ?? deletedAt
      case .deletedBy: deletedBy = newValue.text ?? deletedBy
      }
    }
  }
}

extension SyncSetting: SyncRecord {
  /// A setting's columns on the server (`flashcards.settings`).
  public enum Column: String, SyncColumn {
    public typealias Record = SyncSetting
    case key, value
    case changedAt = "changed_at"

    public var textLimit: SyncTextLimit { self == .value ? .setting : .text }
  }

  public static let blank = SyncSetting(key: "", value: nil, changedAt: SyncGame.blank.playedAt)

  public subscript(column: Column) -> SyncValue {
    get {
      switch column {
      case .key: .text(key)
      case .value: .optionalText(value)
      case .changedAt: .time(changedAt)
      }
    }
    set {
      switch column {
      case .key: key = newValue.text ?? key
      case .value: value = newValue.optionalText
      case .changedAt: changedAt = newValue.time ?? changedAt
      }
    }
  }
}

extension SyncDeck: SyncRecord {
  /// A deck's columns on the server (`flashcards.decks`).
  public enum Column: String, SyncColumn {
    public typealias Record = SyncDeck
    case name
    case contentHash = "content_hash"
    case content
    case importedAt = "imported_at"

    public var textLimit: SyncTextLimit { self == .content ? .deck : .text }
  }

  public static let blank = SyncDeck(name: "", contentHash: "", content: "", importedAt: SyncGame.blank.playedAt)

  public subscript(column: Column) -> SyncValue {
    get {
      switch column {
      case .name: .text(name)
      case .contentHash: .text(contentHash)
      case .content: .text(content)
      case .importedAt: .time(importedAt)
      }
    }
    set {
      switch column {
      case .name: name = newValue.text ?? name
      case .contentHash: contentHash = newValue.text ?? contentHash
      case .content: content = newValue.text ?? content
      case .importedAt: importedAt = newValue.time ?? importedAt
      }
    }
  }
}
