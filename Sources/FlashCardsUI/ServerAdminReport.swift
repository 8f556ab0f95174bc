import FlashCardsCore

/// What the `server` commands say they did, one sentence each. Names are shown terminal-safe.
public enum ServerAdminReport {
  public static func initialized(_ outcome: ServerSchemaOutcome, at server: ServerAddress) -> String {
    let place = "\(server.database.terminalSafe) on \(server.hostAndPort)"
    switch outcome {
    case .created(let version):
      return "Created the FlashCards schema (version \(version)) in \(place)."
    case .upgraded(let from, let to):
      return "Upgraded the FlashCards schema in \(place) from version \(from) to version \(to)."
    case .alreadyCurrent(let version):
      return "The FlashCards schema in \(place) is already at version \(version); nothing to do."
    }
  }

  public static func added(_ added: ServerLoginAdded) -> String {
    let name = "'\(added.name.terminalSafe)'"
    let role = added.role == .player ? "player" : "teacher"
    let classes = added.joinedClasses.map { "'\($0.terminalSafe)'" }
    let created = added.createdClasses.map { "'\($0.terminalSafe)'" }
    var sentence: String
    if added.alreadyThere {
      sentence =
        classes.isEmpty
        ? "\(name) is already a \(role); nothing changed (the password stays as it was)."
        : "\(name) is already a \(role); now also in \(list(classes, "class"))."
    } else {
      let login = added.madeLogin ? "with a new login" : "with the login they already have"
      sentence = "Added the \(role) \(name) \(login)"
      sentence += classes.isEmpty ? "." : ", in \(list(classes, "class"))."
    }
    if !created.isEmpty { sentence += " Made the new \(list(created, "class"))." }
    return sentence
  }

  public static func removed(_ removed: ServerPlayerRemoved) -> String {
    let login = removed.droppedLogin ? "and their login" : "(their login stays: they teach)"
    return
      "Removed the player '\(removed.name.terminalSafe)', their \(removed.games.counted("game")) on the server \(login)."
  }

  public static func endedSessions(_ ended: Int, of login: String) -> String {
    ended == 0
      ? "'\(login.terminalSafe)' has no session on the server; nothing to end."
      : "Ended \(ended.counted("session")) of '\(login.terminalSafe)'."
  }

  /// "class '5b'", "classes '5b' and '6a'", "classes '5b', '6a' and '7c'".
  private static func list(_ names: [String], _ noun: String) -> String {
    let joined =
      names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
    return (names.count == 1 ? noun : noun + "es") + " " + joined
  }
}
