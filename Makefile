# A thin wrapper over SwiftPM. The README's quick start is `make play` and `make test`.
PREFIX ?= /usr/local
SWIFT ?= swift
DECK ?= capitals
BIN = .build/debug/flashcards

.PHONY: deps test-deps build play test test-long test-release release release-flags install uninstall format lint assets bench bench-small clean

deps:
	@Scripts/install-deps

test-deps:
	@Scripts/install-deps --tests

build: deps
	$(SWIFT) build

play: build
	@$(BIN) play $(DECK)

# Flags for the debug build of the tests: .ci/run passes -Xswiftc -warnings-as-errors, the flags it
# built with, since SwiftPM compiles everything again when the flags change.
TEST_FLAGS ?=

test: test-deps
	$(SWIFT) test $(TEST_FLAGS)

test-long: test-deps
	FLASHCARDS_LONG_TESTS=1 $(SWIFT) test $(TEST_FLAGS)

# The end-to-end tests of signals, locks, upgrades, bad files, imports, reviews (faketime), terminals
# the command line (refused values, piped widths, usage and help as the docs give them) and the
# server commands again, against the release binary that `make install` installs: signal handling, C state and the
# parse-time configuration can differ from the debug build.
# One suite a line, so that branches adding suites do not collide.
RELEASE_SUITES = \
  SyncWaitTests \
  SyncHeldBackTests \
  TerminalSignalTests \
  HomeMenuTerminalTests \
  NothingLostTests \
  BusyHistoryTests \
  UpgradeTests \
  BadHistoryFileTests \
  UnwritableHistoryTests \
  ReviewTests \
  PlayTests \
  ArgumentParserBehaviourTests \
  ShellCompletionTests \
  LearningLoopTerminalTests \
  PractisePlayTests \
  StatsPagerTests \
  ReviewParametersTests \
  ExportTargetTests \
  InterruptedWriteTests \
  OutputFailureTests \
  ReviewOptimizeTests \
  ImportedNameTests \
  TextEncodingFileTests \
  ImportTextTests \
  ValueRefusalTests \
  PipedOutputTests \
  DocsAgreementTests \
  ServerCommandTests \
  LinkedLibrariesTests \
  PendingSaveTests \
  PlayersGamesTests \
  HostileHistoryValueTests \
  GameIdentityUpgradeTests \
  AlikeGamesUpgradeTests \
  PlayerCommandTests \
  SyncCommandTests \
  SyncFaultTests \
  InstallTests \
  FirstDayNumbersTests \
  ServerSessionCommandTests \
  StatsByHandTests \
  OutputEquivalenceTests
empty :=
space := $(empty) $(empty)
RELEASE_FILTER = $(subst $(space),|,$(strip $(RELEASE_SUITES)))
test-release: test-deps release
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	FLASHCARDS_TEST_BINARY=$(CURDIR)/.build/release/flashcards $(SWIFT) test --skip-build --filter '$(RELEASE_FILTER)'

# The Swift standard library linked statically, and type metadata reached through direct accessors
# rather than looked up by mangled name at run time: both shorten every start (measured in
# docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md). Scripts/bench builds the same way.
RELEASE_FLAGS = -c release --static-swift-stdlib \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

release-flags:
	@echo $(RELEASE_FLAGS)

# Builds only the program (release, stripped on install: its symbols and debug information serve
# only a debugger or a profiler, which use the unstripped .build/release/flashcards) and installs
# it with the bundled decks (in share/flashcards/bundled-decks, apart from the player's own), the
# man page and the shell completions. Scripts/install-files keeps a manifest of what it put there,
# share/flashcards/installed-files, and uninstall removes only those files, while unchanged.
# INSTALL_BINARY installs a binary built already (the end-to-end tests' release binary).
INSTALL_BINARY ?=
install: deps
ifeq ($(INSTALL_BINARY),)
	@echo "Building the release binary (a few minutes the first time)..."
	@Scripts/quiet-link-warnings $(SWIFT) build $(RELEASE_FLAGS) --product flashcards
	@Scripts/install-files install "$(PREFIX)" .build/release/flashcards
else
	@Scripts/install-files install "$(PREFIX)" "$(INSTALL_BINARY)"
endif

uninstall:
	@Scripts/install-files uninstall "$(PREFIX)"

# Regenerates the man page and completion scripts in Assets/ from the commands' definitions.
assets: build
	Scripts/generate-assets

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

bench:
	Scripts/bench

bench-small:
	Scripts/bench --games 1000

clean:
	rm -rf .build
