import Foundation
import TestSupport
import Testing

/// `flashcards report` through the binary, its pages loaded in headless Chromium.
@Suite(
  "report in a real browser", .enabled(if: HeadlessChromium.shouldRun, "needs chromium (Scripts/install-deps --tests)"))
struct ReportTests {
  static let hostile = "<img src=x onerror=alert(1)>"

  /// ann's two seeded capitals games (6 answers, Denver typed for Wyoming), and one of `hostile`'s.
  func classHistory(in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    for (player, count, answers) in [
      ("ann", "4", "Jackson\nFrankfurt\nDenver\nTrenton\n"), ("ann", "2", "Jackson\n?\n"),
      (Self.hostile, "2", "Jackson\nDenver\n"),
    ] {
      let run = try await sandbox.run(
        ["--db", database, "--player", player, "play", "capitals", "--seed", "7", "--count", count], stdin: answers)
      #expect(run.status == 0, "\(run)")
    }
    return database
  }

  /// The text of the element with `id` up to its end tag `tag`, from a dumped DOM.
  func element(_ id: String, _ tag: String, in dom: String) -> String? {
    guard let start = dom.range(of: "id=\"\(id)\"")?.lowerBound,
      let end = dom[start...].range(of: "</\(tag)>")?.upperBound
    else { return nil }
    return String(dom[start..<end])
  }

  @Test func aLearnersPageRendersItsSectionsWithTheirNumbers() async throws {
    let sandbox = try Sandbox()
    let database = try await classHistory(in: sandbox)
    let page = sandbox.path("ann.html")
    let run = try await sandbox.run(["--db", database, "--player", "ann", "report", "--output", page])
    #expect(run.status == 0 && run.stderr == "Wrote the report to \(page).\n", "\(run)")
    let dom = try HeadlessChromium.dom(of: page, sandbox: sandbox)
    let summary = try #require(element("me-summary", "ul", in: dom))
    #expect(summary.contains("<li><b>2</b>games</li>"))
    #expect(summary.contains("<li><b>1</b>days active, last 4 weeks</li>"))
    for figure in ["me-calendar", "me-weeks", "me-forecast", "me-stages", "me-tiles-0"] {
      let html = try #require(element(figure, "figure", in: dom), "no figure \(figure)")
      #expect(html.contains("<figcaption><h3") && html.contains("<table>"), "\(figure) lacks a title or a table")
    }
    // Six answers, four right (Frankfurt a typo counts right): one week at 67%.
    #expect(
      try #require(element("me-weeks", "figure", in: dom)).contains("<td class=\"n\">6</td><td class=\"n\">67%</td>"))
    #expect(try #require(element("me-missed", "table", in: dom)).contains("<td>Wyoming</td><td>Cheyenne</td>"))
    let confusions = try #require(element("me-confusions", "table", in: dom))
    #expect(confusions.contains("<td>Wyoming</td><td>Denver</td><td>Colorado</td>"))
    // The capitals draw as the map: Colorado's tile carries its abbreviation.
    #expect(try #require(element("me-tiles-0", "figure", in: dom)).contains("<abbr title=\"Colorado\">CO</abbr>"))
    let colours = try HeadlessChromium.colours(
      in: HeadlessChromium.screenshot(of: page, width: 800, height: 900, sandbox: sandbox), sandbox: sandbox)
    #expect(colours > 20, "a blank screenshot: \(colours) colours")
  }

  @Test func theTeachersPageShowsHostileNamesAsTextAndRunsNothing() async throws {
    let sandbox = try Sandbox()
    let database = try await classHistory(in: sandbox)
    let page = sandbox.path("class.html")
    let run = try await sandbox.run(["--db", database, "report", "--all-players", "--output", page])
    #expect(run.status == 0, "\(run)")
    let file = try String(contentsOfFile: page, encoding: .utf8)
    #expect(!file.contains("http://") && !file.contains("https://") && !file.contains("<script"))
    #expect(file.contains("default-src 'none'; style-src 'unsafe-inline'; img-src data:"))
    let dom = try HeadlessChromium.dom(of: page, sandbox: sandbox)
    #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!dom.contains("<img"), "an img element came from a name")
    let roster = try #require(element("class", "table", in: dom))
    #expect(roster.contains(">ann</a>") && roster.contains(">&lt;img src=x onerror=alert(1)&gt;</a>"))
    #expect(try #require(element("class-misses", "figure", in: dom)).contains("2 of 2"))
    #expect(element("class-grid", "figure", in: dom) != nil && element("p0", "section", in: dom) != nil)
    let measure = try #require(try HeadlessChromium.measure(page, width: 375, sandbox: sandbox))
    #expect(measure.scrollWidth <= measure.clientWidth, "scrolls sideways at 375 px: \(measure)")
    #expect(measure.resources == 0 && measure.scripts == 0, "\(measure)")
  }

