/// A table of text laid out in a fixed number of columns (80 by default): columns that do not
/// fit are narrowed, and what no longer fits in a cell is cut with "…". Widths are display
/// columns: a CJK character or an emoji takes two, a combining accent none.
public struct TextTable {
  public enum Alignment: Sendable { case left, right }

  public struct Column: Sendable {
    var title: String
    var alignment: Alignment
    /// Flexible columns give up width, down to `minimumWidth`, when the table is too wide.
    var flexible: Bool
    var minimumWidth: Int

    public init(_ title: String, alignment: Alignment = .left, flexible: Bool = false, minimumWidth: Int = 6) {
      self.title = title
      self.alignment = alignment
      self.flexible = flexible
      self.minimumWidth = minimumWidth
    }
  }

  /// A cell's text, made terminal-safe by the table, and how to paint it once padded.
  public struct Cell {
    var text: String
    var paint: (String) -> String

    public init(_ text: String, paint: @escaping (String) -> String = { $0 }) {
      self.text = text.terminalSafe
      self.paint = paint
    }
  }

  var columns: [Column]
  var rows: [[Cell]] = []
  var gap = 2

  public init(columns: [Column]) {
    self.columns = columns
  }

  public mutating func append(_ row: [Cell]) {
    rows.append(row)
  }

  public func render(width: Int = 80, style: TextStyle) -> [String] {
    let widths = columnWidths(fitting: width)
    let header = zip(columns, widths).map { column, width in
      pad(column.title, to: width, column.alignment)
    }
    var lines = [style.bold(header.joined(separator: spacing).trimmingTrailingSpaces)]
    for row in rows {
      let cells = zip(columns.indices, row).map { index, cell in
        let padded = pad(cell.text, to: widths[index], columns[index].alignment)
        // An empty cell stays unpainted, so that a blank last column is trimmed as in plain text.
        return cell.text.isEmpty ? padded : cell.paint(padded)
      }
      lines.append(cells.joined(separator: spacing).trimmingTrailingSpaces)
    }
    return lines
  }

  private var spacing: String { String(repeating: " ", count: gap) }

  func columnWidths(fitting width: Int) -> [Int] {
    var widths = columns.indices.map { index in
      rows.map { $0[index].text.displayWidth }.reduce(columns[index].title.displayWidth, max)
    }
    var excess = widths.reduce(0, +) + gap * (columns.count - 1) - width
    // Narrow the widest flexible column, one character at a time, until the table fits.
    while excess > 0 {
      let candidates = columns.indices.filter { columns[$0].flexible && widths[$0] > columns[$0].minimumWidth }
      guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  private func pad(_ text: String, to width: Int, _ alignment: Alignment) -> String {
    let fitted = text.displayWidth > width ? text.prefix(columns: max(width - 1, 0)) + "…" : text
    let padding = String(repeating: " ", count: max(width - fitted.displayWidth, 0))
    return alignment == .left ? fitted + padding : padding + fitted
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
