/// Anki's field HTML as plain text: tags removed, `<br>` and block tags as spaces, entities
/// decoded, sound and image references dropped (and counted).
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

  private static let entities: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
    "hellip": "…", "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
    "shy": "\u{AD}", "times": "×", "divide": "÷", "deg": "°", "middot": "·", "copy": "©",
  ]

  static func plain(_ html: String, isHTML: Bool) -> Plain {
    var media = 0
    var text = withoutSounds(html, dropped: &media)
    if isHTML { text = withoutTags(text, dropped: &media) }
    return Plain(text: text, droppedMedia: media)
  }

  /// `[sound:gato.mp3]`, which Anki plays and shows nothing for.
  private static func withoutSounds(_ text: String, dropped: inout Int) -> String {
    guard text.contains("[sound:") else { return text }
    var result = ""
    var rest = text[...]
    while let start = rest.range(of: "[sound:"), let end = rest[start.upperBound...].firstIndex(of: "]") {
      result += rest[..<start.lowerBound]
      rest = rest[rest.index(after: end)...]
      dropped += 1
    }
    return result + rest
  }

  private static func withoutTags(_ html: String, dropped: inout Int) -> String {
    var result = ""
    var index = html.startIndex
    while index < html.endIndex {
      let character = html[index]
      if character == "<", let end = html[index...].firstIndex(of: ">"), isTagStart(html, after: index) {
        let name = tagName(html[html.index(after: index)..<end])
        if name == "img" || name == "audio" || name == "video" { dropped += 1 }
        if breakingTags.contains(name) { result.append(" ") }
        index = html.index(after: end)
      } else if character == "&", let (decoded, next) = entity(in: html, at: index) {
        result.append(decoded)
        index = next
      } else {
        result.append(character)
        index = html.index(after: index)
      }
    }
    return result
  }

  private static func isTagStart(_ html: String, after index: String.Index) -> Bool {
    let next = html.index(after: index)
    guard next < html.endIndex else { return false }
    return html[next].isLetter || html[next] == "/" || html[next] == "!"
  }

  /// "div" for `div class="x"` or `/div`, lowercased.
  private static func tagName(_ inside: Substring) -> String {
    inside.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
  }

  /// The character of `&amp;`, `&#233;` or `&#xE9;` at `index`, and the index after it.
  private static func entity(in html: String, at index: String.Index) -> (Character, String.Index)? {
    let body = html[html.index(after: index)...].prefix(12)
    guard let semicolon = body.firstIndex(of: ";") else { return nil }
    let name = body[..<semicolon]
    let after = html.index(after: semicolon)
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      guard let value, let scalar = Unicode.Scalar(value) else { return nil }
      return (Character(scalar), after)
    }
    return entities[String(name)].map { ($0, after) }
  }
}
