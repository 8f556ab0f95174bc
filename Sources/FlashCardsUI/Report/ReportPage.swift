import FlashCardsCore
import Foundation

/// The HTML report: one self-contained page, no script, nothing fetched (its Content-Security-Policy
/// forbids both), every chart an inline SVG in a figure with a title and a table saying the same.
public enum ReportPage {
  /// A learner's page: `facts` of one player, with the cards of the decks they played.
  public static func learner(_ facts: ReportFacts, decks: [ReportDeck], now: Date, title: String) -> String {
    let today = ReportFacts.day(of: now)
    var body = "<header><h1>\(title.html)</h1><p class=\"meta\">Written \(ReportNumber.day(today)).</p></header>\n"
    body += LearnerSections(facts: facts, decks: decks, now: now, today: today, anchor: "me").html
    return page(title: title, body: body)
  }

  /// A teacher's page: every pupil at a glance, the class's misses and confusions, a pupil × card
  /// grid of one deck, then each pupil's own page.
  public static func teacher(_ pupils: [ReportFacts], decks: [ReportDeck], now: Date, title: String) -> String {
    let today = ReportFacts.day(of: now)
    var body = "<header><h1>\(title.html)</h1><p class=\"meta\">Written \(ReportNumber.day(today)). "
    body += "\(pupils.count) \(pupils.count == 1 ? "pupil" : "pupils").</p></header>\n"
    body += ClassSections(pupils: pupils, decks: decks, now: now, today: today).html
    return page(title: title, body: body)
  }

  static func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>\(title.html)</title>
    <style>\(css)</style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  static let css = """
    :root{--bg:#fff;--fg:#1b1b1b;--muted:#5a5a5a;--line:#c8c8c8;--panel:#f4f4f4;
    --c1:#0072B2;--c2:#E69F00;--c3:#009E73;--c4:#D55E00;--c5:#56B4E9;--c6:#CC79A7;--c0:#e6e6e6}
    .h0{fill:var(--c0)}.h1{fill:#9ecae1}.h2{fill:#56B4E9}.h3{fill:#0072B2}.h4{fill:#08306b}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#b0b0b0;--line:#444;
    --panel:#1e1e1e;--c0:#2c2c2c}.h1{fill:#1d4f7a}.h2{fill:#2f7fb8}.h3{fill:#56B4E9}.h4{fill:#c6e6fa}}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:980px;padding:12px;background:var(--bg);color:var(--fg);
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:break-word}
    h1{font-size:1.5em;margin:.3em 0}h2{font-size:1.25em;margin:1.4em 0 .4em;border-bottom:1px solid var(--line)}
    h3{font-size:1.05em;margin:.2em 0}.meta,figcaption p{color:var(--muted);margin:.2em 0}
    figure{margin:1em 0;padding:8px;background:var(--panel);border-radius:6px;max-width:100%}
    svg{display:block;width:100%;height:auto;max-width:100%}
    svg text{fill:var(--fg);font:11px system-ui,sans-serif}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;margin:.4em 0;font-size:.92em}
    th,td{border-bottom:1px solid var(--line);padding:3px 6px;text-align:left;vertical-align:top}
    th,td{overflow-wrap:break-word}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
    td.n{white-space:nowrap}
    @media (max-width:640px){table.stack thead{display:none}table.stack,table.stack tbody,table.stack tr{display:block}
    table.stack tr{border-bottom:2px solid var(--line);padding:4px 0}
    table.stack td{display:flex;justify-content:space-between;gap:1em;border:0;padding:1px 4px;text-align:right}
    table.stack td::before{content:attr(data-label);font-weight:600;text-align:left}}
    details summary{cursor:pointer;color:var(--muted)}
    .cards{display:flex;flex-wrap:wrap;gap:.5em 1.2em;padding:0;list-style:none;margin:.4em 0}
    .cards li b{font-size:1.3em;display:block}
    .flag{display:inline-block;padding:0 5px;margin:1px;border-radius:3px;border:1px solid var(--c4);font-size:.85em}
    .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.6em,1fr));gap:3px}
    .map{display:grid;grid-template-columns:repeat(11,minmax(0,1fr));gap:2px;font-size:.7em}
    .tile{padding:3px;border-radius:3px;min-height:2.6em;line-height:1.15;border:1px solid var(--line)}
    .tile small{display:block}
    .r-high{background:#0072B2;color:#fff}.r-mid{background:#56B4E9;color:#000}
    .r-low{background:#E69F00;color:#000}.r-lost{background:#D55E00;color:#fff}
    .r-new{background:repeating-linear-gradient(45deg,var(--c0),var(--c0) 4px,transparent 4px,transparent 8px);color:var(--fg)}
    .r-learn{background:var(--c0);color:var(--fg);border:1px dashed var(--fg)}
    .r-lost,.r-low{font-style:italic}
    .key span{display:inline-block;padding:1px 6px;margin:2px;border-radius:3px}
    .grid td{padding:1px 3px;font-size:.8em;text-align:center}
    .bar-l{fill:var(--c1)}.bar-2{fill:var(--c2)}.bar-3{fill:var(--c3)}.bar-4{fill:var(--c4)}
    .axis{stroke:var(--line)}.asked{stroke:var(--c4);stroke-dasharray:5 3;stroke-width:2;fill:none}
    .line{stroke:var(--c2);stroke-width:2;fill:none}
    .stage-new{fill:var(--c0)}.stage-learning{fill:#E69F00}.stage-young{fill:#56B4E9}.stage-mature{fill:#0072B2}
    section.pupil{border-top:3px solid var(--line);margin-top:2em}
    @media print{body{max-width:none;background:#fff;color:#000}
    section.pupil{break-before:page}figure{break-inside:avoid}}
    """
}

/// A deck as the report draws it: its cards in order, as the history names them, and for a deck
/// of the U.S. states the state of each card, for the tile map.
public struct ReportDeck: Sendable {
  public struct Card: Sendable {
    public var shown: String
    public var state: String?
    public init(shown: String, state: String?) { (self.shown, self.state) = (shown, state) }
  }
  public var name: String
  public var direction: Direction
  public var cards: [Card]

  public init(name: String, direction: Direction, cards: [Card]) {
    (self.name, self.direction, self.cards) = (name, direction, cards)
  }

  /// A deck whose cards are the 50 states draws as the map.
  var isStateMap: Bool { Set(cards.compactMap(\.state)).count == StateTiles.tiles.count }
}
