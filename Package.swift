// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FlashCards",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "flashcards", targets: ["flashcards"])
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
  ],
  targets: [
    // Decks, answer checking and the game session. Pure: no I/O.
    .target(name: "FlashCardsCore"),
    // The history database. The only target that imports GRDB.
    .target(
      name: "FlashCardsStore",
      dependencies: ["FlashCardsCore", .product(name: "GRDB", package: "GRDB.swift")],
      // Every import is internal unless a file says `public import`: GRDB never is, so no GRDB
      // type can reach the store's public API (see docs/ARCHITECTURE.md).
      swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
    ),
    // Decks in and out of Anki, Quizlet and spreadsheets; every CSV read or written. The only
    // target that imports the CSV library.
    .target(
      name: "FlashCardsInterchange",
      dependencies: ["FlashCardsCore", .product(name: "CSV", package: "CSV.swift")]
    ),
    // The game loop, history views and menus, written against the Terminal protocol.
    .target(name: "FlashCardsUI", dependencies: ["FlashCardsCore", "FlashCardsStore", "FlashCardsInterchange"]),
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // The signal handlers and their state, defined once (a C header's statics are one per file).
    .target(name: "CSignals"),
    .executableTarget(
      name: "flashcards",
      dependencies: [
        "FlashCardsCore", "FlashCardsStore", "FlashCardsUI", "FlashCardsInterchange", "CEditLine", "CSignals",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "FlashCardsCoreTests", dependencies: ["FlashCardsCore"], resources: [.copy("Fixtures")]),
    .testTarget(name: "FlashCardsStoreTests", dependencies: ["FlashCardsStore"], exclude: ["Fixtures"]),
    .testTarget(name: "FlashCardsUITests", dependencies: ["FlashCardsUI"]),
    .testTarget(
      name: "FlashCardsInterchangeTests", dependencies: ["FlashCardsInterchange"], resources: [.copy("Fixtures")]),
    // Runs the built binary; reads what it saved with GRDB directly, not through the app's code.
    // The command tree itself is checked in-process (@testable import flashcards).
    .testTarget(
      name: "CLITests",
      dependencies: [
        "flashcards", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
