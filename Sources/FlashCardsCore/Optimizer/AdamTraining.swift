import Foundation

/// The training of fsrs-rs 6.6.2 (`train`, with card ids): Adam with a learning rate of 0.04 that
/// falls along a cosine, 5 epochs of batches of about 512 scored reviews (whole cards, grouped by
/// length, in an order shuffled every epoch), the loss of each batch plus an L2 pull towards the
/// starting parameters (each scaled by the spread of parameters across many users, and by the
/// batch's share of the reviews), every parameter clamped after each step (`TrainingClamps`), and
/// the parameters of the epoch whose whole loss was lowest kept.
struct AdamTraining {
  static let epochs = 5
  static let batchSize = 512
  static let learningRate = 0.04
  static let maximumReviews = 256
  static let seed: UInt64 = 2023
  /// fsrs-rs's `PARAMS_STDDEV`.
  static let spread: [Double] = [
    6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
    1.03, 0.31, 0.32, 0.14, 0.27,
  ]

  /// The reviews of the cards trained on, batch by batch: card `c` is `starts[c] ..< starts[c + 1]`,
  /// a review's weight is its recency weight when it is scored, else 0.
  private(set) var grades: [UInt8] = []
  private(set) var days: [Double] = []
  private(set) var weights: [Double] = []
  private(set) var starts: [Int] = [0]
  /// The cards of each batch, and how many scored reviews it holds.
  private(set) var batches: [(cards: Range<Int>, items: Int)] = []
  /// Scored reviews in all.
  private(set) var total = 0

  /// `items`: the reviews to score, in time order. Each gets the recency weight fsrs-rs gives it,
  /// 0.25 for the oldest to 1 for the newest (cubic); a review after a card's 256th is dropped.
  init(_ set: TrainingSet, items: [Int]) {
    // card → (scored position in the card, weight)
    var byCard: [Int: [(position: Int, weight: Double)]] = [:]
    for (index, review) in items.enumerated() {
      let card = set.card(ofReview: review)
      let position = review - set.cardStarts[card]
      guard position < Self.maximumReviews else { continue }
      byCard[card, default: []].append((position, TrainingSet.recencyWeight(index, of: items.count)))
    }
    total = byCard.values.reduce(0) { $0 + $1.count }
    // Cards in the order of their ids, then (stably) by length; batches of whole cards.
    let cards = byCard.keys.sorted().map { card in
      (card: card, scored: byCard[card, default: []].sorted { $0.position < $1.position })
    }.enumerated().sorted {
      ($0.element.scored.last?.position ?? 0, $0.offset) < ($1.element.scored.last?.position ?? 0, $1.offset)
    }
    .map(\.element)
    var batchStart = 0
    var inBatch = 0
    for (card, scored) in cards {
      if inBatch > 0 && inBatch + scored.count > Self.batchSize {
        batches.append((batchStart..<(starts.count - 1), inBatch))
        (batchStart, inBatch) = (starts.count - 1, 0)
      }
      inBatch += scored.count
      let first = set.cardStarts[card]
      let length = (scored.last?.position ?? 0) + 1
      grades += set.grades[first..<(first + length)]
      days += set.days[first..<(first + length)].map(Double.init)
      var cardWeights = Array(repeating: 0.0, count: length)
      for (position, weight) in scored { cardWeights[position] = weight }
      weights += cardWeights
      starts.append(grades.count)
    }
    if inBatch > 0 { batches.append((batchStart..<(starts.count - 1), inBatch)) }
  }

