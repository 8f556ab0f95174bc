import ArgumentParser

/// The `--format` of the commands that write a table or JSON but no CSV (`stats`, `history show`,
/// `review --list`): `--help` and the completions offer only what the command accepts.
enum TableOrJSON: String, CaseIterable, ExpressibleByArgument {
  case table, json
}
