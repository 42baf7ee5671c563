import Foundation
import Testing

@testable import MaterialMotionSDL

/// One escaping routine keeps messages on one line and recordings valid JSON.
@Suite struct TextEscapingTests {
  @Test func controlsFormatsAndSeparatorsAreEscapedAndTheRestIsNot() {
    #expect(TextEscaping.oneLine("plain text, ünïcödé 😀") == "plain text, ünïcödé 😀")
    #expect(TextEscaping.oneLine("a\nb\rc\td") == "a\\nb\\rc\\td")
    #expect(
      TextEscaping.oneLine("\u{0}\u{1B}\u{7F}\u{85}\u{9F}") == "\\u0000\\u001b\\u007f\\u0085\\u009f"
    )
    #expect(TextEscaping.oneLine("\u{2028}\u{2029}") == "\\u2028\\u2029")
    #expect(
      TextEscaping.oneLine("\u{A0}\u{3000}\u{200B}\u{202E}") == "\\u00a0\\u3000\\u200b\\u202e")
    // Above U+FFFF: a surrogate pair, as JSON writes it.
    #expect(TextEscaping.oneLine("\u{E0001}") == "\\udb40\\udc01")
    #expect(TextEscaping.oneLine("quote \" and \\ stay") == "quote \" and \\ stay")
  }

  @Test func quotedIsAJSONStringThatReadsBack() throws {
    let text = "say \"hi\"\\\n\u{2028}\u{1}"
    let quoted = TextEscaping.quoted(text)
    #expect(quoted == #""say \"hi\"\\\n\u2028\u0001""#)
    #expect(!quoted.unicodeScalars.contains { TextEscaping.needsEscape($0) })
    #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
  }
}
