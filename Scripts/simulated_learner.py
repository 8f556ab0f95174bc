"""A simulated learner's review log, for Scripts/optimizer-fixtures and Scripts/bench-optimizer.

The same simulator is written in Swift in Tests/FlashCardsCoreTests/Optimizer/SimulatedLearner.swift:
keep the two the same, step for step, or the fixture's checksums stop matching.
"""

import math

DEFAULT = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
           1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]
MASK = (1 << 64) - 1


class Generator:
    """SplitMix64, as Sources/FlashCardsCore/SeededGenerator.swift."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def uniform(self):
        return (self.next() >> 11) * (1.0 / 9007199254740992.0)

    def pick(self, weights):
        """An index drawn with the given weights (which sum to 1)."""
        u = self.uniform()
        for index, weight in enumerate(weights):
            u -= weight
            if u < 0:
                return index
        return len(weights) - 1


def clamp(value, low, high):
    return min(max(value, low), high)


class Model:
    """FSRS-6 on whole days, as fsrs-rs trains it (Sources/FlashCardsCore/Optimizer/MemoryModel.swift)."""

    def __init__(self, w):
        self.w = w
        self.decay = -w[20]
        self.factor = math.pow(0.9, 1 / self.decay) - 1

    def recall(self, days, stability):
        return math.pow(1 + self.factor * days / stability, self.decay)

    def first(self, grade):
        w = self.w
        return (clamp(w[grade - 1], 0.001, 36500.0), clamp(w[4] - math.exp(w[5] * (grade - 1)) + 1, 1.0, 10.0))

    def review(self, state, days, grade):
        w = self.w
        s, d = state
        r = self.recall(days, s)
        if days == 0:
            raw = math.exp(w[17] * (grade - 3 + w[18])) * math.pow(s, -w[19])
            new_s = s * (max(raw, 1.0) if grade >= 2 else raw)
        elif grade == 1:
            raw = w[11] * math.pow(d, -w[12]) * (math.pow(s + 1, w[13]) - 1) * math.exp((1 - r) * w[14])
            new_s = min(raw, s * math.exp(-w[17] * w[18]))
        else:
            hard = w[15] if grade == 2 else 1.0
            easy = w[16] if grade == 4 else 1.0
            new_s = s * (1 + math.exp(w[8]) * (11 - d) * math.pow(s, -w[9]) * (math.exp((1 - r) * w[10]) - 1) * hard * easy)
        damped = d + (10 - d) * (-w[6] * (grade - 3)) / 9
        easy_d = w[4] - math.exp(3 * w[5]) + 1
        new_d = w[7] * (easy_d - damped) + damped
        return (clamp(new_s, 0.001, 36500.0), clamp(new_d, 1.0, 10.0))

    def interval(self, stability, retention=0.9):
        days = stability / self.factor * (math.pow(retention, 1 / self.decay) - 1)
        return max(1, int(math.floor(days + 0.5)))


def simulate(spec):
    """[(card, day, grade)] in the order reviewed."""
    rng = Generator(spec["seed"])
    truth = Model(spec["parameters"])
    scheduler = Model(DEFAULT)
    cards, days, new_per_day = spec["cards"], spec["days"], spec["newPerDay"]
    memory, schedule, last, due = {}, {}, {}, {}
    introduced = 0
    log = []

    def answer(card, day, grade):
        log.append((card, day, grade))
        if card in memory:
            delta = day - last[card]
            memory[card] = truth.review(memory[card], delta, grade)
            schedule[card] = scheduler.review(schedule[card], delta, grade)
        else:
            memory[card] = truth.first(grade)
            schedule[card] = scheduler.first(grade)
        last[card] = day

    def relearn(card, day, grade):
        """Same-day reviews after a miss, until the card is recalled (at most 3); then its due day."""
        tries = 0
        while grade == 1 and tries < 3:
            tries += 1
            grade = 2 + rng.pick(spec["passGrades"]) if rng.uniform() < spec["sameDayChance"] else 1
            answer(card, day, grade)
        due[card] = day + (1 if grade == 1 else scheduler.interval(schedule[card][0]))

    for day in range(days):
        if rng.uniform() >= spec["studyChance"]:
            continue
        for card in range(introduced):
            if due[card] > day or rng.uniform() >= spec["reviewChance"]:
                continue
            recalled = rng.uniform() < truth.recall(day - last[card], memory[card][0])
            grade = 2 + rng.pick(spec["passGrades"]) if recalled else 1
            answer(card, day, grade)
            relearn(card, day, grade)
        for card in range(introduced, min(introduced + new_per_day, cards)):
            grade = 1 + rng.pick(spec["firstGrades"])
            answer(card, day, grade)
            relearn(card, day, grade)
        introduced = min(introduced + new_per_day, cards)
    return log


def fnv1a(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & MASK
    return value
