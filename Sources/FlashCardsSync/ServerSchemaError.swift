public import FlashCardsCore
public import Foundation

/// A database whose FlashCards schema is missing, older or newer than this program's, or not
/// FlashCards' at all: one line with the fix.
public enum ServerSchemaError: LocalizedError, Equatable {
  case missing(server: ServerAddress)
  case older(server: ServerAddress, version: Int)
  case newer(server: ServerAddress, version: Int, known: Int)
  case notFlashCards(server: ServerAddress)
  case notUTF8(server: ServerAddress, encoding: String)

  public var errorDescription: String? {
    switch self {
    case .missing(let server):
      "The database \(server.databaseText) \(server.place) holds no FlashCards data yet; its administrator sets it up with: flashcards server init URL"
    case .older(let server, let version):
      "The FlashCards schema of \(server.databaseText) \(server.place) is version \(version), older than this FlashCards (version \(ServerSchema.currentVersion)); its administrator upgrades it with: flashcards server init URL"
    case .newer(let server, let version, let known):
      "The FlashCards schema of \(server.databaseText) \(server.place) is version \(version), made by a newer FlashCards (this one knows up to version \(known)); upgrade FlashCards. The database was left untouched."
    case .notFlashCards(let server):
      "The database \(server.databaseText) \(server.place) has a schema named flashcards that is not FlashCards' (it has no schema_version table); it was left untouched. Use another database."
    case .notUTF8(let server, let encoding):
      "The database \(server.databaseText) \(server.place) uses the encoding \(encoding.terminalSafe); FlashCards needs UTF8. Create one with: createdb --encoding=UTF8 --template=template0 NAME"
    }
  }
}
