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

/// Every CSV read or written by FlashCards goes through here, to yaslab/CSV.swift (RFC 4180:
/// quoted fields, doubled quotes, line breaks inside quotes, LF or CRLF). Measured against
/// swiftcsv/SwiftCSV 0.10.0 on this machine: both read the RFC 4180 cases right, the library
/// chosen reads 100,000 quoted rows in 0.12 s against 0.22 s, reads record by record, and has a
/// writer, which SwiftCSV lacks. Neither strips a byte order mark from a string: done here.
public enum CSVRecords {
  /// The records of `text`, split on `delimiter` (a comma, a tab…). Blank lines are left out.
  public static func read(_ text: String, delimiter: Unicode.Scalar, firstLine: Int = 1) throws(InterchangeError)
    -> [CSVRecord]
  {
    let body = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    let reader: CSVReader
    do {
      reader = try CSVReader(string: body, delimiter: delimiter)
    } catch {
      throw .unreadableTable(reason: "\(error)")
    }
    var records: [CSVRecord] = []
    var line = firstLine
    while let fields = reader.next() {
      if !(fields.count == 1 && fields[0].isEmpty) { records.append(CSVRecord(line: line, fields: fields)) }
      line += 1 + fields.reduce(0) { $0 + $1.lineBreakCount }
    }
    // The library reads a quote that is never closed as a cell running to the end of the file.
    if let last = records.last, spansLines(last), hasUnpairedQuote(body) { throw .unclosedQuote(line: last.line) }
    return records
  }

  /// A note on records that span lines when the text's quotes do not pair up: one of them may
  /// hold a quote that was meant to close and did not, swallowing the lines after it.
  static func quoteWarning(_ records: [CSVRecord], in text: String) -> String? {
    let spanning = records.filter(spansLines)
    guard !spanning.isEmpty, hasUnpairedQuote(text) else { return nil }
    let lines = spanning.prefix(5).map { "\($0.line)-\($0.line + $0.fields.reduce(0) { $0 + $1.lineBreakCount })" }
    return "the quotes do not pair up, and lines \(lines.joined(separator: ", ")) were read as one row each: "
      + "check that the quoted cells there are closed"
  }

  private static func spansLines(_ record: CSVRecord) -> Bool {
    record.fields.contains { $0.lineBreakCount > 0 }
  }

  /// In RFC 4180 quotes come in pairs (around a cell, or doubled inside one).
  private static func hasUnpairedQuote(_ text: String) -> Bool {
    text.unicodeScalars.count(where: { $0 == "\"" }) % 2 == 1
  }

  /// The fields of the first record of one line of CSV ("a,\"b,c\"" → a, b,c).
  static func firstRecord(_ text: String) -> [String] {
    (try? read(text, delimiter: ","))?.first?.fields ?? []
  }

  /// Rows as CSV text, each row ended by a line feed. Cells a spreadsheet would take for a
  /// formula are neutralized unless `keepingFormulas` (see `SpreadsheetCell.neutralized`).
  ///
  /// Rows whose fields all need no quotes (no quote, delimiter or line break: numbers, plain
  /// words) are joined here, which is what the library writes for them; any other batch goes
  /// through the library. Its check of each field calls Foundation's `range(of:)` five times,
  /// which made the 5M-row FSRS review log (numbers only) take 50 s of CPU instead of 17
  /// (docs/PERFORMANCE.md). `CSVRecordsTests` holds the two ways to the same bytes.
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
