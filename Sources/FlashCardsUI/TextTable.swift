/// A table of text laid out in the style's width: flexible columns that do not fit are narrowed,
/// and what no longer fits in a cell is cut with "…". A table that cannot fit even so (a terminal
/// of 40 columns) is stacked: each row becomes a heading line of its first cells and an indented,
/// wrapped line of the others, labelled where a bare value would not say what it is. Widths are
/// display columns: a CJK character or an emoji takes two, a combining accent none.
public struct TextTable {
  public enum Alignment: Sendable { case left, right }

  public struct Column: Sendable {
    var title: String
    var alignment: Alignment
    /// Flexible columns give up width, down to `minimumWidth`, when the table is too wide.
    var flexible: Bool
    var minimumWidth: Int
    /// Written before the value when the table is stacked ("best 7/10"); none by default.
    var stackedLabel: String?

    public init(
      _ title: String, alignment: Alignment = .left, flexible: Bool = false, minimumWidth: Int = 6,
      stackedLabel: String? = nil
    ) {
      self.title = title
      self.alignment = alignment
      self.flexible = flexible
      self.minimumWidth = minimumWidth
      self.stackedLabel = stackedLabel
    }
  }

  /// A cell's text, made terminal-safe by the table, and how to paint it once padded.
  public struct Cell {
    var text: String
    /// None for a cell written as it is: its text and padding go straight into the line.
    var paint: ((String) -> String)?
    /// The text's display width, measured once: the column's width and the padding both need it.
    let width: Int

    public init(_ text: String, paint: ((String) -> String)? = nil) {
      // Printable ASCII is safe and one column a byte: one look at the bytes instead of two.
      if text.isPrintableASCII {
        self.text = text
        width = text.utf8.count
      } else if let latinWidth = text.printableLatinWidth {
        self.text = text
        width = latinWidth
      } else {
        self.text = text.terminalSafe
        width = self.text.displayWidth
      }
      self.paint = paint
    }

    /// Text the program formats itself from numbers and fixed words (a count, a date, a state's
    /// name): printable ASCII by construction, laid out without a look at its bytes.
    init(formatted text: String, paint: ((String) -> String)? = nil) {
      assert(text.isPrintableASCII, "not printable ASCII: \(text.debugDescription)")
      self.text = text
      width = text.utf8.count
      self.paint = paint
    }

    func painted(_ text: String) -> String { paint?(text) ?? text }
  }

  var columns: [Column]
  var rows: [[Cell]] = []
  var gap = 2
  /// How many leading cells make a stacked row's heading line.
  var stackedHeading: Int

  public init(columns: [Column], stackedHeading: Int = 1) {
    self.columns = columns
    self.stackedHeading = stackedHeading
  }

  public mutating func append(_ row: [Cell]) {
    rows.append(row)
  }

  /// - Parameters:
  ///   - width: the columns to fit in; the style's width when nil. Output that does not wrap (a
  ///     pipe without `COLUMNS`) fits in no width: every cell is whole, for the scripts that read it.
  ///   - header: whether the first line is the columns' titles (never when stacked).
  public func render(width: Int? = nil, style: TextStyle, header: Bool = true) -> [String] {
    var lines: [String] = []
    if let stacked = layOut(
      width: width, style: style, header: header,
      line: { bytes in
        lines.append(String(decoding: bytes, as: UTF8.self))
      })
    {
      return stacked
    }
    return lines
  }

