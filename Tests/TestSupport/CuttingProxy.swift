import Foundation
import Synchronization

/// A TCP proxy on 127.0.0.1 in front of a server, that cuts a connection at a chosen moment: the
/// first time the client sends a COMMIT, the proxy passes it on, waits for the server to commit,
/// and closes both sides before the client hears the answer. The client then knows nothing of a
/// commit the server made: what a cut cable or a dropped Wi-Fi does at the worst moment.
public final class CuttingProxy: Sendable {
  public let port: Int
  private let listener: Int32
  private let targetPort: Int
  /// Connections cut so far; only the first COMMIT of the proxy's life is cut.
  private let cuts = Mutex(0)

  public var cutCount: Int { cuts.withLock { $0 } }

  public init(to targetPort: Int) throws {
    self.targetPort = targetPort
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard socket >= 0, bound, listen(socket, 16) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
    listener = socket
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      guard let server = connectToTarget() else {
        close(client)
        continue
      }
      Thread.detachNewThread { [self] in pump(from: client, to: server, watchingForCommit: true) }
      Thread.detachNewThread { [self] in pump(from: server, to: client, watchingForCommit: false) }
    }
  }

  private func connectToTarget() -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(targetPort).bigEndian
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    if connected { return socket }
    close(socket)
    return nil
  }

  /// The statement COMMIT as the protocol carries it: "COMMIT" and a NUL, after a simple query's
  /// length (11) or, in a Parse message, after the statement's name (empty: a NUL).
  private static let commit: [UInt8] = Array("COMMIT".utf8) + [0]

  private static func holdsCommit(_ chunk: [UInt8]) -> Bool {
    guard chunk.count > commit.count else { return false }
    return (1...(chunk.count - commit.count)).contains {
      [0, 11].contains(chunk[$0 - 1]) && chunk[$0..<$0 + commit.count].elementsEqual(commit)
    }
  }

  private func pump(from source: Int32, to target: Int32, watchingForCommit: Bool) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    defer {
      shutdown(source, Int32(SHUT_RDWR))
      shutdown(target, Int32(SHUT_RDWR))
    }
    while true {
      let count = read(source, &buffer, buffer.count)
      guard count > 0 else { return }
      let chunk = Array(buffer[0..<count])
      // Once cutting, nothing more reaches the client: it never hears of the commit.
      if !watchingForCommit && cuts.withLock({ $0 > 0 }) { return }
      let cutting =
        watchingForCommit && CuttingProxy.holdsCommit(chunk)
        && cuts.withLock { cuts in
          cuts += 1
          return cuts == 1
        }
      guard write(target, chunk, count) == count else { return }
      if cutting {
        // The server reads the COMMIT and commits meanwhile.
        Thread.sleep(forTimeInterval: 0.5)
        return
      }
    }
  }
}
