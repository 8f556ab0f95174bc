import Testing

@testable import FlashCardsInterchange

/// Anki's HTML as text: every character reference HTML5 names, numeric ones as the spec reads
/// them, and one pass over the text whatever it holds.
@Suite struct HTMLTextTests {
  private func text(_ html: String) -> String { HTMLText.plain(html, isHTML: true).text }

  @Test func everyNameOfTheHTML5ListIsKnown() {
    #expect(HTMLEntities.named.count == 2231)
    #expect(HTMLEntities.named.keys.filter { !$0.hasSuffix(";") }.count == 106)
    #expect(HTMLEntities.named.keys.map(\.count).max() == HTMLEntities.longestName + 1)
    #expect(
      HTMLEntities.named.keys.filter { !$0.hasSuffix(";") }.map(\.count).max() == HTMLEntities.longestLegacyName)
  }

  @Test(arguments: [
    ("caf&eacute; &oacute; &Ntilde;", "café ó Ñ"), ("&euro;5 &rarr; &hearts; &zeta;", "€5 → ♥ ζ"),
    ("&CounterClockwiseContourIntegral;", "∳"), ("&NotEqualTilde;", "\u{2242}\u{338}"),
    ("&nbsp;&shy;&ZeroWidthSpace;", "\u{A0}\u{AD}\u{200B}"),
    // The legacy names also without ";", and the longest name matches ("&notin;" is not "&not" + "in;").
    ("&copy2024 &amp &lt;b&gt", "©2024 & <b>"), ("&notin; &notit;", "∉ ¬it;"),
    // Not references: left as written.
    ("&unknown; & &; &#; &#x; &#xg; a&b", "&unknown; & &; &#; &#x; &#xg; a&b"), ("&Zeta &Eacute", "&Zeta É"),
  ])
  func namedReferences(html: String, plain: String) {
    #expect(text(html) == plain)
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state
  @Test(arguments: [
    ("&#233;&#xE9;&#XE9;&#0233", "éééé"), ("&#65bc", "Abc"), ("&#x1F600;", "😀"),
    ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#xDFFF;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"),
    ("&#99999999999999999999;", "\u{FFFD}"), ("&#128;&#x92;&#x9F;", "€’Ÿ"), ("&#x81;", "\u{81}"),
    ("&#xFFFF;", "\u{FFFF}"),
  ])
  func numericReferences(html: String, plain: String) {
    #expect(text(html) == plain)
  }

  @Test func tagsAndMediaAsBefore() {
    #expect(
      HTMLText.plain("<IMG SRC=x>a<Br/>b[sound:x.mp3]<audio src=y>", isHTML: true)
        == .init(
          text: "a b", droppedMedia: 3))
    #expect(text("a <é> <3 </b") == "a <é> <3 </b", "not tags: no letter after <, or no > after it")
    #expect(HTMLText.plain("[sound:a", isHTML: false) == .init(text: "[sound:a", droppedMedia: 0))
  }

  /// Texts that once made each `<` or `[sound:` search to the end: 1 MB of each is read looking
  /// at each byte a few times, where a quadratic pass would look at about 10^11. The bound is
  /// generous; only a pass that goes back over the text breaks it.
  @Test(arguments: ["<a", "[sound:", "&", "&#", "&#x", "&amp", "&CounterClockwiseContourIntegra", "<", "&#9999999"])
  func oneMegabyteOfAnyPatternIsOnePass(pattern: String) {
    let html = String(repeating: pattern, count: 1_000_000 / pattern.utf8.count)
    var examined = 0
    let plain = HTMLText.plain(html, isHTML: true, examined: &examined)
    #expect(examined <= 4 * html.utf8.count, "\(examined) bytes looked at for \(html.utf8.count)")
    #expect(!plain.text.isEmpty)
  }

  @Test func aClosedPatternAfterManyOpenOnesIsStillFound() {
    let html = String(repeating: "<a", count: 1000) + ">x" + String(repeating: "[sound:", count: 1000) + "]y"
    #expect(HTMLText.plain(html, isHTML: true) == .init(text: "xy", droppedMedia: 1))
  }
}
