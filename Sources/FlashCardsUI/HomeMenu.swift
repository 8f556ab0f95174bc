import FlashCardsCore
import FlashCardsStore
import Foundation

/// The home screen of `flashcards` with no arguments: the decks, History and Stats, chosen by
/// number. History opens a game's cards by its number; Enter goes back one level.
public struct HomeMenu {
  public struct DeckChoice {
    public var name: String
    public var description: String
    public var deck: Deck
    public var direction: Direction

    public init(name: String, description: String, deck: Deck, direction: Direction) {
      self.name = name
      self.description = description
      self.deck = deck
      self.direction = direction
    }
  }

  enum Choice: Equatable {
    case review
    case play(Int)
    case history
    case stats
    case quit
  }

  let decks: [DeckChoice]
  /// One line per deck that cannot be played: its names and first problem, already terminal-safe.
  let brokenDecks: [String]
  let terminal: any Terminal
  let database: AppDatabase
  let newSeed: () -> UInt64
  let clock: any MonotonicClock

  public init(
    decks: [DeckChoice], brokenDecks: [String] = [], terminal: any Terminal, database: AppDatabase,
    newSeed: @escaping () -> UInt64, clock: any MonotonicClock = SystemClock()
  ) {
    self.decks = decks
    self.brokenDecks = brokenDecks
    self.terminal = terminal
    self.database = database
    self.newSeed = newSeed
    self.clock = clock
  }

  /// Runs until Quit, Enter on the home screen or Ctrl-D; false when left with Ctrl-C.
  public func run() throws -> Bool {
    while true {
      showHome()
      switch terminal.readLine(prompt: "Choose 1–\(choices.count) (Enter quits): ") {
      case .interrupted: return false
      case .endOfInput: return true
      case .line(let text):
        let typed = text.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty { return true }
        guard let choice = choice(for: typed.lowercased()) else {
          terminal.writeLine(terminal.style.red("There is no choice '\(typed.terminalSafe)'.") + "\n")
          continue
        }
        switch choice {
        case .quit: return true
        case .review: try review()
        case .play(let index): try play(decks[index])
        case .history: try browseHistory()
        case .stats: try showStats()
        }
      }
    }
  }

  var choices: [Choice] {
    [.review] + decks.indices.map(Choice.play) + [.history, .stats, .quit]
  }

  func choice(for typed: String) -> Choice? {
    if let number = Int(typed), choices.indices.contains(number - 1) { return choices[number - 1] }
    switch typed {
    case "r", "review": return .review
    case "h", "history": return .history
    case "s", "stats": return .stats
    case "q", "quit": return .quit
    default: return decks.firstIndex { $0.name.lowercased() == typed }.map(Choice.play)
    }
  }

  private func showHome() {
    let style = terminal.style
    var table = TextTable(columns: [
      .init("", alignment: .right), .init("", flexible: true, minimumWidth: 8), .init("", flexible: true),
    ])
    for (number, choice) in choices.enumerated() {
      let (name, about): (String, String) =
        switch choice {
        case .review: ("Review", reviewSummary)
        case .play(let index): (decks[index].name, decks[index].description)
        case .history: ("History", "your past games and their cards")
        case .stats: ("Stats", "your progress over time")
        case .quit: ("Quit", "")
        }
      table.append([
        .init("\(number + 1)"), .init(name, paint: { style.bold($0) }), .init(about, paint: { style.dim($0) }),
      ])
    }
    terminal.writeLine(style.bold("FlashCards"))
    for line in table.render(style: style).dropFirst() { terminal.writeLine(line) }
    for line in brokenDecks { terminal.writeLine(style.red("Not playable: ") + line) }
  }

  private func play(_ choice: DeckChoice) throws {
    var loop = GameLoop(
      session: GameSession(deck: choice.deck, direction: choice.direction, seed: newSeed()),
      terminal: terminal, database: database, clock: clock)
    _ = try loop.playAndPractiseMisses(newSeed: newSeed)
    pause()
  }

  /// The review of the decks listed that the player has answered cards of.
  private func reviewPlanning(at moment: Date) throws -> ReviewPlanning {
    let played = try database.reviewedDecks(player: database.player)
    var sources: [String: ReviewPlan.Source] = [:]
    for choice in decks where played.contains(where: { $0.deck == choice.name && $0.direction == choice.direction }) {
      sources[choice.name] = ReviewPlan.Source(deck: choice.deck, direction: choice.direction)
    }
    return ReviewPlanning(database: database, sources: sources, now: moment)
  }

  /// "23 due, 20 new", as `flashcards review` would ask now.
  private var reviewSummary: String {
    guard let plan = try? reviewPlanning(at: Date()).plan(newLimit: ReviewPlanning.defaultNewLimit, limit: nil)
    else { return "" }
    if plan.sources.isEmpty { return "the cards due, once you have played a deck" }
    return "\(plan.dueCount) due, \(plan.newCount) new"
  }

  private func review() throws {
    let now = Date()
    let planning = try reviewPlanning(at: now)
    let plan = try planning.plan(newLimit: ReviewPlanning.defaultNewLimit, limit: nil)
    guard !plan.items.isEmpty else {
      terminal.writeLine()
      let next = try planning.next(withTime: true).map { " Next: \($0)." } ?? " Play a deck first."
      terminal.writeLine("Nothing due.\(next)")
      pause()
      return
    }
    var loop = GameLoop(
      session: GameSession(review: plan, startedAt: now), terminal: terminal, database: database, clock: clock)
    _ = try loop.play()
    pause()
  }

  private func browseHistory() throws {
    while true {
      let (games, total) = try database.games(matching: HistoryFilter(player: database.player), limit: 20)
      terminal.writeLine()
      guard total > 0 else {
        terminal.writeLine("No games yet: choose a deck to play one.")
        pause()
        return
      }
      let list = HistoryListView(games: games, total: total, style: terminal.style)
      for line in list.renderTable() { terminal.writeLine(line) }
      if total > games.count {
        terminal.writeLine(terminal.style.dim(list.countLine + " Any number opens its game."))
      }
      guard case .line(let text) = terminal.readLine(prompt: "Game number to open (Enter goes back): "),
        !text.trimmingCharacters(in: .whitespaces).isEmpty
      else { return }
      let typed = text.trimmingCharacters(in: .whitespaces)
      guard let id = Int64(typed.hasPrefix("#") ? String(typed.dropFirst()) : typed),
        let (summary, cards) = try database.game(id: id)
      else {
        terminal.writeLine(terminal.style.red("There is no game '\(typed.terminalSafe)'."))
        continue
      }
      terminal.writeLine()
      let detail = GameDetailView(
        summary: summary, cards: cards, style: terminal.style)
      for line in detail.renderTable() {
        terminal.writeLine(line)
      }
      pause()
    }
  }

  private func showStats() throws {
    let stats = try database.statistics(player: database.player)
    terminal.writeLine()
    if stats.games == 0 {
      terminal.writeLine("No games yet: choose a deck to play one.")
    } else {
      for line in StatsView(stats: stats, deck: nil, style: terminal.style).renderTable() { terminal.writeLine(line) }
    }
    pause()
  }

  private func pause() {
    // Prompts stay plain: libedit shows escape codes in a prompt as text.
    _ = terminal.readLine(prompt: "Press Enter to go back. ")
    terminal.writeLine()
  }
}
