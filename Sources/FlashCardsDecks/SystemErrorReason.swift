import Foundation

/// A system error number as a few words for a message ("no such file", "permission denied").
public enum SystemErrorReason {
  public static func reason(for error: Int32) -> String {
    switch error {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case ELOOP: "too many symbolic links"
    case ENOSPC: "the disk is full"
    case EISDIR: "it is a folder"
    default: String(cString: strerror(error)).lowercased()
    }
  }
}
