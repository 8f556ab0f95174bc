import CSV
import Foundation

/// One record of a CSV or TSV file, with the line it starts on (counted from 1, as an editor
/// shows it: a field with line breaks makes its record span several lines).
public struct CSVRecord: Equatable, Sendable {
  public var line: Int
  public var fields: [String]

  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}

/// The records of a CSV or TSV text, and the rows left out because their quotes break RFC 4180
/// (see `CSVParser`): each reported at the line it starts on, never read together with the lines
/// after it.
public struct CSVTable: Equatable, Sendable {
  public var records: [CSVRecord]
  public var malformed: [SkippedLine]
}

/// Every CSV read or written by FlashCards goes through here. Written through yaslab/CSV.swift;
/// read by `CSVParser`, which says which line breaks RFC 4180 where the library read a stray
/// quote as the start of a cell that swallowed the lines after it.
public enum CSVRecords {
  /// The records of `text`, split on `delimiter` (a comma, a tab…). Blank lines are left out.
  public static func read(_ text: String, delimiter: Unicode.Scalar, firstLine: Int = 1) -> CSVTable {
    var parser = CSVParser(text, delimiter: delimiter, firstLine: firstLine)
    return parser.table()
  }

  /// A note on the records that span lines, as a quoted cell with a line break makes them: each
  /// side of a card is one line, so the break is read as a space, and a quote that opened a cell
  /// by mistake shows here.
  static func spanningNote(_ records: [CSVRecord]) -> String? {
    let spanning = records.filter(spansLines)
    guard !spanning.isEmpty else { return nil }
    let lines = spanning.prefix(5).map { "\($0.line)-\($0.line + $0.fields.reduce(0) { $0 + $1.lineBreakCount })" }
    let more = spanning.count > 5 ? " (and \(spanning.count - 5) more)" : ""
    return "lines \(lines.joined(separator: ", "))\(more) were read as one row each, a quoted cell holding "
      + "a line break (read as a space): if a quote there was not meant to open a cell, write it as \"\""
  }

  private static func spansLines(_ record: CSVRecord) -> Bool {
    record.fields.contains { $0.lineBreakCount > 0 }
  }

  /// In RFC 4180 quotes come in pairs (around a cell, or doubled inside one).
  static func hasUnpairedQuote(_ text: String) -> Bool {
    text.unicodeScalars.count(where: { $0 == "\"" }) % 2 == 1
  }

  /// The fields of the first record of one line of CSV ("a,\"b,c\"" → a, b,c).
  static func firstRecord(_ text: String) -> [String] {
    read(text, delimiter: ",").records.first?.fields ?? []
  }

  /// Rows as CSV text, each row ended by a line feed. Cells a spreadsheet would take for a
  /// formula are neutralized unless `keepingFormulas` (see `SpreadsheetCell.neutralized`).
  ///
  /// Rows whose fields all need no quotes (no quote, delimiter or line break: numbers, plain
  /// words) are joined here, which is what the library writes for them; any other batch goes
  /// through the library. Its check of each field calls Foundation's `range(of:)` five times,
  /// which tripled the time of a large FSRS review log, numbers only (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md). `CSVRecordsTests` holds the two ways to the same bytes.
  public static func write(_ rows: [[String]], delimiter: Unicode.Scalar = ",", keepingFormulas: Bool = false) -> String
  {
    let cells = keepingFormulas ? rows : rows.map { $0.map(SpreadsheetCell.neutralized) }
    if cells.allSatisfy({ row in !row.isEmpty && row.allSatisfy { needsNoQuotes($0, delimiter: delimiter) } }) {
      let text = cells.map { $0.joined(separator: String(delimiter)) }.joined(separator: "\n")
      return text.isEmpty ? "" : text + "\n"
    }
    return libraryWrite(cells, delimiter: delimiter)
  }

  /// What the library writes for a field that needs no quotes is the field itself.
  static func needsNoQuotes(_ field: String, delimiter: Unicode.Scalar) -> Bool {
    !field.unicodeScalars.contains { $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == delimiter }
  }

  /// Rows as the library writes them.
  static func libraryWrite(_ rows: [[String]], delimiter: Unicode.Scalar) -> String {
    let stream = OutputStream.toMemory()
    do {
      let writer = try CSVWriter(stream: stream, delimiter: String(delimiter))
      for row in rows {
        try writer.write(row: row)
      }
      writer.stream.close()
    } catch {
      // Writing to memory cannot fail; should it, the rows written so far are returned.
    }
    guard let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data, !data.isEmpty else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// One row as a line of CSV, without its line feed.
  public static func line(_ row: [String], delimiter: Unicode.Scalar = ",") -> String {
    String(write([row], delimiter: delimiter).dropLast())
  }
}
