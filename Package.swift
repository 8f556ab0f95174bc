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
      dependencies: [
        "FlashCardsCore", "CSignals", .product(name: "GRDB", package: "GRDB.swift"),
      ],
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
    // The deck folders: finding, loading, suggesting and writing .deck files. The only target
    // that touches deck files.
    .target(name: "FlashCardsDecks", dependencies: ["FlashCardsCore", "CSignals"]),
    // The game loop, the home menu and every view (history, stats, the deck list, the import,
    // export and check reports, what a retry plays), written against the Terminal protocol.
    .target(
      name: "FlashCardsUI",
      dependencies: [
        "FlashCardsCore", "FlashCardsDecks", "FlashCardsInterchange",
      ]),
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // libpq (Debian's libpq-dev for the header, libpq5 at run time), loaded with dlopen when a
    // server is first used, so that commands that never sync do not load it (see CLibPQ.h).
    .target(name: "CLibPQ"),
    // The PostgreSQL server that histories sync through: the connection, the server's schema and
    // its administration, sending and receiving. The only target that imports libpq (CLibPQ);
    // it takes and gives plain values and never sees the history file.
    .target(
      name: "FlashCardsSync",
      dependencies: ["FlashCardsCore", "CLibPQ"],
      // No libpq type can reach the public API: every import is internal unless it says otherwise.
      swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
    ),
    // The signal handlers and their state, defined once (a C header's statics are one per file),
    // and the temporary files a signal that ends the program removes (so the store and the deck
    // folders use it too).
    .target(name: "CSignals"),
    // What the commands do, below parsing and the terminal: how a history is opened (read-only,
    // upgrades and their backups, pending games, readers held to the end), where an export may
    // write, how it is written whole and in which format, a sync run. No ArgumentParser; questions for a person at
    // the terminal and notes for the player are passed in, so that tests run it in-process.
    .target(
      name: "FlashCardsApp",
      dependencies: [
        "FlashCardsCore", "FlashCardsStore", "FlashCardsDecks", "FlashCardsInterchange", "FlashCardsUI",
        "FlashCardsSync", "CSignals",
      ]),
    // Parsing (ArgumentParser), the real terminal (libedit), signals, and commands that call
    // FlashCardsApp and the views and render.
    .executableTarget(
      name: "flashcards",
      dependencies: [
        "FlashCardsApp", "FlashCardsCore", "FlashCardsStore", "FlashCardsDecks", "FlashCardsUI",
        "FlashCardsInterchange",
        "CEditLine", "CSignals", "FlashCardsSync",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Scripts/bench-sync's client: sends a generated history to a server and receives it back.
    .executableTarget(name: "SyncBench", dependencies: ["FlashCardsCore", "FlashCardsSync"]),
    // Helpers the test targets share: temporary folders, sample decks, fixed histories, the
    // scripted terminal, `SavedHistory` and `HistoryByHand` (a history file read or changed with
    // GRDB directly, not through the app's code) and
    // `PostgresServer` (a real PostgreSQL server for the run, with psql). Used only by test targets.
    .target(
      name: "TestSupport",
      dependencies: [
        "FlashCardsCore", "FlashCardsStore", "FlashCardsUI", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Tests/TestSupport"
    ),
    // Each test target names every module its files import.
    .testTarget(name: "FlashCardsCoreTests", dependencies: ["FlashCardsCore"], resources: [.copy("Fixtures")]),
    // Reads and writes history files with GRDB directly to check what the store left in them.
    .testTarget(
      name: "FlashCardsStoreTests",
      dependencies: [
        "FlashCardsCore", "FlashCardsStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "FlashCardsUITests",
      dependencies: ["FlashCardsCore", "FlashCardsDecks", "FlashCardsUI", "TestSupport"]),
    // Against a real PostgreSQL server (TestSupport's PostgresServer), in-process and through psql.
    .testTarget(name: "FlashCardsSyncTests", dependencies: ["FlashCardsCore", "FlashCardsSync", "TestSupport"]),
    .testTarget(name: "FlashCardsDecksTests", dependencies: ["FlashCardsCore", "FlashCardsDecks", "TestSupport"]),
    .testTarget(
      name: "FlashCardsInterchangeTests", dependencies: ["FlashCardsCore", "FlashCardsInterchange"],
      resources: [.copy("Fixtures")]),
    // FlashCardsApp in-process, on real history files, deck folders and a real PostgreSQL server.
    .testTarget(
      name: "FlashCardsAppTests",
      dependencies: [
        "FlashCardsApp", "FlashCardsCore", "FlashCardsDecks", "FlashCardsStore", "FlashCardsSync", "TestSupport",
      ]),
    // Runs the built binary; reads what it saved through TestSupport (`SavedHistory`: GRDB directly,
    // not through the app's code).
    // The command tree itself is checked in-process (@testable import flashcards).
    .testTarget(
      name: "CLITests",
      dependencies: [
        "flashcards", "TestSupport", "FlashCardsSync",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The outputs OutputEquivalenceTests compares with, read from the source folder.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
