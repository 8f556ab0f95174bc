import FlashCardsStore
import Testing

/// The names of the files that belong to a history, which an export must never write over.
@Suite struct HistoryOwnFilesTests {
  @Test(arguments: [
    ("history.sqlite", true),
    ("history.sqlite-wal", true),
    ("history.sqlite-shm", true),
    ("history.sqlite-journal", true),
    ("history.sqlite.pending-3F2A.json", true),
    ("history.sqlite.backup-v1", true),
    (".history.sqlite.backup-v1.k3j9x0a8b7c6.partial", true),
    (".history.sqlite.pending-3F2A.json.k3j9x0a8b7c6.partial", true),
    ("history.sqlite.jsonl", false),
    ("history.sqlite-export.csv", false),
    ("history.sqlite2", false),
    ("other.sqlite-wal", false),
    (".history.sqlite.txt", false),
  ])
  func ownFiles(name: String, own: Bool) {
    #expect(AppDatabase.isOwnFile(named: name, ofHistoryNamed: "history.sqlite") == own)
  }
}
