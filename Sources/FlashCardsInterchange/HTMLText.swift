/// Anki's field HTML as plain text: tags removed, `<br>` and block tags as spaces, character
/// references decoded (HTMLEntities), sound and image references dropped (and counted).
///
/// One pass over the UTF-8, each byte looked at a bounded number of times, so that a `<` or a
/// `[sound:` with no end after it cannot make every later one search to the end of the text
/// (quadratic). `HTMLTextTests` counts the bytes looked at on such texts.
enum HTMLText {
  struct Plain: Equatable {
    var text: String
    var droppedMedia: Int
  }

  /// Tags whose edges break a line: written as a space so that words do not run together.
  private static let breakingTags: Set<String> = [
    "br", "div", "p", "li", "ul", "ol", "tr", "td", "th", "table", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
    "blockquote", "pre",
  ]
  private static let mediaTags: Set<String> = ["img", "audio", "video"]
  private static let soundStart = Array("[sound:".utf8)

  static func plain(_ html: String, isHTML: Bool) -> Plain {
    var examined = 0
    return plain(html, isHTML: isHTML, examined: &examined)
  }

  /// `examined` counts every byte looked at, for the tests that keep the pass linear.
  static func plain(_ html: String, isHTML: Bool, examined: inout Int) -> Plain {
    let bytes = Array(html.utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var media = 0
    var tagEnds = ForwardSearch(for: UInt8(ascii: ">"))
    var soundEnds = ForwardSearch(for: UInt8(ascii: "]"))
    var index = 0
    while index < bytes.count {
      examined += 1
      let byte = bytes[index]
      // `[sound:gato.mp3]`, which Anki plays and shows nothing for.
      if byte == UInt8(ascii: "["), startsSound(bytes, at: index, examined: &examined),
        let end = soundEnds.next(in: bytes, from: index + soundStart.count, examined: &examined)
      {
        media += 1
        index = end + 1
      } else if isHTML, byte == UInt8(ascii: "<"), isTagStart(bytes, after: index),
        let end = tagEnds.next(in: bytes, from: index + 1, examined: &examined)
      {
        let name = tagName(bytes[(index + 1)..<end], examined: &examined)
        if mediaTags.contains(name) { media += 1 }
        if breakingTags.contains(name) { text.append(UInt8(ascii: " ")) }
        index = end + 1
      } else if isHTML, byte == UInt8(ascii: "&"),
        let (decoded, end) = HTMLEntities.reference(in: bytes, at: index, examined: &examined)
      {
        text += decoded
        index = end
      } else {
        text.append(byte)
        index += 1
      }
    }
    return Plain(text: String(decoding: text, as: UTF8.self), droppedMedia: media)
  }

  private static func startsSound(_ bytes: [UInt8], at index: Int, examined: inout Int) -> Bool {
    guard bytes.count - index >= soundStart.count else { return false }
    for offset in 1..<soundStart.count {
      examined += 1
      if bytes[index + offset] != soundStart[offset] { return false }
    }
    return true
  }

  /// A `<` starts a tag when a letter, `/` or `!` follows (so "a < b" is text).
  private static func isTagStart(_ bytes: [UInt8], after index: Int) -> Bool {
    guard index + 1 < bytes.count else { return false }
    let next = bytes[index + 1]
    return next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
  }

  /// "div" for `div class="x"` or `/div`, lowercased.
  private static func tagName(_ inside: ArraySlice<UInt8>, examined: inout Int) -> String {
    var name: [UInt8] = []
    for byte in inside.drop(while: { $0 == UInt8(ascii: "/") }) {
      examined += 1
      let lowered = byte | 0x20
      guard
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      else { break }
      name.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? lowered : byte)
    }
    return String(decoding: name, as: UTF8.self)
  }
}
