import FlashCardsApp
import Foundation
import TestSupport
import Testing

/// An export to a file is written whole or not at all: under a temporary name beside the target,
/// renamed over it once complete. The signals that end an export half way are CLITests'
/// (InterruptedWriteTests), and a new file's mode from the umask is ExportTargetTests'.
@Suite("export sinks")
struct ExportSinkTests {
  @Test func aFileIsReplacedOnlyOnceCompleteAndKeepsItsPermissions() throws {
    let folder = try AppFolder()
    let target = try folder.write("out/private.txt", "old\n")
    #expect(chmod(target, 0o600) == 0)
    // Over a block, so that part of it reaches the disk before the end.
    let text = String(repeating: "a line of an export\n", count: 10_000)

    let sink = try ExportSink(.file(target))
    try sink.write(text)
    #expect(try folder.read(target) == "old\n", "the target is as it was until the export is complete")
    #expect(folder.names(in: "out").count == 2, "the temporary file is beside it: \(folder.names(in: "out"))")
    try sink.finish()

    #expect(try folder.read(target) == text)
    #expect(try permissions(of: target) == 0o600)
    #expect(folder.names(in: "out") == ["private.txt"], "no temporary file is left")
  }

  @Test func anAbandonedExportLeavesTheTargetAsItWasAndNothingBeside() throws {
    let folder = try AppFolder()
    let target = try folder.write("out/results.jsonl", "kept\n")
    let sink = try ExportSink(.file(target))
    try sink.write(String(repeating: "x", count: 100_000))
    sink.abandon()
    #expect(try folder.read(target) == "kept\n")
    #expect(folder.names(in: "out") == ["results.jsonl"])

    let fresh = folder.path("out/new.jsonl")
    let second = try ExportSink(.file(fresh))
    try second.write("half")
    second.abandon()
    #expect(!FileManager.default.fileExists(atPath: fresh))
    #expect(folder.names(in: "out") == ["results.jsonl"])
  }

  @Test func aFolderThatDoesNotExistIsSaidBeforeAnythingIsWritten() throws {
    let folder = try AppFolder()
    let target = folder.path("missing/out.tsv")
    #expect(throws: ExportError.cannotWrite(path: target, reason: "the folder does not exist")) {
      try ExportSink(.file(target))
    }
    #expect(
      ExportError.cannotWrite(path: target, reason: "the folder does not exist").localizedDescription
        == "Cannot write '\(target)': the folder does not exist; nothing was written.")
  }
}
