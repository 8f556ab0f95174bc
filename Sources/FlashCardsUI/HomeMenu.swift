import FlashCardsCore
import Foundation

/// The home screen of `flashcards` with no arguments: the decks, History and Stats, chosen by
/// number or name; a count after a deck ("2 10") plays that many of its cards. The same keys work
/// on every screen: Enter, `q` or Ctrl-D goes back one level, and quits from the home screen.
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
    case play(Int, count: Int? = nil)
    case practiseMissed
    case history
    case stats
    case quit
  }

  let decks: [DeckChoice]
  /// One line per deck that cannot be played: its names and first problem, already terminal-safe.
  let brokenDecks: [String]
  let terminal: any Terminal
  let database: any HistoryWriting
  let newSeed: () -> UInt64
  let clock: any MonotonicClock
  let timeZone: TimeZone
  let now: () -> Date

  public init(
    decks: [DeckChoice], brokenDecks: [String] = [], terminal: any Terminal, database: any HistoryWriting,
    newSeed: @escaping () -> UInt64, clock: any MonotonicClock = SystemClock(),
    timeZone: TimeZone = .current, now: @escaping () -> Date = Date.init
  ) {
    self.decks = decks
    self.brokenDecks = brokenDecks
    self.terminal = terminal
    self.database = database
    self.newSeed = newSeed
    self.clock = clock
    self.timeZone = timeZone
    self.now = now
  }

  /// Runs until Quit, Enter on the home screen or Ctrl-D; false when left with Ctrl-C.
  public func run() throws -> Bool {
    while true {
      // Read once per home screen: its deck lines, its entries and what a choice means.
      let lastGames = (try? database.lastGames(player: database.player)) ?? []
      let missed = missedGame(in: lastGames)
      showHome(lastGames: lastGames, missed: missed)
      var refusal = ""
      var chosen: Choice?
      while chosen == nil {
        // A choice that is not one is said in the prompt itself: the screen is not drawn again.
        switch terminal.readLine(prompt: refusal + choosePrompt(missed: missed)) {
        case .interrupted: return false
        case .endOfInput: return true
        case .line(let text):
          let typed = text.trimmingCharacters(in: .whitespaces)
          if typed.isEmpty { return true }
          chosen = choice(for: typed.lowercased(), missed: missed)
          if chosen == nil { refusal = refusalLine(for: typed, missed: missed) }
        }
      }
      switch chosen {
      case .quit, nil: return true
      case .review: try review()
      case .play(let index, let count): try play(decks[index], count: count)
      case .practiseMissed: try practiseMissed(missed)
      case .history: try browseHistory()
      case .stats: try showStats()
      }
    }
  }

  private func choosePrompt(missed: MissedGame?) -> String {
    "Choose \(terminal.style.range(1, choices(missed: missed).count)) (Enter quits): "
  }

  /// Why a typed choice is refused: a deck followed by something that is no count, or no choice.
  private func refusalLine(for typed: String, missed: MissedGame?) -> String {
    if let (deck, count) = Self.splitCount(typed), case .play = entry(for: deck, missed: missed) {
      return "A count of cards is a number from 1, not '\(count.terminalSafe)'. "
    }
    return "There is no choice '\(typed.terminalSafe)'. "
  }

  /// The home screen's entries, numbered from 1 in this order. Entries about the last game (such
  /// as practising its misses) belong after the decks.
  func choices(missed: MissedGame?) -> [Choice] {
    [.review] + decks.indices.map { Choice.play($0) } + (missed == nil ? [] : [.practiseMissed])
      + [.history, .stats, .quit]
  }

  /// What was typed means: an entry by number, name or initial, or a deck followed by how many of
  /// its cards to play ("2 10", "capitals 10").
  func choice(for typed: String, missed: MissedGame? = nil) -> Choice? {
    if let entry = entry(for: typed, missed: missed) { return entry }
    guard let (deck, count) = Self.splitCount(typed), case .play(let index, nil) = entry(for: deck, missed: missed),
      let cards = Int(count), cards >= 1
    else { return nil }
    return .play(index, count: cards)
  }

  private func entry(for typed: String, missed: MissedGame?) -> Choice? {
    let choices = choices(missed: missed)
    if let number = Int(typed), choices.indices.contains(number - 1) { return choices[number - 1] }
    switch typed {
    case "r", "review": return .review
    case "p" where missed != nil, "practise" where missed != nil: return .practiseMissed
    case "h", "history": return .history
    case "s", "stats": return .stats
    case "q", "quit": return .quit
    default: return decks.firstIndex { $0.name.lowercased() == typed }.map { Choice.play($0) }
    }
  }

  /// "capitals 10" as ("capitals", "10"): what comes before the last space, and after it.
  private static func splitCount(_ typed: String) -> (String, String)? {
    guard let space = typed.lastIndex(of: " ") else { return nil }
    return (typed[..<space].trimmingCharacters(in: .whitespaces), String(typed[typed.index(after: space)...]))
  }

  private func showHome(lastGames: [GameSummary], missed: MissedGame?) {
    let style = terminal.style
    var table = TextTable(
      columns: [
        // A name is what the player types: it is never cut, and the table is stacked sooner.
        .init("", alignment: .right), .init(""), .init(""),
        .init("", flexible: true, minimumWidth: 16),
      ], stackedHeading: 3)
    let review = reviewSummary
    for (number, choice) in choices(missed: missed).enumerated() {
      var last = TextTable.Cell("")
      let (name, about): (String, String) =
        switch choice {
        case .review: ("Review", review.row)
        case .play(let index, _): (decks[index].name, decks[index].description)
        case .practiseMissed: ("Practise missed", missed.map(HomeMenu.practiseMissedAbout) ?? "")
        case .history: ("History", "your past games and their cards")
        case .stats: ("Stats", "your progress over time")
        case .quit: ("Quit", "")
        }
      if case .play(let index, _) = choice,
        let game = lastGames.first(where: { $0.game.deck == name && $0.game.direction == decks[index].direction })
      {
        last = lastScore(game)
      }
      table.append([
        .init("\(number + 1)"), .init(name, paint: { style.bold($0) }), last, .init(about, paint: { style.dim($0) }),
      ])
    }
    terminal.writeLine(style.bold("FlashCards"))
    for line in table.render(style: style, header: false) { terminal.writeLine(line) }
    for line in brokenDecks { terminal.writeLine(DeckListView.notPlayable(line, style: style)) }
    if let note = SyncBacklogNote.text(database) { terminal.writeLine(style.dim(note)) }
    if let note = review.note { terminal.writeLine(style.dim(note)) }
    terminal.writeLine(style.dim("A count after a deck plays that many cards: 2 10"))
  }

  /// "70% today": the score of the deck's newest game and its day, coloured by the score.
  private func lastScore(_ game: GameSummary) -> TextTable.Cell {
    let percent = percentage(game.correct, of: game.cards)
    let day = DateFormats(timeZone: timeZone).shortDay(game.game.playedAt, now: now())
    return TextTable.Cell("\(percent)% \(day)", paint: { [style = terminal.style] in style.forPercent(percent, $0) })
  }

  private func play(_ choice: DeckChoice, count: Int?) throws {
    var loop = GameLoop(
      session: GameSession(deck: choice.deck, direction: choice.direction, count: count, seed: newSeed()),
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

  /// "23 due, 20 new", as `flashcards review` would ask now, and the note on the new cards'
  /// allowance (`ReviewPlan.summary`, split so that the row fits an 80-column line).
  private var reviewSummary: (row: String, note: String?) {
    guard let plan = try? reviewPlanning(at: Date()).plan(newLimit: ReviewPlanning.defaultNewLimit, limit: nil)
    else { return ("", nil) }
    if plan.sources.isEmpty { return ("the cards due, once you have played a deck", nil) }
    return (plan.dueSummary, plan.allowanceNote.map { "New cards: \($0)." })
  }

  private func review() throws {
    let now = Date()
    let planning = try reviewPlanning(at: now)
    let plan = try planning.plan(newLimit: ReviewPlanning.defaultNewLimit, limit: nil)
    guard !plan.items.isEmpty else {
      terminal.writeLine()
      terminal.writeLine(EmptyState.nothingDue(next: try planning.next(withTime: true), .homeMenu))
      pause()
      return
    }
    var loop = GameLoop(
      session: GameSession(review: plan, startedAt: now), terminal: terminal, database: database, clock: clock)
    _ = try loop.play()
    pause()
  }

  private func browseHistory() throws {
    var refusal = ""
    while true {
      let (games, total) = try database.games(matching: HistoryFilter(player: database.player), limit: 20)
      if refusal.isEmpty {
        terminal.writeLine()
        guard total > 0 else {
          terminal.writeLine(EmptyState.noGames(.homeMenu))
          pause()
          return
        }
        let list = HistoryListView(games: games, total: total, style: terminal.style)
        for line in list.renderTable() { terminal.writeLine(line) }
        if total > games.count {
          terminal.writeLine(terminal.style.dim(list.countLine + " Any number opens its game."))
        }
      }
      guard case .line(let text) = terminal.readLine(prompt: refusal + "Game number to open (Enter goes back): ")
      else { return }
      let typed = text.trimmingCharacters(in: .whitespaces)
      if typed.isEmpty || ["q", "quit"].contains(typed.lowercased()) { return }
      guard let id = GameID(typed), let (summary, cards) = try database.game(id: id.value) else {
        refusal = "There is no game '\(typed.terminalSafe)'. "
        continue
      }
      // Only the player's own games, as in the list above.
      guard summary.game.player == database.player else {
        refusal = "You have no game #\(id.value). "
        continue
      }
      refusal = ""
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
    let stats = try database.statistics(of: database.player)
    terminal.writeLine()
    if stats.games == 0 {
      terminal.writeLine(EmptyState.noGames(.homeMenu))
    } else {
      for line in StatsView(stats: stats, deck: nil, style: terminal.style).renderTable() { terminal.writeLine(line) }
    }
    pause()
  }

  func pause() {
    // Prompts stay plain: libedit shows escape codes in a prompt as text. Any line goes back.
    _ = terminal.readLine(prompt: "Press Enter to go back. ")
    terminal.writeLine()
  }
}