  @Test func emptyHistoriesAndPlayersWithoutGamesWriteAPage() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("empty.sqlite")
    for arguments in [["report", "--output", "-"], ["report", "--all-players", "--output", "-"]] {
      let run = try await sandbox.run(["--db", database] + arguments)
      #expect(run.status == 0 && run.stdout.hasPrefix("<!DOCTYPE html>"), "\(run)")
      #expect(run.stdout.contains("No games in this"), "\(run)")
    }
    let played = try await classHistory(in: sandbox)
    let nobody = try await sandbox.run(["--db", played, "--player", "zoe", "report", "--output", "-"])
    #expect(nobody.status == 0 && nobody.stdout.contains("No games in this period yet."), "\(nobody)")
    let noDeck = try await sandbox.run(
      ["--db", played, "report", "--all-players", "--deck", "elements", "--output", "-"])
    #expect(noDeck.status == 0 && noDeck.stdout.contains("nobody to show"), "\(noDeck)")
  }

  @Test func thirtyPupilsFitAPhoneAndListEveryone() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("class.sqlite")
    for pupil in 1...30 {
      let run = try await sandbox.run(
        ["--db", database, "--player", "pupil \(pupil)", "play", "capitals", "--seed", "\(pupil)", "--count", "3"],
        stdin: "Jackson\nDenver\nAustin\n")
      #expect(run.status == 0, "\(run)")
    }
    let page = sandbox.path("class.html")
    #expect(try await sandbox.run(["--db", database, "report", "--all-players", "--output", page]).status == 0)
    let dom = try HeadlessChromium.dom(of: page, sandbox: sandbox)
    let roster = try #require(element("class", "table", in: dom))
    #expect(roster.components(separatedBy: "<tr>").count - 2 == 30)
    #expect(dom.components(separatedBy: "<section class=\"pupil\"").count - 1 == 30)
    let measure = try #require(try HeadlessChromium.measure(page, width: 375, sandbox: sandbox))
    #expect(measure.scrollWidth <= measure.clientWidth, "scrolls sideways at 375 px: \(measure)")
  }

  @Test func theDefaultFileIsNamedAndOpenWithoutABrowserSaysSo() async throws {
    let sandbox = try Sandbox()
    let database = try await classHistory(in: sandbox)
    let run = try await sandbox.run(["--db", database, "--player", "ann", "report"])
    let name = try #require(
      run.stderr.firstMatch(of: /Wrote the report to (flashcards-report-\d{4}-\d\d-\d\d\.html)\./))
    #expect(run.status == 0 && FileManager.default.fileExists(atPath: sandbox.path(String(name.1))), "\(run)")
    let refused = try await sandbox.run(["--db", database, "report", "--open", "--output", "-"])
    #expect(refused.status != 0 && refused.stderr.contains("--open needs a file"), "\(refused)")
    let page = sandbox.path("r.html")
    let noOpener = try await sandbox.run(
      ["--db", database, "--player", "ann", "report", "--open", "--output", page], environment: ["PATH": "/nonexistent"]
    )
    #expect(noOpener.status != 0 && noOpener.stderr.contains("xdg-open is not installed"), "\(noOpener)")
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test func openHandsTheWrittenFileToXdgOpen() async throws {
    let sandbox = try Sandbox()
    let database = try await classHistory(in: sandbox)
    let opened = sandbox.path("opened.txt")
    let opener = try sandbox.write("bin/xdg-open", "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened)'\n")
    chmod(opener, 0o755)
    let page = sandbox.path("r.html")
    let run = try await sandbox.run(
      ["--db", database, "--player", "ann", "report", "--open", "--output", page],
      environment: ["PATH": sandbox.path("bin") + ":/usr/bin:/bin"])
    #expect(run.status == 0, "\(run)")
    var text: String?
    for _ in 0..<50 where text == nil {
      text = try? String(contentsOfFile: opened, encoding: .utf8)
      if text == nil { try await Task.sleep(for: .milliseconds(100)) }
    }
    #expect(text == page)
  }
}
