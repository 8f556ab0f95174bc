import FlashCardsCore

/// The pieces the report's figures are made of: SVG drawn from numbers, and the table that says
/// the same in words.
enum ReportCharts {
  /// A figure: its title, a line on how to read it, the drawing and its table equivalent (nil for
  /// a drawing that is text itself: tiles and cells that each write their card and number).
  static func figure(
    _ id: String, title: String, note: String, drawing: String, table: String?, open: Bool = false
  ) -> String {
    let equivalent = table.map {
      "<details\(open ? " open" : "")><summary>The same as a table</summary>\($0)</details>\n"
    }
    return """
      <figure id="\(id)" aria-labelledby="\(id)-t">
      <figcaption><h3 id="\(id)-t">\(title)</h3><p>\(note)</p></figcaption>
      \(drawing)
      \(equivalent ?? "")</figure>

      """
  }

  /// A table of cells already escaped; the columns in `numeric` are right-aligned.
  /// A `stacked` table shows each row as a card of labelled lines on a phone's width.
  static func table(_ headers: [String], numeric: Set<Int> = [], rows: [[String]], stacked: Bool = false) -> String {
    var html = stacked ? "<div class=\"scroll\"><table class=\"stack\">" : "<div class=\"scroll\"><table>"
    html += "<thead><tr>"
    for (index, header) in headers.enumerated() {
      html +=
        numeric.contains(index) ? "<th class=\"n\" scope=\"col\">\(header)</th>" : "<th scope=\"col\">\(header)</th>"
    }
    html += "</tr></thead><tbody>"
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        let label = stacked && index < headers.count ? " data-label=\"\(headers[index])\"" : ""
        html += numeric.contains(index) ? "<td class=\"n\"\(label)>\(cell)</td>" : "<td\(label)>\(cell)</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }

  /// Bars of `values` (nil: no bar) against `top`, each with a title for its value, labels under
  /// some of them, and a dashed line at `reference` (the retention asked).
  static func bars(
    _ values: [Double?], top: Double, titles: [String], labels: [Int: String], css: String = "bar-l",
    reference: Double? = nil, line: [Double?]? = nil, lineTop: Double = 1
  ) -> String {
    let (width, height, base) = (600.0, 150.0, 130.0)
    let step = values.isEmpty ? width : (width - 30) / Double(values.count)
    var svg = "<svg viewBox=\"0 0 600 150\" role=\"img\" aria-hidden=\"true\">"
    svg += "<line class=\"axis\" x1=\"30\" y1=\"\(base)\" x2=\"\(width)\" y2=\"\(base)\"/>"
    svg += "<text x=\"0\" y=\"12\">\(topLabel(top))</text><text x=\"0\" y=\"\(base)\">0</text>"
    for (index, value) in values.enumerated() {
      let x = 30 + Double(index) * step
      if let value, top > 0 {
        let barHeight = max(0, min(1, value / top)) * (base - 10)
        svg +=
          "<rect class=\"\(css)\" x=\"\(ReportNumber.coordinate(x + 1))\" y=\"\(ReportNumber.coordinate(base - barHeight))\" "
        svg +=
          "width=\"\(ReportNumber.coordinate(max(1, step - 2)))\" height=\"\(ReportNumber.coordinate(barHeight))\">"
        svg += "<title>\(titles[index])</title></rect>"
      }
      if let label = labels[index] {
        svg += "<text x=\"\(ReportNumber.coordinate(x))\" y=\"\(height - 4)\">\(label)</text>"
      }
    }
    if let line {
      let points = line.enumerated().compactMap { index, value in
        value.map {
          "\(ReportNumber.coordinate(30 + (Double(index) + 0.5) * step)),\(ReportNumber.coordinate(base - min(1, $0 / lineTop) * (base - 10)))"
        }
      }
      if points.count > 1 { svg += "<polyline class=\"line\" points=\"\(points.joined(separator: " "))\"/>" }
    }
    if let reference, top > 0 {
      let y = ReportNumber.coordinate(base - min(1, reference / top) * (base - 10))
      svg += "<line class=\"asked\" x1=\"30\" y1=\"\(y)\" x2=\"\(width)\" y2=\"\(y)\"><title>asked</title></line>"
    }
    return svg + "</svg>"
  }

  private static func topLabel(_ top: Double) -> String {
    top == 1 ? "100%" : "\(Int(top.rounded()))"
  }

  /// The year's calendar up to `today`: a column a week (Monday at the top), a square a day,
  /// darker for more games.
  static func calendar(_ gamesByDay: [Int: Int], today: Int) -> String {
    let lastMonday = today - ((today - 4) % 7 + 7) % 7
    let firstMonday = lastMonday - 52 * 7
    let most = max(1, (firstMonday...today).map { gamesByDay[$0] ?? 0 }.max() ?? 1)
    var svg = "<svg viewBox=\"0 0 640 100\" role=\"img\" aria-hidden=\"true\">"
    var lastMonth = 0
    for week in 0...52 {
      let monday = firstMonday + week * 7
      let month = CivilMonth(day: monday)
      if month.month != lastMonth {
        // A month that began before the first column is named from its next column on.
        let began = CivilTime(secondsSince1970: Double(monday) * 86_400).day <= 7 || week > 0
        if began && week < 51 { svg += "<text x=\"\(22 + week * 11)\" y=\"9\">\(month.shortName)</text>" }
        lastMonth = month.month
      }
      for weekday in 0..<7 where monday + weekday <= today {
        let day = monday + weekday
        let games = gamesByDay[day] ?? 0
        let level = games == 0 ? 0 : 1 + min(3, (games * 4 - 1) / most)
        svg +=
          "<rect class=\"h\(level)\" x=\"\(22 + week * 11)\" y=\"\(13 + weekday * 12)\" width=\"10\" height=\"11\">"
        svg += "<title>\(ReportNumber.day(day)): \(games) \(games == 1 ? "game" : "games")</title></rect>"
      }
    }
    svg += "<text x=\"0\" y=\"22\">Mo</text><text x=\"0\" y=\"58\">Th</text><text x=\"0\" y=\"94\">Su</text>"
    return svg + "</svg>"
  }
}

/// A day's month, for labels.
struct CivilMonth {
  var year: Int
  var month: Int

  init(day: Int) {
    let date = CivilTime(secondsSince1970: Double(day) * 86_400)
    (year, month) = (date.year, date.month)
  }

  var shortName: String {
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month - 1) % 12]
  }
}
