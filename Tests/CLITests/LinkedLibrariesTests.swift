import Foundation
import Testing

/// libpq is loaded when a server is first used, never at start: linked, it and the libraries it
/// needs (OpenSSL, GnuTLS, Kerberos, LDAP: 24 of them) cost every command 13 M instructions
/// before `main` (docs/PERFORMANCE.md).
@Suite("libraries loaded at start")
struct LinkedLibrariesTests {
  @Test func theBinaryStartsWithoutLibpq() async throws {
    let binary = try FlashCardsBinary.url.get()
    let ldd = try await Sandbox().run([binary.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
    #expect(ldd.status == 0, "\(ldd)")
    for library in ["libpq", "libssl", "libgssapi", "libldap"] {
      #expect(!ldd.stdout.contains(library), "\(library) is loaded at start:\n\(ldd.stdout)")
    }
  }
}
