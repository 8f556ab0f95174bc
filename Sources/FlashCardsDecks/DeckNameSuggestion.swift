extension DeckLibrary {
  /// The known name nearest to a mistyped one, if any is near enough to suggest.
  public static func closest(to name: String, in names: [String]) -> String? {
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
