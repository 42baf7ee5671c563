import Foundation
import Testing

@testable import MaterialMotionSDL

/// The recording reader's JSON scanner (``JSONLine``) against Foundation's `JSONDecoder`, which
/// read recordings before it: on thousands of mutated lines the same lines are JSON, the same
/// objects have valid keys, and every member reads the same as a number, a string and a
/// boolean (the first member of a name winning, strings and numbers checked only when read).
@Suite struct RecordingJSONTests {
  /// What `JSONDecoder` makes of a line.
  enum Outcome: Equatable {
    /// Not JSON (the reader's torn line).
    case notJSON
    /// JSON, but not an object whose keys all read.
    case notAnObject
    /// An object: each key's value as a number, a string and a boolean (nil where it is not).
    case object([String: Reading])
  }

  struct Reading: Equatable {
    var number: Double?
    var string: String?
    var bool: Bool?
  }

  struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A line as `JSONDecoder` reads it.
  struct Probe: Decodable {
    var readings: [String: Reading] = [:]

    init(from decoder: any Decoder) throws {
      guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
        throw CocoaError(.coderInvalidValue)
      }
      for key in container.allKeys {
        readings[key.stringValue] = Reading(
          number: try? container.decode(Double.self, forKey: key),
          string: try? container.decode(String.self, forKey: key),
          bool: try? container.decode(Bool.self, forKey: key))
      }
    }
  }

  static func foundation(_ line: String) -> Outcome {
    do {
      return .object(try JSONDecoder().decode(Probe.self, from: Data(line.utf8)).readings)
    } catch is CocoaError {
      return .notAnObject
    } catch {
      return .notJSON
    }
  }

  /// A line as the reader reads it (its encoding as `JSONDecoder` tells it, then the scan).
  static func scanned(_ line: String) -> Outcome {
    var text = line
    return text.withUTF8 { bytes in
      guard let encoding = JSONTextEncoding(bytes) else { return read(bytes) }
      guard var converted = encoding.text(of: bytes) else { return .notJSON }
      return converted.withUTF8 { read($0) }
    }
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    let scanner = JSONLineScanner()
    guard let line = scanner.scan(bytes) else { return .notJSON }
    guard let reader = FieldReader(line, object: 0) else { return .notAnObject }
    var readings: [String: Reading] = [:]
    for name in reader.keys {
      guard let index = line.member(JSONKey(name), of: 0) else {
        Issue.record("no member for the key \(name.debugDescription)")
        continue
      }
      readings[name] = Reading(
        number: line.double(at: index), string: line.string(at: index), bool: line.bool(at: index))
    }
    return .object(readings)
  }

  /// The seeds the mutations start from: recorded lines and the corners of JSON.
  static let seeds = [
    #"{"format":"motion-sandbox-input","version":7,"scene":"direct","size":[800,600],"fps":60,"params":{"a.b":1},"panels":["tuning"]}"#,
    #"{"t":0.5,"type":"mouse.down","x":400,"y":300,"button":"left","mods":["alt","ctrl"]}"#,
    #"{"t":1.41,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":1.05,"rotation":1.5,"x":400,"y":300,"cancelled":false}"#,
    #"{"t":1e0,"type":"finger.down","finger":9007199254740992,"x":0.45,"y":-0.5e-3,"pressure":0.5}"#,
    #"{"t":2,"type":"key.down","key":"\u0074\"\\\/\b\f\n\r\t\uD83D\uDE00","mods":[],}"#,
    #"{"\u0074":1,"t":2,"K":3,"\u212A":4,"é":5,"e\u0301":6,"x":null,"y":[1,2,],"z":{"a":{}}}"#,
  ]

  static let alphabet = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\t", "\r", "0", "1", "9", "-", "+", ".", "e",
    "E", "u", "t", "f", "n", "l", "x", "\u{0}", "\u{1}", "\u{7F}", "é", "\u{212A}", "\u{FEFF}",
    "\\u", "\\u0074", "\\uD800", "\\uDC00", "\\n", "null", "true", "1e400", "1e-400", "5e-324",
    "01", "-0", "1.", ".5", "1e", "\"t\":1,", ",}", ",]", "[[", "]]",
  ]

  @Test func theScannerReadsEveryLineAsJSONDecoderDoes() {
    var random = SplitMix64(seed: 0x4A50_4E00)
    var lines = Self.seeds
    for _ in 0..<6_000 {
      var scalars = Self.seeds.randomElement(using: &random)!.unicodeScalars.map { String($0) }
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0...scalars.count, using: &random)
        let piece = Self.alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: scalars.insert(piece, at: at)
        case 1: if at < scalars.count { scalars.remove(at: at) }
        default: if at < scalars.count { scalars[at] = piece }
        }
      }
      lines.append(scalars.joined())
    }
    var kinds = [String: Int]()
    for line in lines {
      let expected = Self.foundation(line)
      kinds["\(expected)".prefix(9).description, default: 0] += 1
      #expect(Self.scanned(line) == expected, "\(line.debugDescription)")
    }
    // The mutations reach every outcome.
    #expect(kinds.count == 3, "\(kinds)")
  }

  @Test func theCornersOfJSONReadAsBefore() {
    let deep = { (n: Int) in String(repeating: "[", count: n) + String(repeating: "]", count: n) }
    let accepted = [
      #"{"a":[1,2,],"b":{"c":1,},}"#,  // trailing commas
      "\u{FEFF}" + #"{"a":1}"#,  // a byte order mark
      #"{"a":"\q","b":01,"c":1e}"#,  // broken values nobody reads
      #"{"a":"# + deep(511) + "}",  // 512 levels with the object
      " \t\r{\"a\":1}\r ",
    ]
    for line in accepted {
      #expect(Self.scanned(line) != .notJSON, "\(line.prefix(40))")
      #expect(Self.scanned(line) == Self.foundation(line))
    }
    // JSONDecoder's test for a number that reads as 0 looks at its last bytes from the end and
    // can meet the exponent's digits first: it refuses 0e5 and 0.00e5, and so does the reader.
    for (number, isNumber) in [("0e5", false), ("0.00e5", false), ("0.0e5", true), ("-0e5", true)] {
      let line = #"{"a":\#(number)}"#
      #expect(Self.scanned(line) == Self.foundation(line))
      guard case .object(let fields) = Self.scanned(line) else { continue }
      #expect((fields["a"]?.number != nil) == isNumber, "\(number)")
    }
    #expect(Self.scanned(#"{"a":"# + deep(512) + "}") == .notJSON)
    #expect(Self.scanned(#"{"a":1}x"#) == .notJSON)
    #expect(Self.scanned(#"{"a\q":1}"#) == .notAnObject)  // a key must read
    #expect(Self.scanned("[1]") == .notAnObject)
    guard case .object(let fields) = Self.scanned(#"{"x":1,"\u0078":2,"K":3,"\u212A":4}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(fields["x"]?.number == 1)  // the first of equal keys wins
    #expect(fields["K"]?.number == 3)  // the Kelvin sign is K, as Swift compares strings
    #expect(fields.count == 2)
  }
}
