/// The kinds of file `decks export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
  case tsv, csv, anki
}
