import Foundation

/// What a path names, from the type bits of its `stat` mode, in words for a message.
public enum FileKind: Equatable, Sendable {
  case regular, folder, namedPipe, device, socket, symbolicLink, other

  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .namedPipe
    case S_IFCHR, S_IFBLK: self = .device
    case S_IFSOCK: self = .socket
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// "a named pipe (FIFO)", as in "'x' is a named pipe (FIFO), not a regular file".
  public var described: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .namedPipe: "a named pipe (FIFO)"
    case .device: "a device"
    case .socket: "a socket"
    case .symbolicLink: "a symbolic link"
    case .other: "a special file"
    }
  }
}
