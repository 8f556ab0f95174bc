/// Which items the optimizer learns from, as fsrs-rs 6.6.2 chooses them (`prepare_training_data`).
///
/// The first scored review of each card (its first review a day or more after the previous) is
/// grouped by the card's first grade and its days. In each first grade, the smallest groups (the
/// rarest day counts) are dropped until 5% of that grade's cards, and at least 20, are gone; of
/// the rest, a group of fewer than 6 cards, or of more than 100 days (365 after a first Easy), is
/// dropped too. A card whose (first grade, days) group was dropped is left out of training
/// altogether; the groups kept are what the initial stabilities are fitted to.
struct OutlierFilter {
  /// The first scored review of each card kept for fitting the initial stabilities (review indices).
  var initialization: [Int] = []
  /// The items kept for training, in time order (review indices).
  var training: [Int] = []

  init(_ set: TrainingSet) {
    // The first scored review of each card: its first review with days > 0.
    var firstScored = Array(repeating: -1, count: set.cardCount)
    for card in 0..<set.cardCount {
      firstScored[card] = set.reviews(of: card).first { set.days[$0] > 0 } ?? -1
    }
    // first grade → days → first scored reviews
    var groups: [UInt8: [Int32: [Int]]] = [:]
    for card in 0..<set.cardCount where firstScored[card] >= 0 {
      let review = firstScored[card]
      groups[set.grades[set.cardStarts[card]], default: [:]][set.days[review], default: []].append(review)
    }
    var dropped: Set<[Int32]> = []
    for (grade, byDays) in groups.sorted(by: { $0.key < $1.key }) {
      // Smallest groups first; of two the same size, the fewer days first.
      let ordered = byDays.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }
      let total = ordered.reduce(0) { $0 + $1.value.count }
      var removed = 0
      for (days, reviews) in ordered {
        if removed + reviews.count >= Swift.max(20, total / 20) {
          if reviews.count >= 6 && days <= (grade != 4 ? 100 : 365) {
            initialization += reviews
          } else {
            dropped.insert([Int32(grade), days])
          }
        } else {
          removed += reviews.count
          dropped.insert([Int32(grade), days])
        }
      }
    }
    let keptCards = (0..<set.cardCount).map { card in
      firstScored[card] >= 0
        && !dropped.contains([Int32(set.grades[set.cardStarts[card]]), set.days[firstScored[card]]])
    }
    training = set.items.filter { keptCards[set.card(ofReview: $0)] }
  }
}
