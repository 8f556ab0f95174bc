import FlashCardsCore

/// What `decks import` was asked for; nil fields take the file's or the default value.
public struct ImportOptions: Sendable {
  public var format: ImportFormat = .auto
  public var name: String?
  public var reverseName: String?
  public var question: String?
  public var reverseQuestion: String?
  public var separator: String?
  public var cardSeparator: String?
  public var columns: String?

  public init() {}
}

extension ImportOptions {
  /// Whether `--columns` reads as FRONT,BACK (two names, or numbers from 1), before any file is
  /// read; whether the names are the file's is for the import to say.
  public static func columnsAreWellFormed(_ text: String) -> Bool {
    (try? SpreadsheetColumns(parsing: text)) != nil
  }
}
