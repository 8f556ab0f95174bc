import FlashCardsCore

extension ClassRoster.Class {
  /// The class with its teachers and players in name order.
  var sorted: ClassRoster.Class {
    ClassRoster.Class(name: name, teachers: teachers.sorted(), players: players.sorted { $0.name < $1.name })
  }
}
