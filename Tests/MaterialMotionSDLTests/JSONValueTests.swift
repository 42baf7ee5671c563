import Testing

@testable import MaterialMotionSDL

/// The recording reader's JSON parser: what it accepts, and what its errors say.
@Suite struct JSONValueTests {
  func parse(_ text: String) -> Result<JSONValue, JSONParseError> {
    Result { () throws(JSONParseError) in try JSONValue.parse(text) }
  }

  func message(_ text: String) -> String? {
    if case .failure(let error) = parse(text) { return error.message }
    return nil
  }

  @Test func escapesDecodeIncludingSurrogatePairs() throws {
    #expect(
      try parse(#"{"s":"a\n\t\"\\\/\u00e9\ud83d\ude00"}"#).get()
        == .object(["s": .string("a\n\t\"\\/é😀")]))
  }

  @Test func aLoneOrMalformedEscapeIsNamedWithItsColumn() {
    #expect(message(#"{"s":"\ud83d"}"#)?.hasPrefix("invalid \\u escape (a high surrogate") == true)
    #expect(message(#"{"s":"\ud83d\u0041"}"#)?.hasPrefix("invalid \\u escape") == true)
    #expect(message(#"{"s":"\u+0fF"}"#) == "invalid \\u escape at column 9")
    #expect(message(#"{"s":"\udc00"}"#)?.hasPrefix("invalid \\u escape") == true)
  }

  @Test func structureErrorsSayWhatWasExpected() {
    #expect(message(#"{"t":1 "u":2}"#) == "expected ',' or '}' at column 8")
    #expect(message("[1,2") == "unterminated array at column 5")
    #expect(message(String(repeating: "[", count: 40))?.hasPrefix("JSON nested too deeply") == true)
    #expect(message(#"{"t":1e999}"#) == "invalid JSON value at column 6")
  }
}
