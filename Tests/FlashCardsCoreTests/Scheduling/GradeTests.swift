import Testing

@testable import FlashCardsCore

@Suite struct GradeTests {
  @Test(arguments: [
    (Verdict.exact, Grade.good), (.normalized, .good), (.typo, .hard), (.wrong, .again), (.skipped, .again),
  ])
  func aVerdictGivesItsGrade(verdict: Verdict, grade: Grade) {
    #expect(verdict.grade == grade)
  }

  @Test func everyVerdictIsMappedAndNoneIsEasy() {
    #expect(Set(Verdict.allCases.map(\.grade)) == [.again, .hard, .good])
  }

  @Test func gradesAreFSRSRatings() {
    #expect(Grade.allCases.map(\.rawValue) == [1, 2, 3, 4])
  }
}
