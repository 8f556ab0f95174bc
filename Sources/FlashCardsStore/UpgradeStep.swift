/// The steps of an upgrade long enough, in a big history, to tell their progress.
public enum UpgradeStep: Sendable {
  /// Deriving each older game's identity (v8), counted in games.
  case gameIdentities
  /// Replaying every card result into memory states, counted in card results.
  case reviewSchedules
}
