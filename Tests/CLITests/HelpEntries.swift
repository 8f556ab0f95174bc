import Foundation

/// The ARGUMENTS and OPTIONS entries of a command's `--help`: each as shown (`-c, --count
/// <count>`, `<deck>`) with its help, wrapped lines joined.
struct HelpEntry: Equatable {
  var spec: String
  var help: String

  /// The option's names (`--count`, `-c`), or none for an argument.
  var names: [String] {
    spec.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init).filter { $0.hasPrefix("-") }
  }
  /// The value list ArgumentParser adds (`(values: table, json; default: table)`), if any.
  var values: String? { help.firstMatch(of: #/\(values: ([^;)]+)/#).map { String($0.output.1) } }
  /// The default ArgumentParser adds, or the one the help text gives as `(default: …)`.
  var defaultValue: String? { help.firstMatch(of: #/default: ([^)]+)\)/#).map { String($0.output.1) } }

  static func parse(_ help: String) -> [HelpEntry] {
    var entries: [HelpEntry] = []
    var inList = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line == "ARGUMENTS:" || line == "OPTIONS:" {
        inList = true
      } else if line.isEmpty || !line.hasPrefix(" ") {
        inList = false
      } else if inList && !line.hasPrefix("   ") {
        // The help starts at column 26; a longer name has it on the next line.
        let characters = Array(line)
        if characters.count > 26 && characters[25] == " " {
          entries.append(
            HelpEntry(
              spec: String(characters[..<26]).trimmingCharacters(in: .whitespaces),
              help: String(characters[26...]).trimmingCharacters(in: .whitespaces)))
        } else {
          entries.append(HelpEntry(spec: line.trimmingCharacters(in: .whitespaces), help: ""))
        }
      } else if inList, let last = entries.indices.last {
        entries[last].help += (entries[last].help.isEmpty ? "" : " ") + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return entries
  }
}
