import ArgumentParser
import FlashCardsCore
import FlashCardsStore
import Foundation

/// The options that choose games, shared by `history` and `history export`.
struct HistoryFilterOptions: ParsableArguments {
  @Option(
    help: "Only games of this deck, as played (capitals, states).", completion: ShellCompletions.deckNames)
  var deck: String?

  @Option(help: ArgumentHelp("Only games played on or after this day (local time).", valueName: "yyyy-mm-dd"))
  var since: String?

  @Option(help: ArgumentHelp("Only games played on or before this day (local time).", valueName: "yyyy-mm-dd"))
  var until: String?

  /// The filter for `player` (nil: everyone), or a one-line error for a malformed or empty period.
  func filter(player: String?, global: GlobalOptions) throws -> HistoryFilter {
    let since = try since.map { try LocalDay(option: "--since", $0) }
    let until = try until.map { try LocalDay(option: "--until", $0) }
    if let since, let until, since.start(in: .current) > until.start(in: .current) {
      throw HistoryError.emptyPeriod(since: since, until: until)
    }
    return HistoryFilter(
      player: player, deck: global.storedDeckName(deck), since: since?.start(in: .current),
      until: until?.end(in: .current))
  }
}
