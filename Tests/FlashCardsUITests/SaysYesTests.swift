import FlashCardsUI
import Testing

@Suite("A reply to a yes/no question")
struct SaysYesTests {
  @Test(arguments: [
    ("y", true), ("yes", true), ("Y", true), (" YES ", true), ("\tYes", true),
    ("", false), ("n", false), ("no", false), ("ye", false), ("yes please", false), ("y y", false),
    ("oui", false), ("yes\n", false),
  ])
  func saysYesOnlyToYOrYes(reply: String, yes: Bool) {
    #expect(reply.saysYes == yes)
  }
}