  /// The loss of `cards` under `parameters`, summed; with `gradient`, its gradient is added to it.
  func loss(
    _ parameters: [Double], cards: Range<Int>, gradient: UnsafeMutableBufferPointer<Double>?,
    steps: inout [MemoryModel.Step]
  ) -> Double {
    let model = MemoryModel(parameters)
    var loss = 0.0
    grades.withUnsafeBufferPointer { grades in
      days.withUnsafeBufferPointer { days in
        weights.withUnsafeBufferPointer { weights in
          for card in cards {
            let range = starts[card]..<starts[card + 1]
            loss += model.cardLoss(
              grades: UnsafeBufferPointer(rebasing: grades[range]), days: UnsafeBufferPointer(rebasing: days[range]),
              weights: UnsafeBufferPointer(rebasing: weights[range]), gradient: gradient, steps: &steps)
          }
        }
      }
    }
    return loss
  }

  /// The L2 pull towards `start` for a batch of `items` scored reviews, and its gradient added to `gradient`.
  func penalty(_ parameters: [Double], start: [Double], items: Int, gradient: UnsafeMutableBufferPointer<Double>?)
    -> Double
  {
    let scale = Double(items) / Double(total)
    var penalty = 0.0
    for index in 0..<21 {
      let spread = Double(Float(Self.spread[index]))
      let delta = parameters[index] - start[index]
      penalty += delta * delta / (spread * spread)
      gradient?[index] += 2 * delta / (spread * spread) * scale
    }
    return penalty * scale
  }

  /// The learning rate at step `step` (from 1) of `steps`: 0.04·(1 + cos(π·step/steps))/2.
  static func learningRate(step: Int, of steps: Int) -> Double {
    learningRate * (1 + cos(Double.pi * Double(step) / Double(steps))) / 2
  }

  /// Trains from `start`. `progress` gets the epoch (from 1) and the scored reviews done in it.
  func train(from start: [Double], progress: (_ epoch: Int, _ done: Int) -> Void = { _, _ in }) -> [Double] {
    guard total > 0 else { return start }
    var parameters = start
    var adam = Adam()
    var generator = SeededGenerator(seed: Self.seed)
    var steps: [MemoryModel.Step] = []
    let schedule = (total / Self.batchSize + 1) * Self.epochs
    var step = 0
    var best = (loss: Double.infinity, parameters: start)
    var gradient = Array(repeating: 0.0, count: 21)
    for epoch in 1...Self.epochs {
      var done = 0
      for batch in Array(batches.indices).seededShuffle(using: &generator) {
        step += 1
        let (cards, items) = batches[batch]
        for index in gradient.indices { gradient[index] = 0 }
        gradient.withUnsafeMutableBufferPointer { gradient in
          _ = loss(parameters, cards: cards, gradient: gradient, steps: &steps)
          _ = penalty(parameters, start: start, items: items, gradient: gradient)
        }
        adam.step(&parameters, gradient: gradient, learningRate: Self.learningRate(step: step, of: schedule))
        TrainingClamps.clamp(&parameters)
        done += items
        progress(epoch, Swift.min(done, total))
      }
      var epochLoss = 0.0
      for (cards, items) in batches {
        epochLoss += loss(parameters, cards: cards, gradient: nil, steps: &steps)
        epochLoss += penalty(parameters, start: start, items: items, gradient: nil)
      }
      epochLoss /= Double(total)
      if epochLoss < best.loss { best = (epochLoss, parameters) }
    }
    return best.parameters
  }
}

/// Adam (β1 0.9, β2 0.999, ε 1e-8), as fsrs-rs steps it.
struct Adam {
  private var first = Array(repeating: 0.0, count: 21)
  private var second = Array(repeating: 0.0, count: 21)
  private var steps = 0

  mutating func step(_ parameters: inout [Double], gradient: [Double], learningRate: Double) {
    steps += 1
    let firstBias = 1 - pow(0.9, Double(steps))
    let secondBias = 1 - pow(0.999, Double(steps))
    for index in 0..<21 {
      first[index] = 0.9 * first[index] + 0.1 * gradient[index]
      second[index] = 0.999 * second[index] + 0.001 * gradient[index] * gradient[index]
      parameters[index] -=
        learningRate * (first[index] / firstBias) / ((second[index] / secondBias).squareRoot() + 1e-8)
    }
  }
}
