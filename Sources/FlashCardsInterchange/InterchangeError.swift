import FlashCardsCore
import Foundation

/// Why a file cannot be imported as a deck. Each sentence is about the file being imported and
/// is printed after its name; texts from the file are made terminal-safe.
public enum InterchangeError: LocalizedError, Equatable {
  case empty
  case binary(line: Int)
  case unsupportedEncoding(String)
  case invalidText(encoding: String, line: Int)
  case unknownSeparator(line: Int, text: String)
  case unknownColumn(name: String, header: [String])
  case columnOutOfRange(number: Int, columns: Int)
  case oneColumn(delimiter: String)
  case noHeaderRow(name: String)
  case invalidColumns(String)
  case invalidName(flag: String, name: String, problem: String)
  case invalidHeader(String)
  case noCards(skipped: Int, firstReason: String?)
  case tooLarge(bytes: Int, limit: Int)
  case notReadBack(line: Int)

  public var errorDescription: String? {
    switch self {
    case .empty:
      "the file is empty."
    case .binary(let line):
      "line \(line) holds a NUL byte: this is a binary file, not text exported from Anki, Quizlet or a spreadsheet."
    case .unsupportedEncoding(let reason):
      "\(reason)."
    case .invalidText(let encoding, let line):
      "line \(line) is not valid \(encoding) text (save the file as UTF-8 and try again)."
    case .unknownSeparator(let line, let text):
      "cannot tell how terms and definitions are separated: line \(line) ('\(Self.excerpt(text))') has no tab or comma. "
        + "Give the separator with --separator TEXT (and --card-separator TEXT when cards are not one a line)."
    case .unknownColumn(let name, let header):
      "there is no column named '\(name.terminalSafe)'; the header row has: "
        + header.map { "'\($0.terminalSafe)'" }.joined(separator: ", ") + "."
    case .columnOutOfRange(let number, let columns):
      "--columns asks for column \(number), but the rows have at most \(columns.counted("column"))."
    case .oneColumn(let delimiter):
      "no row has a \(delimiter) between two cells, and a card needs a front and a back. For cells separated "
        + "by something else (such as ';'), give --format quizlet --separator TEXT."
    case .noHeaderRow(let name):
      "--columns names a column ('\(name.terminalSafe)'), but the file has no rows to read names from."
    case .invalidColumns(let text):
      "--columns '\(text.terminalSafe)' should be two columns, FRONT,BACK: names from the header row or numbers from 1."
    case .invalidName(let flag, let name, let problem):
      "the \(flag) '\(name.terminalSafe)' \(problem)."
    case .invalidHeader(let message):
      "\(message.terminalSafe)."
    case .noCards(let skipped, let firstReason):
      "no card could be imported"
        + (skipped > 0
          ? ": \(skipped.counted("line")) skipped, the first because \(firstReason ?? "")." : ".")
    case .tooLarge(let bytes, let limit):
      "the deck would take \(bytes / 1_000_000) MB, more than the \(limit / 1_000_000) MB a deck may have."
    case .notReadBack(let line):
      "the card from line \(line) would not read back the same from a deck file; please report it."
    }
  }

  /// The start of a line, terminal-safe, for a message.
  static func excerpt(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    return (flat.count > 40 ? String(flat.prefix(40)) + "..." : flat).terminalSafe
  }
}
