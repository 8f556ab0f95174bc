/// The steps of an upgrade long enough, in a big history, to tell their progress.
public enum UpgradeStep: Sendable {
  /// Deriving each older game's identity (v8), counted in games.
  case gameIdentities
  /// Replaying every card result into memory states, counted in card results.
  case reviewSchedules
  /// Moving what the history derives to the tables Swift keeps (v17), counted in steps.
  case summaries
  /// Counting again the summaries of the players whose games another program wrote, counted in
  /// games.
  case handWrittenGames
}