  /// `render`'s lines joined by newlines, written into one buffer: a long table (`review --list`)
  /// spent a fifth of its printing on a string a line and their join.
  public func renderText(width: Int? = nil, style: TextStyle, header: Bool = true) -> String {
    var text: [UInt8] = []
    if let stacked = layOut(
      width: width, style: style, header: header,
      line: { bytes in
        if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
        text += bytes
      })
    {
      return stacked.joined(separator: "\n")
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Hands each line's bytes, trailing spaces trimmed, to `line`; or, when the columns do not fit
  /// in `width`, hands none and returns the table stacked.
  private func layOut(
    width: Int?, style: TextStyle, header: Bool, line emit: (ArraySlice<UInt8>) -> Void
  ) -> [String]? {
    let width = style.wrapsText ? width ?? style.width : .max
    let widths = columnWidths(fitting: width)
    // A column with no title and no text takes no room, not even its gap.
    let shown = columns.indices.filter { widths[$0] > 0 }
    if shown.map({ widths[$0] }).reduce(0, +) + gap * (shown.count - 1) > width { return stacked(width: width) }
    let titles = shown.map { index in
      pad(
        columns[index].title, measuring: columns[index].title.displayWidth, to: widths[index], columns[index].alignment,
        ellipsis: style.ellipsis)
    }
    if header { emit(ArraySlice(style.bold(titles.joined(separator: spacing).trimmingTrailingSpaces).utf8)) }
    // Each line written as bytes into one buffer: cells padded and joined as strings of their own
    // were most of printing `review --list` (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
    var line: [UInt8] = []
    line.reserveCapacity(shown.map { widths[$0] }.reduce(gap * shown.count, +) + 32)
    func addSpaces(_ count: Int) {
      if count > 0 { line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }
    for row in rows {
      line.removeAll(keepingCapacity: true)
      for (position, index) in shown.enumerated() {
        if position > 0 { addSpaces(gap) }
        let cell = row[index]
        // An empty cell stays unpainted, so that a blank last column is trimmed as in plain text.
        if let paint = cell.paint, !cell.text.isEmpty {
          line +=
            paint(
              pad(
                cell.text, measuring: cell.width, to: widths[index], columns[index].alignment, ellipsis: style.ellipsis)
            ).utf8
        } else if cell.width > widths[index] {
          line +=
            pad(
              cell.text, measuring: cell.width, to: widths[index], columns[index].alignment, ellipsis: style.ellipsis
            ).utf8
        } else if columns[index].alignment == .left {
          line += cell.text.utf8
          addSpaces(widths[index] - cell.width)
        } else {
          addSpaces(widths[index] - cell.width)
          line += cell.text.utf8
        }
      }
      var end = line.endIndex
      while end > line.startIndex, line[end - 1] == UInt8(ascii: " ") { end -= 1 }
      if end < line.endIndex, end > line.startIndex, line[end - 1] >= 0x80 {
        // A space after some other scripts' characters joins them in one character (Unicode's
        // "prepend"): trimmed as characters, as text is.
        emit(ArraySlice(String(decoding: line, as: UTF8.self).trimmingTrailingSpaces.utf8))
      } else {
        emit(line[..<end])
      }
    }
    return nil
  }

  private var spacing: String { .spaces(gap) }

  /// Each row as its heading cells on one line, then its other cells, indented and wrapped.
  private func stacked(width: Int) -> [String] {
    rows.flatMap { row in
      let cells = zip(columns, row).map { column, cell in
        cell.text.isEmpty ? nil : (column.stackedLabel.map { "\($0) " } ?? "") + cell.painted(cell.text)
      }
      let heading = cells.prefix(stackedHeading).compactMap { $0 }.joined(separator: spacing)
      return heading.wrapped(toWidth: width)
        + Self.packed(cells.dropFirst(stackedHeading).compactMap { $0 }, width: width)
    }
  }

  /// Cells on indented lines, as many to a line as fit: a cell is split only when it is wider
  /// than a line by itself.
  private static func packed(_ cells: [String], width: Int) -> [String] {
    var lines: [String] = []
    for cell in cells {
      if let last = lines.last, last.visibleColumns() + 2 + cell.visibleColumns() <= width {
        lines[lines.count - 1] = last + "  " + cell
      } else {
        lines += ("  " + cell).wrapped(toWidth: width)
      }
    }
    return lines
  }

  func columnWidths(fitting width: Int) -> [Int] {
    var widths = columns.indices.map { index in
      rows.map { $0[index].width }.reduce(columns[index].title.displayWidth, max)
    }
    var excess = widths.reduce(0, +) + gap * (widths.count { $0 > 0 } - 1) - width
    // Narrow the widest flexible column, one character at a time, until the table fits.
    while excess > 0 {
      let candidates = columns.indices.filter { columns[$0].flexible && widths[$0] > columns[$0].minimumWidth }
      guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  /// `text`, `textWidth` columns wide, cut or padded to `width`.
  private func pad(
    _ text: String, measuring textWidth: Int, to width: Int, _ alignment: Alignment, ellipsis: String
  ) -> String {
    let fitted = textWidth > width ? text.prefix(columns: max(width - ellipsis.displayWidth, 0)) + ellipsis : text
    let padding = String.spaces(max(width - (textWidth > width ? fitted.displayWidth : textWidth), 0))
    return alignment == .left ? fitted + padding : padding + fitted
  }
}

extension String {
  /// `count` spaces. `String(repeating: " ", count:)` repeats a string at every call, and a table
  /// pads every cell: up to 64 are cut from one string made once (64 strings made up front cost a
  /// short table more than they saved).
  static func spaces(_ count: Int) -> String {
    count <= 0
      ? ""
      : count <= manySpaces.utf8.count
        ? String(manySpaces[..<manySpaces.utf8Index(count)])
        : String(repeating: " ", count: count)
  }

  private static let manySpaces = String(repeating: " ", count: 64)

  /// The index `offset` bytes in (ASCII text: one character a byte), cheaper at every cell than
  /// `prefix` of characters.
  private func utf8Index(_ offset: Int) -> Index { utf8.index(startIndex, offsetBy: offset) }

  var trimmingTrailingSpaces: String {
    // Most lines end in text: the last byte says so without forming the last character.
    guard utf8.last == UInt8(ascii: " ") else { return self }
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
