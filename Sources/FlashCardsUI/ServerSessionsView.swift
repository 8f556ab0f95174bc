import FlashCardsCore
import Foundation

/// `flashcards server sessions`: who is connected, in what state, and since when a transaction
/// has been open; times in the given time zone. Names pass through the table, terminal-safe.
public struct ServerSessionsView {
  let sessions: [ServerSession]
  let style: TextStyle
  let timeZone: TimeZone
  let now: Date

  public init(sessions: [ServerSession], style: TextStyle, timeZone: TimeZone, now: Date) {
    self.sessions = sessions
    self.style = style
    self.timeZone = timeZone
    self.now = now
  }

  public func render() -> [String] {
    guard !sessions.isEmpty else { return ["No player or teacher is connected."] }
    let dates = DateFormats(timeZone: timeZone)
    var table = TextTable(
      columns: [
        TextTable.Column("Login", flexible: true), TextTable.Column("Process", alignment: .right),
        TextTable.Column("From", flexible: true), TextTable.Column("Connected"),
        TextTable.Column("State", flexible: true),
      ], stackedHeading: 2)
    for session in sessions {
      var state = session.state ?? "unknown"
      if let since = session.transactionSince, session.state != "active" {
        let minutes = max(0, Int(now.timeIntervalSince(since) / 60))
        state += " since \(dates.minute(since)) (\(minutes.counted("minute")))"
      }
      table.append([
        .init(session.login), .init(String(session.processID)), .init(session.client),
        .init(dates.minute(session.connectedAt)), .init(state),
      ])
    }
    return table.render(style: style)
  }
}
