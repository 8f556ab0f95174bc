import FlashCardsCore
import Foundation
import Testing

/// A verdict's stored name has one source, Core's `Verdict`; code takes it from there
/// (`Verdict.x.rawValue`, `StoredRules`). Besides Core's file, only the landed migrations' file
/// spells it, as those migrations wrote it the day they landed.
@Suite("Where a verdict's name is written")
struct VerdictNamesTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")
  static let landedMigrations = "FlashCardsStore/Migrations+LandedVerdicts.swift"

  /// Every file under Sources, by its path below it, with its text.
  static func sourceFiles() throws -> [String: String] {
    let root = sources.standardizedFileURL.path + "/"
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      let path = url.standardizedFileURL.path
      files[path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path] = try String(
        contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// Whether `text` holds `name` as a quoted literal: "name" or 'name'.
  static func quotes(_ name: String, in text: String) -> Bool {
    text.contains("\"\(name)\"") || text.contains("'\(name)'")
  }

  @Test(arguments: Verdict.allCases)
  func isWrittenInCoreAndTheLandedMigrationsOnly(verdict: Verdict) throws {
    let files = try Self.sourceFiles()
    let core = try #require(files.first { $0.value.contains("enum Verdict: String") }?.key)
    let writing = Set(files.filter { Self.quotes(verdict.rawValue, in: $0.value) }.keys)
    #expect(files.count > 100, "Sources is read")
    #expect(writing.contains(Self.landedMigrations), "v5 allowed every verdict of today")
    #expect(
      writing.subtracting([core, Self.landedMigrations]).isEmpty,
      "\(writing.sorted()) write '\(verdict.rawValue)': use Verdict.\(verdict).rawValue or StoredRules")
    #expect(writing.count <= 2)
  }

  @Test func aNameIsFoundQuotedEitherWayButNotInsideOtherWords() {
    let rows: [(String, Bool)] = [
      (#"let verdict = "wrong""#, true),
      (#"NEW.verdict NOT IN ('wrong', 'skipped')"#, true),
      (##"#"CHECK ("verdict" IN ('exact'))"#"##, false),
      (#""\(mark) wrong""#, false),
      ("counted wrongly", false),
      (#""wrong answer""#, false),
    ]
    for (text, found) in rows {
      #expect(Self.quotes("wrong", in: text) == found, "\(text)")
    }
  }
}
