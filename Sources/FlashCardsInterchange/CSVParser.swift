/// Reads CSV or TSV as RFC 4180 writes it, and says where a file breaks it instead of guessing.
///
/// The rule, cell by cell:
/// - A cell that starts with `"` is quoted: it ends at the next `"` that is not doubled (`""` is
///   a quote inside it) and may hold delimiters and line breaks. Spaces or tabs may follow its
///   closing quote; then comes the delimiter, the end of the line or of the file.
/// - Any other cell ends at the delimiter or at the end of its line; a quote inside it is text
///   (`5" screen`, `b"c"`), as Excel, LibreOffice and Python's csv module (also with
///   `strict=True`) read it.
///
/// A row that breaks the rule — text after a closing quote (`"City of Light" (France)`), or a
/// quote never closed — is left out and reported at the line it starts on, and reading goes on
/// at the line after the one where the broken cell opened: the lines after it are never read
/// into it. (Python's csv reads `"City of Light" (France)` as one cell and a quote never closed
/// as a cell running to the end of the file; with `strict=True` it stops at the first.)
///
/// Lines end with LF, CRLF or CR; inside a quoted cell they are kept as they are. Each byte is
/// read at most twice: a broken row's lines after its first are read again.
struct CSVParser {
  private let bytes: [UInt8]
  private let delimiter: [UInt8]
  private var index = 0
  private var line: Int

  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  init(_ text: String, delimiter: Unicode.Scalar, firstLine: Int) {
    bytes = Array(text.utf8)
    self.delimiter = Array(String(delimiter).utf8)
    line = firstLine
  }

  mutating func table() -> CSVTable {
    var table = CSVTable(records: [], malformed: [])
    while index < bytes.count {
      let startLine = line
      do {
        let fields = try nextRow()
        if fields != [""] { table.records.append(CSVRecord(line: startLine, fields: fields)) }
      } catch {
        table.malformed.append(SkippedLine(line: startLine, reason: error.reason(rowStart: startLine)))
        index = error.openIndex
        line = error.openLine
        skipLine()
      }
    }
    return table
  }

  /// A quoted cell that breaks the rule: where it opened, and the line of the quote that did not
  /// end it (nil when no quote did).
  private struct BrokenCell: Error {
    var openIndex: Int
    var openLine: Int
    var strayQuoteLine: Int?
    var cellText: String

    func reason(rowStart: Int) -> String {
      let place = openLine == rowStart ? "here" : "on line \(openLine)"
      guard let strayQuoteLine else { return "the quoted cell that opens \(place) is never closed (a \" is missing)" }
      if strayQuoteLine == openLine {
        return (openLine == rowStart ? "" : "on line \(openLine), ")
          + "text follows the closing quote in '\(InterchangeError.excerpt(cellText))' "
          + "(write a quote inside a cell as \"\" and quote the whole cell)"
      }
      return "the quoted cell that opens \(place) is not closed on its line, and the next \" "
        + "(line \(strayQuoteLine)) does not end a cell: a \" is missing or stray"
    }
  }

  private mutating func nextRow() throws(BrokenCell) -> [String] {
    var fields: [String] = []
    while true {
      if index < bytes.count && bytes[index] == Self.quote {
        fields.append(String(decoding: try quotedCell(), as: UTF8.self))
      } else {
        let start = index
        while index < bytes.count && !atDelimiter && !atLineEnd { index += 1 }
        fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
      }
      guard atDelimiter else {
        skipLineEnd()
        return fields
      }
      index += delimiter.count
    }
  }

  /// The content of the quoted cell at `index`, its doubled quotes made single, read up to the
  /// delimiter or line end after it.
  private mutating func quotedCell() throws(BrokenCell) -> [UInt8] {
    let openIndex = index
    let openLine = line
    var content: [UInt8] = []
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.quote {
        if index + 1 < bytes.count && bytes[index + 1] == Self.quote {
          content.append(Self.quote)
          index += 2
          continue
        }
        index += 1
        while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
          && !atDelimiter
        {
          index += 1
        }
        guard atDelimiter || atLineEnd else {
          throw BrokenCell(
            openIndex: openIndex, openLine: openLine, strayQuoteLine: line, cellText: cellText(openIndex))
        }
        return content
      }
      if isLineEnd(at: index) { line += 1 }
      content.append(byte)
      index += 1
    }
    throw BrokenCell(openIndex: openIndex, openLine: openLine, strayQuoteLine: nil, cellText: cellText(openIndex))
  }

  /// The cell's text as written, from its opening quote to the delimiter or line end.
  private func cellText(_ start: Int) -> String {
    var end = start
    while end < bytes.count && !isLineEnd(at: end) && !(end > index && startsDelimiter(at: end)) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private var atDelimiter: Bool { startsDelimiter(at: index) }

  private func startsDelimiter(at position: Int) -> Bool {
    guard position < bytes.count, bytes[position] == delimiter[0], position + delimiter.count <= bytes.count else {
      return false
    }
    return delimiter.count == 1 || bytes[position..<position + delimiter.count].elementsEqual(delimiter)
  }

  private var atLineEnd: Bool {
    index >= bytes.count || bytes[index] == Self.lineFeed || bytes[index] == Self.carriageReturn
  }

  /// A LF, or a CR not followed by a LF: the byte that ends a line (a CRLF ends at its LF).
  private func isLineEnd(at position: Int) -> Bool {
    bytes[position] == Self.lineFeed
      || (bytes[position] == Self.carriageReturn
        && (position + 1 == bytes.count || bytes[position + 1] != Self.lineFeed))
  }

  private mutating func skipLineEnd() {
    guard index < bytes.count else { return }
    if bytes[index] == Self.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == Self.lineFeed {
      index += 1
    }
    index += 1
    line += 1
  }

  /// Moves past the end of the line `index` is on.
  private mutating func skipLine() {
    while !atLineEnd { index += 1 }
    skipLineEnd()
  }
}
