/// The kinds of file `decks import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
  case auto, anki, quizlet, csv, tsv

  /// What an import found the file to be, for its report.
  var readAs: String {
    switch self {
    case .auto, .anki: "read as an Anki export (give --format to read it otherwise)"
    case .quizlet: "read as a Quizlet export (give --format to read it otherwise)"
    case .csv: "read as CSV (give --format to read it otherwise)"
    case .tsv: "read as TSV (give --format to read it otherwise)"
    }
  }

  /// The format of a file, from its first line and its name: Anki's exports start with
  /// `#separator:` or `#html:`; `.csv` and `.tsv` files are tables; anything else is taken for
  /// a Quizlet export (which a tab-separated file also is).
  static func detected(text: String, fileName: String) -> ImportFormat {
    if AnkiText.looksLikeAnki(text) { return .anki }
    let lowercased = fileName.lowercased()
    if lowercased.hasSuffix(".csv") { return .csv }
    if lowercased.hasSuffix(".tsv") || lowercased.hasSuffix(".tab") { return .tsv }
    return .quizlet
  }
}
