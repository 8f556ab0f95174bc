import ArgumentParser
import Testing

@testable import flashcards

/// Without a `commandName`, ArgumentParser derives a command's name from its type with
/// `String(describing:)` on every run, which costs the Swift runtime a search of every protocol
/// conformance in the binary per command: 9.5 M instructions of `flashcards history`'s 46.6 M.
@Suite("command names")
struct CommandNameTests {
  static func everyCommand(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
    [root] + root.configuration.subcommands.flatMap { everyCommand(under: $0) }
  }

  @Test("every command names itself in its configuration")
  func everyCommandHasAnExplicitName() {
    let commands = Self.everyCommand(under: FlashCards.self)
    #expect(commands.count >= 9)
    for command in commands {
      #expect(command.configuration.commandName != nil, "\(command) has no commandName")
    }
  }
}

@Suite("the completion-script check skipped at start-up")
struct CompletionScriptCheckTests {
  @Test func skippedOnlyWhenNoArgumentIsTheOption() {
    #expect(CompletionScriptCheck.canFindNothing(in: ["history", "show", "12"]))
    #expect(CompletionScriptCheck.canFindNothing(in: ["play", "--generate-completion"]))
    #expect(!CompletionScriptCheck.canFindNothing(in: ["--generate-completion-script"]))
    #expect(!CompletionScriptCheck.canFindNothing(in: ["--generate-completion-script", "zsh"]))
    #expect(!CompletionScriptCheck.canFindNothing(in: ["--generate-completion-script=fish"]))
  }

  @Test func helpAndUsageNeverSeeTheParsingConfiguration() {
    #expect(FlashCards.configuration._superCommandName == nil)
    #expect(FlashCards.configurationSkippingCompletionScriptCheck._superCommandName != nil)
    #expect(FlashCards.helpMessage(for: FlashCards.History.self).contains("USAGE: flashcards history <subcommand>"))
  }
}
