import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import Foundation

/// The candidates the bash, zsh and fish completion scripts ask the binary for (they run
/// `flashcards ---completion … -- ARGUMENT INDEX CURSOR WORDS…`): deck names and game numbers.
/// Runs at every Tab, so it reads only deck headers and the newest games, opens the history
/// read-only (creating nothing), and offers nothing rather than an error: the shell would show
/// any text it printed as a candidate.
enum ShellCompletions {
  /// Deck names, or, once the word holds a `/`, the folders and deck files it leads to (a deck
  /// can be played from its path).
  static let decks = CompletionKind.custom { words, _, prefix in
    prefix.contains("/") ? deckFiles(startingWith: prefix) : knownDeckNames(typed: words)
  }
  /// Deck names only, for `--deck` (the deck as the history names it).
  static let deckNames = CompletionKind.custom { words, _, _ in knownDeckNames(typed: words) }
  static let gameNumbers = CompletionKind.custom { words, _, _ in gameNumbers(typed: words) }

  /// How many of the newest games are offered: the ones a player goes back to.
  static let gameLimit = 30

  static func knownDeckNames(typed words: [String]) -> [String] {
    guard let library = try? options(typed: words)?.deckLibrary() else { return [] }
    var seen: Set<String> = []
    return library.listings().filter { $0.error == nil }.flatMap { $0.names.map { $0.name } }
      .filter { $0.terminalSafe == $0 && seen.insert($0).inserted }
  }

  /// The folders and `.deck`/`.txt` files whose paths start with `prefix`, as typed. Nothing
  /// after `~`: bash expands the candidates' tildes and zsh escapes them (`\~/`), so either
  /// would change what was typed.
  static func deckFiles(startingWith prefix: String) -> [String] {
    guard !prefix.hasPrefix("~") else { return [] }
    let folderAsTyped = String(prefix[...(prefix.lastIndex(of: "/") ?? prefix.startIndex)])
    let start = String(prefix.dropFirst(folderAsTyped.count))
    let folder = shellWord(folderAsTyped)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.filter { $0.hasPrefix(start) && (!$0.hasPrefix(".") || start.hasPrefix(".")) }.sorted()
      .compactMap { name in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder + name, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return folderAsTyped + name + "/" }
        return DeckLibrary.hasDeckFileSuffix(name) ? folderAsTyped + name : nil
      }
      .filter { $0.terminalSafe == $0 }
  }

  static func gameNumbers(typed words: [String]) -> [String] {
    let shell = CompletionShell.requesting
    guard let options = options(typed: words), options.resolvedDatabasePath != AppDatabase.inMemoryPath,
      FileManager.default.fileExists(atPath: options.resolvedDatabasePath),
      let database = try? AppDatabase(
        path: options.resolvedDatabasePath, access: .readOnly, player: options.resolvedPlayer),
      let newest = try? database.games(matching: HistoryFilter(player: database.player), limit: gameLimit)
    else { return [] }
    return newest.games.compactMap { summary in
      guard let id = summary.game.id else { return nil }
      let about = "\(summary.game.deck.terminalSafe) \(summary.correct)/\(summary.cards)"
      switch shell {
      case .zsh: return "\(id):\(about)"
      case .fish: return "\(id)\t\(about)"
      default: return "\(id)"
      }
    }
  }

  /// The options already typed that change where decks and games are found (`--db`, `--decks`,
  /// `--player`, in either `--db PATH` or `--db=PATH` form), or nil when they do not parse.
  private static func options(typed words: [String]) -> GlobalOptions? {
    let names: Set<String> = ["--db", "--decks", "--player"]
    var arguments: [String] = []
    var index = words.startIndex
    while index < words.endIndex {
      let word = words[index]
      if names.contains(word), index + 1 < words.endIndex {
        arguments += [word, shellWord(words[index + 1])]
        index += 2
        continue
      }
      if let equals = word.firstIndex(of: "="), names.contains(String(word[..<equals])) {
        arguments += [String(word[..<equals]), shellWord(String(word[word.index(after: equals)...]))]
      }
      index += 1
    }
    return try? GlobalOptions.parse(arguments)
  }

  /// A word as the shell would pass it to the command: bash hands over the words as typed, so
  /// surrounding quotes and a leading `~/` are undone here.
  static func shellWord(_ word: String) -> String {
    var word = word
    if word.count >= 2, let first = word.first, first == word.last, first == "'" || first == "\"" {
      word = String(word.dropFirst().dropLast())
    }
    if word.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
      word = (home as NSString).appendingPathComponent(String(word.dropFirst(2)))
    }
    return word
  }
}
