// Writes the man page (mdoc) from the commands' own definitions, as
// `flashcards --experimental-dump-help` gives them on standard input, followed by the sections
// the definitions cannot hold (Scripts/man-sections.mdoc). Run by Scripts/generate-assets:
//   flashcards --experimental-dump-help | swift Scripts/man-page.swift DATE SECTIONS-FILE BINARY
// Each command's usage lines are those its `--help` shows (BINARY COMMAND --help), which the
// dump does not hold: a command with usage lines of its own (`play`, `history delete`) has them
// in both.
// Unlike ArgumentParser's generate-manual plugin, it lists each option's values and default,
// puts examples in literal displays and one sentence on each line: `mandoc -T lint` is silent.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4,
  let root = (try? JSONSerialization.jsonObject(with: FileHandle.standardInput.readDataToEndOfFile()))
    .flatMap({ ($0 as? [String: Any])?["command"] as? [String: Any] }),
  let sections = try? String(contentsOfFile: arguments[2], encoding: .utf8)
else {
  FileHandle.standardError.write(
    Data("usage: flashcards --experimental-dump-help | man-page.swift DATE SECTIONS BINARY\n".utf8))
  exit(64)
}

/// The options every command takes: described once, under DESCRIPTION.
let globalNames: Set<String> = ["db", "decks", "player", "color", "version", "help"]

/// Text made safe for a text line: backslashes escaped, no line starting with a dot or quote.
func escaped(_ text: String) -> String {
  let text = text.replacingOccurrences(of: "\\", with: "\\e")
  return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
}

