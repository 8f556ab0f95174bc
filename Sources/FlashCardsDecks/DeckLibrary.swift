import FlashCardsCore
import Foundation

/// Finds deck files: a folder given with --decks, the player's own folder, and the decks
/// bundled with the program, in that order, so a player's deck can stand in for a bundled one.
/// A name is only ever looked up among these decks; it is never taken for a path.
public struct DeckLibrary {
  public struct Folder {
    public var path: String
    public var label: String

    public init(path: String, label: String) {
      self.path = path
      self.label = label
    }

    public static let decksOptionLabel = "--decks"
    public static let playerLabel = "yours"
    public static let bundledLabel = "bundled"
  }

  /// A deck as it can be played: by its name, or by its reverse name for the other direction.
  public struct Entry {
    public var name: String
    public var deck: Deck
    public var direction: Direction
    public var path: String
  }

  /// A deck file that cannot be played, under the names its header gives (or its file name).
  public struct Broken {
    public var names: [String]
    public var path: String
    public var error: DeckLoadError

    /// "'broken': FILE:LINE: message", terminal-safe.
    public var summary: String {
      names.map { "'\($0.terminalSafe)'" }.joined(separator: " and ") + ": " + error.firstProblem
    }
  }

  /// A deck file known by its header alone: the names it is played under.
  public struct Listing {
    public var path: String
    public var names: [(name: String, direction: Direction)]
    /// Set when the file cannot even be read (too large, not a regular file).
    public var error: DeckLoadError?
  }

  public static let fileExtension = "deck"
  public var folders: [Folder]

  public init(folders: [Folder]) {
    self.folders = folders
  }

  /// Every deck, first folder first, each file read whole; a name already found in an earlier
  /// folder is skipped. Files that do not parse are returned apart, under their names, to be shown
  /// with their first problem.
  public func entries() -> (entries: [Entry], broken: [Broken]) {
    var entries: [Entry] = []
    var broken: [Broken] = []
    var claimed: Set<String> = []
    for listing in listings() {
      let names = listing.names.filter { claimed.insert($0.name).inserted }
      guard !names.isEmpty else { continue }
      do throws(DeckLoadError) {
        if let error = listing.error { throw error }
        let deck = try DeckLibrary.read(listing.path)
        entries += names.map { Entry(name: $0.name, deck: deck, direction: $0.direction, path: listing.path) }
      } catch {
        broken.append(Broken(names: names.map(\.name), path: listing.path, error: error))
      }
    }
    return (entries, broken)
  }

  /// Every deck file under the names its header gives, first folder first, reading at most
  /// `DeckFile.headerLimit` bytes of each.
  public func listings() -> [Listing] {
    deckFilePaths.map(DeckLibrary.listing)
  }

  static func listing(of path: String) -> Listing {
    let stem = DeckLibrary.stem(of: path)
    do throws(DeckLoadError) {
      let names = DeckParser.headerNames(in: try DeckFile.read(path, upTo: DeckFile.headerLimit))
      return Listing(
        path: path,
        names: [(names.name ?? stem, .forward)] + (names.reverseName.map { [($0, .reverse)] } ?? []))
    } catch {
      return Listing(path: path, names: [(stem, .forward)], error: error)
    }
  }

  /// A deck the player named: a file when the text holds a / or ends in .deck or .txt and such a
  /// file exists, otherwise a name (see `entry(named:)`).
  public func load(_ nameOrPath: String) throws(DeckLoadError) -> Entry {
    guard DeckLibrary.isPath(nameOrPath) else {
      do {
        return try entry(named: nameOrPath)
      } catch .noSuchDeck where DeckLibrary.hasDeckFileSuffix(nameOrPath) {
        // No deck can be named so (see DeckParser.problem(withName:)): a file was meant.
        throw .unreadable(path: nameOrPath, reason: "no such file")
      }
    }
    let deck = try DeckLibrary.read(nameOrPath)
    return Entry(name: deck.name, deck: deck, direction: .forward, path: nameOrPath)
  }

  /// The deck played under `name`, exactly or else as `DeckName.key` compares names (case and
  /// Unicode form aside), found from the headers; only its file is then read whole. A broken deck
  /// is reported with its file and first problem.
  public func entry(named name: String) throws(DeckLoadError) -> Entry {
    try entry(named: name, in: listings()) { path throws(DeckLoadError) in try DeckLibrary.read(path) }
  }

  /// `entry(named:)` among `listings`, reading a deck's file with `read`.
  func entry(
    named name: String, in listings: [Listing], read: (String) throws(DeckLoadError) -> Deck
  ) throws(DeckLoadError) -> Entry {
    let named = listings.flatMap { listing in listing.names.map { (listing, $0.name, $0.direction) } }
    guard
      let (listing, found, direction) = named.first(where: { $0.1 == name })
        ?? named.first(where: { DeckName.key($0.1) == DeckName.key(name) })
    else {
      throw .noSuchDeck(name: name, suggestion: DeckLibrary.closest(to: name, in: named.map(\.1)))
    }
    if let error = listing.error { throw error }
    return Entry(name: found, deck: try read(listing.path), direction: direction, path: listing.path)
  }

  /// The name of a known deck that `name` stands for, ignoring case ("CAPITALS" → "capitals").
  public func canonicalName(_ name: String) -> String {
    let names = listings().flatMap { $0.names.map(\.name) }
    return names.contains(name) ? name : names.first { DeckName.key($0) == DeckName.key(name) } ?? name
  }

  public static func isPath(_ text: String) -> Bool {
    text.contains("/") || (hasDeckFileSuffix(text) && FileManager.default.fileExists(atPath: text))
  }

  public static func hasDeckFileSuffix(_ text: String) -> Bool {
    let lowercased = text.lowercased()
    return lowercased.hasSuffix(".\(fileExtension)") || lowercased.hasSuffix(".txt")
  }

  public static func read(_ path: String) throws(DeckLoadError) -> Deck {
    let bytes = try DeckFile.read(path)
    switch DeckParser.parse(bytes, defaultName: stem(of: path)) {
    case .success(let deck): return deck
    case .failure(let problems): throw .invalid(path: path, problems: problems.problems)
    }
  }

  /// "capitals" for ".../capitals.deck": a deck's name when its header gives none.
  public static func stem(of path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Every deck file in the folders searched, first folder first.
  public var deckFilePaths: [String] {
    folders.flatMap { DeckLibrary.deckFiles(in: $0.path) }
  }

  public static func deckFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
      .map { (folder as NSString).appendingPathComponent($0) }
  }
}
