import FlashCardsCore

extension ServerAddress {
  /// The user and the database in quotes, terminal-safe, as the errors name them.
  var userText: String { "'\(user.terminalSafe)'" }
  var databaseText: String { "'\(database.terminalSafe)'" }
}
