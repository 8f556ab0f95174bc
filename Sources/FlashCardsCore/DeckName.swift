import Foundation

/// Deck names as stored and as compared. A name is stored in Unicode's composed form (NFC), so
/// that "café" typed on any system is one file name; two names are the same deck name when they
/// look the same: equal after NFC and case folding ("Café", "CAFÉ", "cafe\u{301}"), as a
/// case-insensitive file system (APFS, NTFS) compares file names.
public enum DeckName {
  public static func stored(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping
  }

  public static func key(_ name: String) -> String {
    name.folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
  }
}
