import FlashCardsCore
import Testing

/// A path split as text: the folder a temporary file goes in, and the name it is made from.
@Suite struct PathPartsTests {
  @Test(arguments: [
    ("x", "", "x"),
    ("x/", "", "x"),
    ("/x", "/", "x"),
    ("./x", ".", "x"),
    ("a/b/c.txt", "a/b", "c.txt"),
    ("a//b//", "a", "b"),
    ("/", "/", "/"),
    ("//x", "/", "x"),
    ("dir/../history.sqlite", "dir/..", "history.sqlite"),
  ])
  func folderAndName(path: String, folder: String, name: String) {
    #expect(PathParts.folder(of: path) == folder)
    #expect(PathParts.name(of: path) == name)
  }
}
