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
  case notALogin(name: String)
  case emptyPassword
  /// Another session held a lock the command needed for `seconds`: try again later.
  case busy(BusyLock, waited: String)
  /// The admin may not see or end other logins' sessions: the superuser's grant is missing.
  case sessionsNeedGrant(role: String)

  /// The locks an admin's command waits for, at most `ServerAdmin.lockWait`.
  public enum BusyLock: Sendable {
    case schemaLock
    case tables

    var name: String {
      switch self {
      case .schemaLock:
        "the schema's lock (pg_advisory_xact_lock(hashtext('flashcards.schema')): another `server init`, or a session holding that lock)"
      case .tables: "a lock on FlashCards' tables, held by another session"
      }
    }
  }

  /// 75 (EX_TEMPFAIL) when another session's lock stood in the way: try again later.
  public var exitStatus: Int32 {
    switch self {
    case .busy: 75
    case .sessionsNeedGrant: 77
    default: 1
    }
  }

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
    case .notALogin(let name):
      "'\(name.terminalSafe)' is not a player or teacher on this server; `flashcards server sessions` lists who is connected."
    case .emptyPassword:
      "The password is empty; a login needs one."
    case .busy(let lock, let waited):
      "Waited \(waited) for \(lock.name); nothing was changed. Try again later; `flashcards server sessions` shows who is connected and `flashcards server end-session LOGIN` ends a session."
    case .sessionsNeedGrant(let role):
      "The admin may not see or end other logins' sessions: a superuser grants it once with GRANT pg_read_all_stats, pg_signal_backend TO \(role.terminalSafe)."
    }
  }
}
