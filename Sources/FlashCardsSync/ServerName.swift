import FlashCardsCore

/// The names an admin gives: a player's or teacher's login, a class. Any text is data (quotes,
/// semicolons, spaces, any script), within what PostgreSQL can hold without surprise.
public enum ServerName {
  /// PostgreSQL's names hold at most 63 bytes (NAMEDATALEN - 1); a longer one would be cut short
  /// silently, and the login would not be the player's name.
  public static let maximumLoginBytes = 63

  public static func checkLogin(_ name: String) throws {
    try checkText(name, what: .login)
    let bytes = name.utf8.count
    if bytes > maximumLoginBytes { throw ServerAdminError.nameTooLong(name: name, bytes: bytes) }
    let lowered = name.lowercased()
    if lowered.hasPrefix("pg_") || ["public", "none", "flashcards_player", "flashcards_teacher"].contains(lowered) {
      throw ServerAdminError.reservedName(name: name)
    }
  }

  public static func checkClass(_ name: String) throws {
    try checkText(name, what: .className)
  }

  private static func checkText(_ name: String, what: ServerAdminError.NameKind) throws {
    if name.isEmpty { throw ServerAdminError.emptyName(what) }
    if name.unicodeScalars.contains(where: { $0.isControlCharacter || $0.isInvisibleFormatting }) {
      throw ServerAdminError.unprintableName(what, name: name)
    }
    if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
      throw ServerAdminError.spaceAtEnd(what, name: name)
    }
  }
}
