import Foundation

/// A player's name as the history stores it: in Unicode's composed form (NFC), so that "José"
/// typed with a precomposed é and with e + U+0301 is one player; and without control or format
/// characters, which would make two names look alike, or a name drive the terminal it is shown on.
public enum PlayerName {
  /// What is wrong with a name given for a player.
  public enum Problem: Error, Equatable {
    case empty
    /// The first character that is refused, e.g. U+202E.
    case invisible(Unicode.Scalar)
  }

  /// `name` in NFC, or the reason it cannot name a player.
  public static func checked(_ name: String) throws(Problem) -> String {
    guard !isBlank(name) else { throw .empty }
    // What `terminalSafe` would replace: a joiner inside an emoji sequence (👩‍👧) stays.
    if name.terminalSafe != name {
      let scalars = name.unicodeScalars
      throw .invisible(
        scalars.first(where: \.isControlCharacter) ?? scalars.first { $0.isInvisibleFormatting && $0 != "\u{200D}" }
          ?? "\u{200D}")
    }
    return normalized(name)
  }

  /// Whether `name` holds nothing but spaces and tabs: what `trimmingCharacters(in: .whitespaces)`
  /// empties (Unicode's space separators, U+0009 and U+200B), read without bridging to NSString,
  /// which every command would pay at its start.
  static func isBlank(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy {
      $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
  }

  /// `name` in NFC. ASCII is already: Foundation's normalization (ICU) is only loaded for the rest.
  public static func normalized(_ name: String) -> String {
    name.isPrintableASCII ? name : name.precomposedStringWithCanonicalMapping
  }
}

extension PlayerName.Problem {
  /// Why `name` names no player, in words; nil for an empty name, which needs no more than "a name".
  public func reason(name: String) -> String? {
    switch self {
    case .empty: nil
    case .invisible(let scalar):
      "'\(name.terminalSafe)' holds \(PlayerName.describe(scalar)), which a player's name cannot hold."
    }
  }
}

extension PlayerName {
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return scalar.isControlCharacter ? "a control character (\(code))" : "an invisible format character (\(code))"
  }
}
