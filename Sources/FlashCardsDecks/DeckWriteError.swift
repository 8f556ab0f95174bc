import FlashCardsCore
import Foundation

/// Why a deck file was not written; nothing was, in every case.
public enum DeckWriteError: LocalizedError, Equatable {
  case exists(path: String)
  /// The names a deck in another file is played under, and the flags that chose them.
  case nameTaken(names: [String], path: String, flags: [String])
  case bundledName(names: [String], path: String, flags: [String])
  case fileNameTaken(path: String, fileName: String)
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .exists(let path):
      "You already have the deck '\(path.terminalSafe)'; nothing was written. Add --force to replace it, or choose another --name."
    case .nameTaken(let names, let path, let flags):
      "Your deck '\(path.terminalSafe)' is already named \(Self.quoted(names)); nothing was written. "
        + "Choose another \(Self.joined(flags))."
    case .bundledName(let names, let path, let flags):
      "The bundled deck '\(path.terminalSafe)' is named \(Self.quoted(names)), and yours cannot stand in for it; "
        + "nothing was written. Choose another \(Self.joined(flags))."
    case .fileNameTaken(let path, let fileName):
      "Your deck file '\(path.terminalSafe)' differs from '\(fileName.terminalSafe)' only in case or Unicode form; "
        + "nothing was written. Choose another --name, or rename that file."
    case .cannotWrite(let path, let reason):
      "Cannot write '\(path.terminalSafe)': \(reason); nothing was written."
    }
  }

  /// "'capitals' and 'states'", terminal-safe.
  private static func quoted(_ names: [String]) -> String {
    joined(names.map { "'\($0.terminalSafe)'" })
  }

  private static func joined(_ words: [String]) -> String {
    words.enumerated().filter { !words[..<$0.offset].contains($0.element) }.map(\.element).joined(separator: " and ")
  }
}
