@testable import MaterialMotionSandbox

/// Values at and past the edges of what a recording may hold: header values, boundary numbers,
/// strange JSON values, strings huge or full of control characters, damaged bytes, odd lines.
extension CaseGenerator {
  static func headerValue(_ key: String, _ r: inout SplitMixRandom) -> String {
    switch key {
    case "size":
      func side(_ r: inout SplitMixRandom) -> String {
        r.chance(0.9)
          ? String(Int.random(in: 1...1200, using: &r)) : oddSides.randomElement(using: &r)!
      }
      return r.chance(0.9)
        ? "[\(side(&r)),\(side(&r))]"
        : ["[800]", "[800,600,1]", "800", "[\"800\",600]", "[]"]
          .randomElement(using: &r)!
    case "fps":
      return ["1", "1000", "0.5", "1001", "5e-324", "1e-300", "30", "59.94", "0"]
        .randomElement(using: &r)!
    default:
      return "\"\(scenes.randomElement(using: &r)!)\""
    }
  }

  static func randomString(_ r: inout SplitMixRandom) -> String {
    switch Int.random(in: 0..<8, using: &r) {
    case 0: return "\"" + String(repeating: "x", count: 64) + "\""
    case 1: return "\"" + String(repeating: "x", count: 65) + "\""
    case 2: return "\"" + String(repeating: "é", count: Int.random(in: 60...5000, using: &r)) + "\""
    case 3: return #""a\nb""#
    case 4: return "\"\u{01}\u{1B}[2J\""
    case 5: return #""\u0000\u001f\u007f""#
    case 6: return #""\ud83d\ude00""#
    default: return "\"\(keys.randomElement(using: &r)!)\""
    }
  }

  static let scenes = [
    "scalable", "draggable", "rotatable", "direct", "tossable", "tap", "valve", "pinch-lab",
    "stress", "no-such-scene", "",
  ]
  static let keys = [
    "escape", "f1", "f12", "v", "p", "n", "s", "g", "1", "2", "5", "7", "8", "9", "left ctrl",
    "left alt", "return", "space", "no such key", "",
  ]
  static let boundaryNumbers = [
    "0", "-0", "-1", "1", "1e10", "1e300", "-1e300", "5e-324", "2147483647", "4294967296",
    "9.3e18", "-9.3e18", "8192", "8193", "3600", "3600.000001", "86400", "86400.000001", "1000000",
    "1000000.0000001",
    "10000", "100", "31", "32", "360", "9007199254740992", "9007199254740993", "65536", "1e15",
    "1.7976931348623157e308", "1e309", "-1e309", "NaN", "nan", "Infinity", "-Infinity", "1e", "-",
    "+1", ".5", "1.", "01", "0x10", "1E2", "--1", "1e-400",
  ]
  static let oddSides = [
    "1", "2", "100", "4096", "8192", "8193", "0", "-1", "3e9", "1e300", "1.5",
  ]
  static let strangeValues = [
    "null", "true", "false", "[]", "{}", "\"\"", "\"1\"", "[1,2]", "{\"a\":1}", "[[[[]]]]",
    "\"left\"", "[\"ctrl\",\"ctrl\"]", "[\"hyper\"]", "[null]", "1", "-0",
  ]
  static let paramsValues = [
    "{}", #"{"spring.stiffness":1e6}"#, #"{"spring.damping":-1e6}"#, #"{"x":0}"#, "[]",
    #"{"a b":1}"#, #"{"spring.stiffness":"1"}"#, #"{"spring.stiffness":-0}"#,
    #"{"spring.stiffness":1000,"spring.damping":0,"spring.mass":0.1}"#,
    #"{"spring.stiffness":1,"spring.damping":100,"spring.mass":10}"#,
    #"{"square.size":400,"drag.resistance":0}"#, #"{"square.size":40,"drag.resistance":400}"#,
    #"{"trace.length":1}"#, #"{"trace.length":20}"#,
  ]
  static let panelsValues = [
    #"["tuning"]"#, #"["plots"]"#, "[]", #"["tuning","tuning"]"#, "[1]", #""tuning""#,
  ]
  static let damageBytes: [UInt8] = [
    0x00, 0x0D, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x2C, 0x3A, 0x20, 0x09, 0x7F, 0xFF, 0x30,
  ]
  static let oddLines = ["", "   ", "\t", "\r", "{}", "[]", "null", #"{"t":1}"#]
}
