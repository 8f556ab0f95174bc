import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsStore
import Foundation

/// The options that choose games, shared by `history` and `history export`.
struct HistoryFilterOptions: ParsableArguments {
  @Option(
    help: "Only games of this deck, as played (capitals, states).", completion: ShellCompletions.deckNames)
  var deck: String?

  @Option(help: ArgumentHelp("Only games played on or after this day (local time).", valueName: "yyyy-mm-dd"))
  var since: LocalDay?

  @Option(help: ArgumentHelp("Only games played on or before this day (local time).", valueName: "yyyy-mm-dd"))
  var until: LocalDay?

  /// The filter for `player` (nil: everyone), or a one-line error for an empty period.
  func filter(player: String?, global: GlobalOptions) throws -> HistoryFilter {
    if let since, let until, since.start(in: .current) > until.start(in: .current) {
      throw HistoryError.emptyPeriod(since: since, until: until)
    }
    return HistoryFilter(
      player: player, deck: global.storedDeckName(deck), since: since?.start(in: .current),
      until: until?.end(in: .current))
  }
}

extension HistoryFilterOptions: TakesValues {
  static let valueOptions = [
    ValueOption("--deck", rule: .anyText), ValueOption("--since", rule: .day), ValueOption("--until", rule: .day),
  ]
}
