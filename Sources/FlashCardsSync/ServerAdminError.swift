import FlashCardsCore
public import Foundation

/// What an admin's command can be refused for, in one line.
public enum ServerAdminError: LocalizedError, Equatable {
  public enum NameKind: Sendable {
    case login
    case className

    var noun: String { self == .login ? "A login name" : "A class name" }
  }

  case emptyName(NameKind)
  case unprintableName(NameKind, name: String)
  case spaceAtEnd(NameKind, name: String)
  case nameTooLong(name: String, bytes: Int)
  case reservedName(name: String)
  /// A role of that name exists on the server and is not one of FlashCards' logins.
  case roleExists(name: String)
  case notAPlayer(name: String)
  case emptyPassword

  public var errorDescription: String? {
    switch self {
    case .emptyName(let kind):
      "\(kind.noun) cannot be empty."
    case .unprintableName(let kind, let name):
      "\(kind.noun) cannot hold control or invisible characters: '\(name.terminalSafe)'."
    case .spaceAtEnd(let kind, let name):
      "\(kind.noun) cannot begin or end with a space: '\(name.terminalSafe)'."
    case .nameTooLong(let name, let bytes):
      "The name '\(name.terminalSafe)' is \(bytes) bytes long in UTF-8; PostgreSQL's login names hold at most \(ServerName.maximumLoginBytes). Choose a shorter name."
    case .reservedName(let name):
      "'\(name.terminalSafe)' cannot be a login: names beginning with pg_, public, none and FlashCards' own group names are reserved."
    case .roleExists(let name):
      "The server already has a role named '\(name.terminalSafe)' that is not a FlashCards login; choose another name."
    case .notAPlayer(let name):
      "'\(name.terminalSafe)' is not a player on this server; `flashcards server classes` lists them."
    case .emptyPassword:
      "The password is empty; a login needs one."
    }
  }
}
