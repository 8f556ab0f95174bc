import FlashCardsCore
import Foundation

/// Finds deck files: a folder given with --decks, the player's own folder, and the decks
/// bundled with the program, in that order, so a player's deck can stand in for a bundled one.
struct DeckLibrary {
  struct Folder {
    var path: String
    var label: String
  }

  /// A deck as it can be played: by its name, or by its reverse name for the other direction.
  struct Entry {
    var name: String
    var deck: Deck
    var direction: Direction
    var path: String
  }

  static let fileExtension = "deck"
  var folders: [Folder]

  /// Every playable deck, first folder first; a name already found in an earlier folder is
  /// skipped. Files that do not parse are returned apart, to be reported.
  func entries() -> (entries: [Entry], broken: [(path: String, error: DeckLoadError)]) {
    var entries: [Entry] = []
    var broken: [(String, DeckLoadError)] = []
    var names: Set<String> = []
    for folder in folders {
      for path in DeckLibrary.deckFiles(in: folder.path) {
        do {
          let deck = try DeckLibrary.read(path)
          for direction in Direction.allCases {
            guard direction == .forward || deck.reverseName != nil else { continue }
            let name = deck.name(for: direction)
            if names.insert(name).inserted {
              entries.append(Entry(name: name, deck: deck, direction: direction, path: path))
            }
          }
        } catch {
          broken.append((path, error))
        }
      }
    }
    return (entries, broken)
  }

  /// The names under which decks are played in reverse ("states"), read from headers only.
  func reverseNames() -> Set<String> {
    let paths = folders.flatMap { DeckLibrary.deckFiles(in: $0.path) }
    return Set(paths.compactMap { path in
      FileManager.default.contents(atPath: path).flatMap { DeckParser.reverseName(in: Array($0)) }
    })
  }

  /// A deck by name (see `entries`) or by the path of its file.
  func load(_ nameOrPath: String) throws(DeckLoadError) -> Entry {
    if DeckLibrary.looksLikePath(nameOrPath) {
      let deck = try DeckLibrary.read(nameOrPath)
      return Entry(name: deck.name, deck: deck, direction: .forward, path: nameOrPath)
    }
    let known = entries().entries
    if let entry = known.first(where: { $0.name == nameOrPath })
      ?? known.first(where: { $0.name.lowercased() == nameOrPath.lowercased() })
    {
      return entry
    }
    throw .noSuchDeck(name: nameOrPath, suggestion: DeckLibrary.closest(to: nameOrPath, in: known.map(\.name)))
  }

  static func looksLikePath(_ text: String) -> Bool {
    text.contains("/") || text.hasSuffix(".\(fileExtension)") || text.hasSuffix(".txt")
  }

  static func read(_ path: String) throws(DeckLoadError) -> Deck {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadable(path: path, reason: "no such file")
    }
    if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a folder, not a deck file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    switch DeckParser.parse(Array(data), defaultName: stem) {
    case .success(let deck): return deck
    case .failure(let problems): throw .invalid(path: path, problems: problems.problems)
    }
  }

  static func deckFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
      .map { (folder as NSString).appendingPathComponent($0) }
  }

  /// The known name nearest to a mistyped one, if any is near enough to suggest.
  static func closest(to name: String, in names: [String]) -> String? {
    let target = name.lowercased()
    return names.min { distance($0.lowercased(), target) < distance($1.lowercased(), target) }
      .flatMap { distance($0.lowercased(), target) <= max(2, target.count / 3) ? $0 : nil }
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }
}

enum DeckLoadError: LocalizedError {
  case noSuchDeck(name: String, suggestion: String?)
  case unreadable(path: String, reason: String)
  case invalid(path: String, problems: [DeckProblem])
  case noSuchFolder(path: String)

  var errorDescription: String? {
    switch self {
    case .noSuchDeck(let name, let suggestion):
      let hint = suggestion.map { "Did you mean '\($0.terminalSafe)'? " } ?? ""
      return "No deck named '\(name.terminalSafe)'. \(hint)See the list with: flashcards decks"
    case .unreadable(let path, let reason):
      return "Cannot read the deck file '\(path.terminalSafe)': \(reason)."
    case .invalid(let path, let problems):
      let first = problems.first.map { DeckLoadError.located($0, in: path) } ?? path.terminalSafe
      let more = problems.count > 1 ? " (and \(problems.count - 1) more problems)" : ""
      return "\(first)\(more). Check it with: flashcards decks check \(path.terminalSafe)"
    case .noSuchFolder(let path):
      return "The deck folder '\(path.terminalSafe)' does not exist."
    }
  }

  /// "FILE:LINE: message", as compilers write it, or "FILE: message" for the whole file.
  static func located(_ problem: DeckProblem, in path: String) -> String {
    let place = problem.line > 0 ? "\(path):\(problem.line)" : path
    return "\(place.terminalSafe): \(problem.message.terminalSafe)"
  }
}
