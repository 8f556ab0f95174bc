/// The identities an upgrade derives for the games of a history saved before games had one,
/// given in order of number: a game's content identity (`GameContentHash.identity`), or, when an
/// earlier game was given it, the lowest occurrence of that content not given yet.
///
/// Linear in the games however many are alike: for each content it remembers the highest
/// occurrence tried. Every occurrence up to that one is already given (each was given, or was
/// found given), so the search for the next game of that content goes on from the one after, and
/// finds what a search from occurrence 0 would. Each identity is still checked against all those
/// given, as a search from 0 checks it.
public struct DerivedGameIdentities: Sendable {
  private var given: Set<GameUUID> = []
  private var lastOccurrence: [Content: Int] = [:]

  /// A content as the identity is derived from it: the hash of every field, and the start.
  private struct Content: Hashable, Sendable {
    let digest: [UInt8]
    let unixMilliseconds: Int64
  }

  public init() {}

  /// The identity of the next game by number, whose content is `hash`, started at `unixMilliseconds`.
  public mutating func next(_ hash: GameContentHash, unixMilliseconds: Int64) -> GameUUID {
    let content = Content(digest: hash.digest(), unixMilliseconds: unixMilliseconds)
    var occurrence = lastOccurrence[content].map { $0 + 1 } ?? 0
    var uuid = hash.identity(unixMilliseconds: unixMilliseconds, occurrence: occurrence)
    while !given.insert(uuid).inserted {
      occurrence += 1
      uuid = hash.identity(unixMilliseconds: unixMilliseconds, occurrence: occurrence)
    }
    lastOccurrence[content] = occurrence
    return uuid
  }
}
