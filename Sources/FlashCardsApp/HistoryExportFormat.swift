import FlashCardsCore
import FlashCardsInterchange
import FlashCardsStore
import FlashCardsUI
import Foundation

/// What `history export` writes: every card result a filter selects, oldest game first, with the
/// same memory whatever the size of the history.
public enum HistoryExportFormat: String, CaseIterable, Sendable {
  /// One JSON object a card result (JSONLinesExport).
  case jsonl
  /// The review log the FSRS optimizer reads (FSRSReviewLogExport), as CSV.
  case fsrs

  /// Writes every card result `filter` selects to `sink`, in this format.
  public func write(_ database: AppDatabase, _ filter: HistoryFilter, to sink: ExportSink) throws {
    switch self {
    case .jsonl:
      let export = JSONLinesExport(timeZone: .current)
      try database.forEachCardResult(matching: filter) { try sink.write(export.line($0)) }
    case .fsrs:
      var export = FSRSReviewLogExport()
      var rows = [FSRSReviewLogExport.header]
      // Written through the CSV library a few thousand rows at a time: memory stays flat.
      try database.forEachCardResult(matching: filter) {
        rows.append(export.row($0))
        if rows.count == 4096 {
          try sink.write(CSVRecords.write(rows))
          rows.removeAll(keepingCapacity: true)
        }
      }
      try sink.write(CSVRecords.write(rows))
    }
  }
}
