/// The `--format` of the commands that write a table, JSON or CSV (`history`).
public enum OutputFormat: String, CaseIterable, Sendable {
  case table, json, csv
}