/// Prose as mdoc wants it: one sentence a line, and no line over 80 bytes (a line break in a
/// sentence reads as a space).
func sentences(_ text: String) -> [String] {
  let marked = text.replacing(#/([.?!]) +(?=[A-Z('"])/#) { "\($0.output.1)\n" }
  return marked.split(separator: "\n").flatMap { wrapped(String($0)) }.map(escaped)
}

func wrapped(_ sentence: String) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in sentence.split(separator: " ") {
    if !line.isEmpty && line.utf8.count + 1 + word.utf8.count > 78 {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  return line.isEmpty ? lines : lines + [line]
}

/// A discussion: paragraphs (joined lines) become sentences, indented lines literal displays.
func discussion(_ text: String) -> [String] {
  var lines: [String] = []
  var paragraph: [String] = []
  var literal: [String] = []
  func flush() {
    if !paragraph.isEmpty {
      if !lines.isEmpty { lines.append(".Pp") }
      lines += sentences(paragraph.joined(separator: " "))
      paragraph = []
    }
    if !literal.isEmpty {
      lines += [".Bd -literal -offset indent"] + literal.map(escaped) + [".Ed"]
      literal = []
    }
  }
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if line.hasPrefix("  ") {
      if !paragraph.isEmpty {
        // "Examples:" introduces the display that follows.
        flush()
      }
      literal.append(String(line.dropFirst(2)))
    } else if line.isEmpty {
      flush()
    } else {
      if !literal.isEmpty { flush() }
      paragraph.append(line)
    }
  }
  flush()
  return lines
}

func names(_ argument: [String: Any]) -> [String] {
  (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
}

/// One entry of an option list: the flags, the value, the help, then the values and default.
func entry(_ argument: [String: Any]) -> [String] {
  let kind = argument["kind"] as? String ?? ""
  let value = argument["valueName"] as? String ?? ""
  var head: String
  if kind == "positional" {
    head = ".It Ar \(value)" + ((argument["isRepeating"] as? Bool ?? false) ? " ..." : "")
  } else {
    let shortFirst = (argument["names"] as? [[String: Any]] ?? []).sorted { first, _ in
      (first["kind"] as? String) == "short"
    }
    let flags = shortFirst.map { name -> String in
      let text = name["name"] as? String ?? ""
      return (name["kind"] as? String) == "short" ? "Fl \(text)" : "Fl \\-\(text)"
    }
    head = ".It " + flags.joined(separator: " , ") + (kind == "option" ? " Ar \(value)" : "")
  }
  var lines = [head] + sentences(argument["abstract"] as? String ?? "")
  var more: [String] = []
  if let values = argument["allValues"] as? [String], kind == "option" {
    more.append("Values: \(values.joined(separator: ", ")).")
  }
  if let value = argument["defaultValue"] as? String, kind == "option" {
    more.append("Default: \(value).")
  }
  lines += more.map(escaped)
  return lines
}

func optionList(_ arguments: [[String: Any]], global: Bool) -> [String] {
  let shown = arguments.filter {
    ($0["shouldDisplay"] as? Bool ?? true) && globalNames.isDisjoint(with: names($0)) != global
  }
  guard !shown.isEmpty else { return [] }
  return [".Bl -tag -width Ds"] + shown.flatMap(entry) + [".El"]
}

/// The command's usage lines, as `BINARY COMMAND --help` shows them (wide, so that none wraps).
func usage(path: [String]) -> [String] {
  let help = Process()
  help.executableURL = URL(fileURLWithPath: arguments[3])
  help.arguments = Array(path.dropFirst()) + ["--help"]
  help.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "250"]) { $1 }
  let output = Pipe()
  help.standardOutput = output
  do {
    try help.run()
  } catch {
    FileHandle.standardError.write(Data("man-page.swift: cannot run \(arguments[3]): \(error)\n".utf8))
    exit(1)
  }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  help.waitUntilExit()
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("USAGE: ") }
    .prefix { !$0.isEmpty }.map { String($0).replacing(#/^(USAGE:)? +/#, with: "") }
  guard help.terminationStatus == 0, !lines.isEmpty else {
    FileHandle.standardError.write(Data("man-page.swift: no usage in \(path.joined(separator: " ")) --help\n".utf8))
    exit(1)
  }
  return lines
}

var page: [String] = [
  ".\\\" Generated by Scripts/generate-assets (Scripts/man-page.swift): do not edit.",
  ".Dd \(arguments[1])", ".Dt FLASHCARDS 1", ".Os", ".Sh NAME", ".Nm flashcards",
  ".Nd " + escaped(((root["abstract"] as? String) ?? "").replacing(#/\.$/#, with: "")),
  ".Sh SYNOPSIS", ".Nm", ".Op Ar options", ".Op Ar command", ".Sh DESCRIPTION",
]
page += discussion(root["discussion"] as? String ?? "")
page += [".Pp", "Options every command takes:"]
page += optionList(root["arguments"] as? [[String: Any]] ?? [], global: true)
page.append(".Sh COMMANDS")

func describe(_ command: [String: Any], path: [String]) {
  let name = command["commandName"] as? String ?? ""
  let subcommands = (command["subcommands"] as? [[String: Any]] ?? []).filter {
    ($0["shouldDisplay"] as? Bool ?? true) && ($0["commandName"] as? String) != "help"
  }
  if !subcommands.isEmpty {
    for subcommand in subcommands { describe(subcommand, path: path + [name]) }
    return
  }
  page.append(".Ss " + escaped((path.dropFirst() + [name]).joined(separator: " ")))
  page += sentences(command["abstract"] as? String ?? "")
  page += [".Bd -literal -offset indent"] + usage(path: path + [name]).map(escaped) + [".Ed"]
  let text = discussion(command["discussion"] as? String ?? "")
  if !text.isEmpty { page += text.first == ".Bd -literal -offset indent" ? text : [".Pp"] + text }
  page += optionList(command["arguments"] as? [[String: Any]] ?? [], global: false)
}

for command in root["subcommands"] as? [[String: Any]] ?? [] where (command["commandName"] as? String) != "help" {
  describe(command, path: ["flashcards"])
}

print(page.joined(separator: "\n"))
print(sections, terminator: sections.hasSuffix("\n") ? "" : "\n")
