import Foundation

extension String {
  /// Whether this reply to a yes/no question ("[y/N]", "[Y/n]") says yes: `y` or `yes` in any
  /// case, spaces around it aside. What Enter alone means is the question's to say.
  public var saysYes: Bool {
    ["y", "yes"].contains(trimmingCharacters(in: .whitespaces).lowercased())
  }
}
