import Foundation
import TestSupport

/// Debian's `chromium`, headless, loading pages the binary wrote: their DOM as rendered, a
/// screenshot, and what a harness page (the tests' own, with a script; the report has none) measures
/// of a report in a frame of a given width.
enum HeadlessChromium {
  static let path = "/usr/bin/chromium"

  /// Installed, or under CI=true, where a missing browser fails the tests instead of skipping them.
  static var shouldRun: Bool {
    FileManager.default.isExecutableFile(atPath: path) || ProcessInfo.processInfo.environment["CI"] == "true"
  }

  /// Flags every run needs: as root (the tests' machine) Chromium refuses to start sandboxed.
  private static func flags(_ sandbox: Sandbox) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=\(sandbox.path("chromium-profile"))",
    ]
  }

  /// The DOM of `file` once loaded.
  static func dom(of file: String, sandbox: Sandbox) throws -> String {
    try runProgram(path, flags(sandbox) + ["--dump-dom", "file://\(file)"]).stdout
  }

  /// A screenshot of `file` at `width` × `height`, as PNG bytes.
  static func screenshot(of file: String, width: Int, height: Int, sandbox: Sandbox) throws -> Data {
    let png = sandbox.path("shot-\(UUID().uuidString).png")
    _ = try runProgram(
      path, flags(sandbox) + ["--screenshot=\(png)", "--window-size=\(width),\(height)", "file://\(file)"])
    return try Data(contentsOf: URL(fileURLWithPath: png))
  }

  /// What the report at `file` does in a frame `width` pixels wide: the width of its document
  /// against the frame's, the resources it loaded and the scripts it holds.
  struct FrameMeasure: Decodable {
    var scrollWidth: Int
    var clientWidth: Int
    var resources: Int
    var scripts: Int
  }

  static func measure(_ file: String, width: Int, sandbox: Sandbox) throws -> FrameMeasure? {
    let harness = try sandbox.write(
      "harness-\(UUID().uuidString).html",
      """
      <!DOCTYPE html><html><body style="margin:0">
      <iframe id="f" src="file://\(file)" style="width:\(width)px;height:700px;border:0"></iframe>
      <pre id="out">pending</pre>
      <script>
      document.getElementById('f').addEventListener('load', function () {
        var w = this.contentWindow, d = w.document.documentElement;
        document.getElementById('out').textContent = JSON.stringify({
          scrollWidth: d.scrollWidth, clientWidth: d.clientWidth,
          resources: w.performance.getEntriesByType('resource').length, scripts: w.document.scripts.length});
      });
      </script></body></html>
      """)
    let dom = try runProgram(
      path,
      flags(sandbox) + [
        "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", "file://\(harness)",
      ]
    ).stdout
    guard let start = dom.range(of: "<pre id=\"out\">")?.upperBound,
      let end = dom[start...].range(of: "</pre>")?.lowerBound
    else { return nil }
    return try? JSONDecoder().decode(FrameMeasure.self, from: Data(dom[start..<end].utf8))
  }

  /// How many distinct colours the PNG `png` holds (Python's zlib decodes it): a blank page has one.
  static func colours(in png: Data, sandbox: Sandbox) throws -> Int {
    let file = sandbox.path("count-\(UUID().uuidString).png")
    try png.write(to: URL(fileURLWithPath: file))
    let run = try runProgram("/usr/bin/env", ["python3", "-c", pngColours, file])
    return Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) and prints its distinct colours.
  private static let pngColours = """
    import sys, struct, zlib
    data = open(sys.argv[1], 'rb').read()
    pos, idat, w, h, ctype = 8, b'', 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
        if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT': idat += body
    bpp = 4 if ctype == 6 else 3
    raw, stride, prev, seen, i = zlib.decompress(idat), w * bpp, bytearray(w * bpp), set(), 0
    for y in range(h):
        f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if y % 4 == 0: seen.update(bytes(line[k:k + bpp]) for k in range(0, stride, bpp * 4))
    print(len(seen))
    """
}
