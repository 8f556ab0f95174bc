import FlashCardsCore

/// `server classes`: each class with its teachers and its players (and how many games each has
/// on the server), then the players in no class and the teachers of none.
public struct ClassRosterView {
  let roster: ClassRoster
  let style: TextStyle

  public init(roster: ClassRoster, style: TextStyle) {
    self.roster = roster
    self.style = style
  }

  public static let empty =
    "No classes, players or teachers yet. Add some with: flashcards server add-player NAME --class CLASS"

  public func render() -> [String] {
    guard !roster.isEmpty else { return [ClassRosterView.empty] }
    var table = TextTable(
      columns: [
        TextTable.Column("Class", flexible: true), TextTable.Column("Teachers", flexible: true),
        TextTable.Column("Player", flexible: true), TextTable.Column("Games", alignment: .right, stackedLabel: "games"),
      ], stackedHeading: 3)
    for group in roster.classes {
      let teachers = group.teachers.isEmpty ? "(none)" : group.teachers.joined(separator: ", ")
      if group.players.isEmpty {
        table.append([.init(group.name), .init(teachers), .init("(no players)"), .init("")])
      }
      for (index, player) in group.players.enumerated() {
        table.append([
          .init(index == 0 ? group.name : ""), .init(index == 0 ? teachers : ""), .init(player.name),
          .init(String(player.games)),
        ])
      }
    }
    for player in roster.playersInNoClass {
      table.append([.init("(no class)"), .init(""), .init(player.name), .init(String(player.games))])
    }
    var lines = table.render(style: style)
    if !roster.teachersOfNoClass.isEmpty {
      lines.append("Teaching no class: " + roster.teachersOfNoClass.map(\.terminalSafe).joined(separator: ", "))
    }
    return lines
  }
}
