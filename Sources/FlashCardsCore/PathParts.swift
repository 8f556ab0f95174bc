/// A file path split as text, without looking at the file system.
public enum PathParts {
  /// The folder part of a path, "" for a bare file name: what NSString's deletingLastPathComponent
  /// gives, which crashes on a path of one character ("x", "x/") in swift-corelibs-foundation.
  public static func folder(of path: String) -> String {
    var rest = Substring(path)
    while rest.count > 1 && rest.hasSuffix("/") { rest = rest.dropLast() }
    guard let slash = rest.lastIndex(of: "/") else { return "" }
    var folder = rest[..<slash]
    while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last part of a path: "x" for "x", "a/x" and "a/x/"; "/" for "/".
  public static func name(of path: String) -> String {
    var rest = Substring(path)
    while rest.count > 1 && rest.hasSuffix("/") { rest = rest.dropLast() }
    guard rest != "/", let slash = rest.lastIndex(of: "/") else { return String(rest) }
    return String(rest[rest.index(after: slash)...])
  }
}
