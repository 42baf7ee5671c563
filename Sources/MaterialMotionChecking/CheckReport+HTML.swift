import FoundationEssentials

extension CheckReport {
  /// The page, as one self-contained HTML document (see ``CheckReport``).
  ///
  /// - Throws: nothing for a missing or unreadable image (the page says what is missing); the
  ///   signature leaves room for sources of a page that can fail.
  public func html() throws -> String {
    let failing = checks.filter { $0.verdict != .passed }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title)): \(e(counts))</title>
      <style>\(Self.styles)</style>
      </head>
      <body>
      <header><h1>\(e(title))</h1><p class="counts">\(e(counts))</p></header>

      """
    page += summaryTable()
    for (index, check) in checks.enumerated() where check.verdict != .passed {
      page += section(check, index: index)
    }
    if failing.isEmpty {
      page += "<p class=\"all-passed\">Every replay matched its goldens.</p>\n"
    }
    page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  /// "3 replays: 1 failed, 2 passed".
  var counts: String {
    let parts = ReplayCheck.Verdict.allCases.compactMap { verdict -> String? in
      let count = checks.filter { $0.verdict == verdict }.count
      return count == 0 ? nil : "\(count) \(verdict.rawValue)"
    }
    let replays = checks.count == 1 ? "1 replay" : "\(checks.count) replays"
    return parts.isEmpty ? "no replays" : "\(replays): " + parts.joined(separator: ", ")
  }

  /// The table of every replay: name (a link to its section when it has one), scene, verdict
  /// and what differed first.
  private func summaryTable() -> String {
    var rows = ""
    for (index, check) in checks.enumerated() {
      let verdict = check.verdict
      let name =
        verdict == .passed
        ? e(check.name) : "<a href=\"#replay-\(index)\">\(e(check.name))</a>"
      let first = Self.firstDifference(of: check).map { "<code>\(e($0))</code>" } ?? ""
      rows +=
        "<tr><td>\(name)</td><td>\(e(check.scene))</td><td>\(badge(verdict))</td><td class=\"first\">\(first)</td></tr>\n"
    }
    return """
      <table class="summary">
      <thead><tr><th>replay</th><th>scene</th><th>verdict</th><th>first difference</th></tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>

      """
  }

  /// A verdict as a coloured word.
  private func badge(_ verdict: ReplayCheck.Verdict) -> String {
    let kind = verdict.rawValue.replacing(" ", with: "-")
    return "<span class=\"verdict \(kind)\">\(e(verdict.rawValue))</span>"
  }

  /// The line that says what differed first: the trace's first divergence, else the first frame
  /// that differed, else the first note (a golden written, another environment); nil when
  /// everything matched.
  static func firstDifference(of check: ReplayCheck) -> String? {
    if let trace = check.trace, case .differed(let text) = trace.outcome {
      return trace.divergence?.description ?? text
    }
    if let frame = check.frames.first(where: {
      if case .differed = $0.outcome { return true } else { return false }
    }) {
      return "frame \(frame.index): \(pixelLine(frame))"
    }
    let outcomes =
      (check.trace.map { [("trace", $0.outcome)] } ?? [])
      + check.frames.map { ("frame \($0.index)", $0.outcome) }
    for (what, outcome) in outcomes {
      switch outcome {
      case .otherEnvironment(let text): return "\(what): not compared: \(text)"
      case .recorded(let text): return "\(what): golden written: \(text)"
      default: continue
      }
    }
    return nil
  }

  /// "1234 pixels differ by more than 2 (budget 100)".
  static func pixelLine(_ frame: FrameCheck) -> String {
    let pixels =
      frame.differingPixels == 1 ? "1 pixel differs" : "\(frame.differingPixels) pixels differ"
    return "\(pixels) by more than \(frame.tolerance) (budget \(frame.pixelBudget))"
  }

  /// One replay that did not pass: its first difference, its frames, its trace.
  private func section(_ check: ReplayCheck, index: Int) -> String {
    var html = """
      <section class="replay" id="replay-\(index)">
      <h2>\(e(check.name)) \(badge(check.verdict)) <span class="where">scene \(e(check.scene)) · \(e(check.recording))</span></h2>

      """
    if let first = Self.firstDifference(of: check) {
      html += "<p class=\"first-difference\"><code>\(e(first))</code></p>\n"
    }
    for frame in check.frames {
      html += frameBlock(frame, replay: index)
    }
    let matched = check.frames.filter { $0.outcome == .matched }.count
    if matched > 0 {
      html +=
        "<p class=\"matched\">\(matched) of \(check.frames.count) frame golden\(check.frames.count == 1 ? "" : "s") matched.</p>\n"
    }
    if let trace = check.trace { html += traceBlock(trace) }
    return html + "</section>\n"
  }

  /// A frame that did not match: the comparison slider, the difference image and the count of
  /// pixels; or a note (another environment, a golden written). Nothing for a match.
  private func frameBlock(_ frame: FrameCheck, replay: Int) -> String {
    let label = "frame \(frame.index)"
    switch frame.outcome {
    case .matched:
      return ""
    case .otherEnvironment(let text):
      return
        "<p class=\"note environment\">\(e(label)): not compared, the golden comes from another environment: \(e(text)) <span class=\"path\">golden <code>\(e(frame.goldenPath))</code></span></p>\n"
    case .recorded(let text):
      return
        "<p class=\"note recorded\">\(e(label)): golden written: \(e(text)) <span class=\"path\"><code>\(e(frame.goldenPath))</code></span></p>\n"
    case .differed(let text):
      let expected = EmbeddedImage(path: frame.expectedPath)
      let actual = EmbeddedImage(path: frame.actualPath)
      let diff = EmbeddedImage(path: frame.diffPath)
      let id = "compare-\(replay)-\(frame.index)"
      var html = "<div class=\"frame-check\" id=\"frame-\(replay)-\(frame.index)\">\n"
      html +=
        "<h3>\(e(label)) <span class=\"pixels\">\(e(Self.pixelLine(frame)))</span></h3>\n<div class=\"frame-pair\">\n"
      if let golden = expected.dataURI, let mine = actual.dataURI {
        html += """
          <figure class="comparison">
          <div class="sides"><span>◀ this run</span><span>golden ▶</span></div>
          <div class="compare" id="\(id)" style="--split: 50%">
          <img class="expected" alt="golden \(e(label))" src="\(golden)">
          <img class="actual" alt="this run's \(e(label))" src="\(mine)">
          <div class="divider"></div>
          <input type="range" class="compare-slider" id="\(id)-slider" min="0" max="100" value="50" aria-label="how much of this run's \(e(label)) is shown over the golden">
          </div>
          <figcaption>Drag across the frame: this run shows left of the line, the golden right of it.</figcaption>
          </figure>

          """
        if let a = expected.size, let b = actual.size, a != b {
          html +=
            "<p class=\"note\">The golden is \(a.width)×\(a.height) pixels, this run's frame \(b.width)×\(b.height).</p>\n"
        }
      } else {
        for (what, image, path) in [
          ("the golden", expected, frame.expectedPath),
          ("this run's frame", actual, frame.actualPath),
        ] where image.dataURI == nil {
          html +=
            "<p class=\"note missing\">No comparison: \(what) cannot be shown (\(e(image.problem ?? ""))): <code>\(e(path ?? "none"))</code></p>\n"
        }
      }
      if let uri = diff.dataURI {
        html +=
          "<figure class=\"diff\"><div class=\"sides\"><span>difference</span></div><img alt=\"difference of \(e(label))\" src=\"\(uri)\"><figcaption>Differing pixels red over the dimmed golden, masks blue.</figcaption></figure>\n"
      } else {
        html +=
          "<p class=\"note missing\">No difference image (\(e(diff.problem ?? ""))): <code>\(e(frame.diffPath ?? "none"))</code></p>\n"
      }
      html += "</div>\n<p class=\"paths\">\(e(text))<br>golden <code>\(e(frame.goldenPath))</code>"
      if let path = frame.actualPath { html += "<br>this run <code>\(e(path))</code>" }
      if let path = frame.diffPath { html += "<br>difference <code>\(e(path))</code>" }
      return html + "</p>\n</div>\n"
    }
  }

  /// The trace's verdict: the goldens' paths and the diff that compares them, the curves.
  private func traceBlock(_ trace: TraceCheck) -> String {
    var html = "<div class=\"trace\">\n<h3>Trace</h3>\n"
    switch trace.outcome {
    case .matched:
      return html + "<p>The trace matched <code>\(e(trace.goldenPath))</code>.</p>\n</div>\n"
    case .recorded(let text):
      html += "<p class=\"note recorded\">Golden written: \(e(text))</p>\n"
    case .otherEnvironment(let text):
      html += "<p class=\"note environment\">Not compared: \(e(text))</p>\n"
    case .differed:
      break
    }
    html += "<p class=\"paths\">golden <code>\(e(trace.goldenPath))</code>"
    if let actual = trace.actualPath {
      html += "<br>this run <code>\(e(actual))</code></p>\n"
      html +=
        "<pre class=\"hint\">diff -u \(e(Self.shellQuoted(trace.goldenPath))) \(e(Self.shellQuoted(actual)))</pre>\n"
    } else {
      html += "</p>\n"
    }
    if !trace.curves.isEmpty {
      html += "<figure class=\"curves\">\(CurvePlot.svg(trace.curves))</figure>\n"
    }
    return html + "</div>\n"
  }

  /// `path` as one word for a POSIX shell: as is when it is plain, else in single quotes.
  static func shellQuoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "/._-+:,@%=".unicodeScalars.contains($0)
    }
    if plain && !path.isEmpty { return path }
    return "'" + path.replacing("'", with: "'\\''") + "'"
  }

  /// Escaped for HTML.
  private func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
