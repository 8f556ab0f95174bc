public import FlashCardsCore

/// One thing a receive hands over.
public enum SyncChange: Sendable, Equatable {
  case deck(SyncDeck)
  case setting(SyncSetting)
  case tombstone(SyncTombstone)
  case game(SyncGame)
  /// A row left out: reported, and read again at the next receive.
  case heldBack(SyncHeldBack)
}
