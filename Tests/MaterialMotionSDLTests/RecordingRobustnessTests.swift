import CSDL2
import Testing

@testable import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// What the fuzzers found in the recording reader and the renderer's resources, each pinned by
/// the smallest case that showed it.
@Suite struct RecordingRobustnessTests {
  let header =
    #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[800,600],"fps":60}"#
  let event = #"{"t":0.5,"type":"mouse.motion","x":1,"y":2,"mods":[]}"#

  /// Lines ending in "\r\n" (a recording edited on Windows) are lines: as Characters "\r\n" is
  /// one, which never equals "\n", so the whole file used to be one line ("not valid JSON").
  @Test func crlfLineEndingsAreLineEndings() throws {
    let parsed = try Recording(
      parsing: [header, event, event, ""].joined(separator: "\r\n"), name: "r")
    #expect(parsed.events.count == 2)
    #expect(parsed.skippedTornLine == nil)
    let torn = try Recording(
      parsing: [header, event, #"{"t":0.6,"ty"#].joined(separator: "\r\n"), name: "r")
    #expect(torn.events.count == 1 && torn.skippedTornLine == 3)
    #expect(throws: PlatformError.self) {
      try Recording(
        parsing: [header, #"{"t":0.6,"ty"#, event].joined(separator: "\r\n"), name: "r")
    }
  }

  /// Empty lines still count: line numbers after a million of them are right (the memory they
  /// no longer cost is measured on the app, ReplayMemoryTests).
  @Test func lineNumbersCountMillionsOfEmptyLines() throws {
    let blank = 1 << 20
    let text = header + String(repeating: "\n", count: blank) + event + "\n"
    #expect(try Recording(parsing: text, name: "r").events.count == 1)
    let late = try Recording(parsing: text + #"{"t":0.6,"#, name: "r")
    #expect(late.skippedTornLine == blank + 2)
    #expect(throws: PlatformError.self) { try Recording(parsing: text + "{\n", name: "r") }
  }
}

/// Fonts are opened once per process and shared by every text cache (and so every window): a
/// process that opens window after window (the fuzzer, the tests) used to leak every font of
/// every window, about 0.6 MB per window.
@MainActor
@Suite(.serialized) struct SharedFontTests {
  @Test func textCachesShareTheirFontsAndClosingOneKeepsThemForTheOthers() throws {
    let font = try FontLocator.locate(override: nil)
    let first = try SDLWindow(
      title: "a", width: 100, height: 40, headless: true, renderer: .software)
    let a = try TextCache(renderer: first.renderer, fontPath: font)
    let fontOfA = try a.font(pixelSize: 17)
    a.close()
    first.close()
    let second = try SDLWindow(
      title: "b", width: 100, height: 40, headless: true, renderer: .software)
    defer { second.close() }
    let b = try TextCache(renderer: second.renderer, fontPath: font)
    defer { b.close() }
    #expect(try b.font(pixelSize: 17) == fontOfA)
    #expect(b.texture(for: "still open", pixelSize: 17, rgba: 0x0000_00FF) != nil)
  }
}
