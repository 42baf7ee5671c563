import Foundation
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// Touchpad swipes and holds a person can feel, replayed from recordings (format version 5)
/// in this process: a three- or four-finger swipe pages the carousel (two fingers do not), and a
/// hold catches the tossed square in flight.
@MainActor
@Suite(.serialized) struct TouchpadGestureSceneTests {
  /// Writes a recording of `scene` with `lines` after its header and returns its path.
  func recording(_ scene: String, _ lines: [String]) throws -> String {
    let dir = AppHarness.temporaryDirectory("touchpad-gestures")
    let path = dir + "/\(scene).jsonl"
    let header =
      #"{"format":"motion-sandbox-input","version":5,"scene":""# + scene
      + #"","size":[800,600],"fps":60}"#
    try ([header] + lines).joined(separator: "\n").appending("\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A swipe of `fingers` fingers starting at `start`, 10 updates of `dx` each, 10 ms apart.
  func swipe(at start: Double, fingers: Int, dx: Double) -> [String] {
    func line(_ t: Double, _ phase: String, _ dx: Double) -> String {
      #"{"t":\#(t),"type":"touchpad.swipe","phase":"\#(phase)","source":"xi2","fingers":\#(fingers),"dx":\#(dx),"dy":0,"x":400,"y":300,"cancelled":false}"#
    }
    return [line(start, "begin", 0)]
      + (1...10).map { line(start + Double($0) / 100, "update", dx) }
      + [line(start + 0.11, "end", 0)]
  }

  /// The x of the element named `name` at each frame's time of a replay of `path`.
  func positions(of name: String, replaying path: String) throws -> [Double: Double] {
    var xs: [Double: Double] = [:]
    try SceneReplay(recording: path).run { frame in
      if let element = find(name, in: frame.root) { xs[frame.time] = element.position.x }
    }
    return xs
  }

  func find(_ name: String, in element: Element) -> Element? {
    if element.name == name { return element }
    for child in element.children { if let found = find(name, in: child) { return found } }
    return nil
  }

  /// The value of `xs` at the frame nearest `time`.
  func at(_ time: Double, _ xs: [Double: Double]) throws -> Double {
    let key = try #require(xs.keys.min { abs($0 - time) < abs($1 - time) })
    return xs[key]!
  }

  @Test func threeAndFourFingerSwipesPageTheCarouselAndTwoDoNot() throws {
    let path = try recording(
      "carousel",
      swipe(at: 0.5, fingers: 3, dx: -20) + swipe(at: 2, fingers: 2, dx: -20)
        + swipe(at: 3.5, fingers: 4, dx: 20))
    let xs = try positions(of: "strip", replaying: path)
    let pitch = 800 * 0.6 + 24
    #expect(abs(try at(0.4, xs)) < 0.5, "page 1 at the start")
    #expect(abs(try at(1.9, xs) + pitch) < 0.5, "three fingers to the left: page 2")
    #expect(abs(try at(3.4, xs) + pitch) < 0.5, "two fingers: still page 2")
    #expect(abs(try at(4.5, xs)) < 0.5, "four fingers to the right: page 1 again")
  }

  @Test func aHoldCatchesTheTossedSquareInFlight() throws {
    var lines = [
      #"{"t":0.5,"type":"mouse.down","x":400,"y":300,"button":"left","mods":[]}"#
    ]
    for step in 1...6 {
      lines.append(
        #"{"t":\#(0.5 + Double(step) / 60),"type":"mouse.motion","x":\#(400 + step * 40),"y":300,"mods":[]}"#
      )
    }
    lines.append(#"{"t":0.62,"type":"mouse.up","x":640,"y":300,"button":"left","mods":[]}"#)
    lines.append(
      #"{"t":0.7,"type":"touchpad.hold","phase":"begin","source":"wayland","fingers":2,"x":100,"y":100,"cancelled":false}"#
    )
    lines.append(
      #"{"t":1.5,"type":"touchpad.hold","phase":"end","source":"wayland","fingers":2,"x":100,"y":100,"cancelled":false}"#
    )
    let xs = try positions(of: "square", replaying: try recording("tossable", lines))
    let caught = try at(0.8, xs)
    #expect(caught - 400 > 100, "the toss carried the square out to \(caught)")
    #expect(try at(1.4, xs) == caught, "held: the square stays where the hold caught it")
    #expect(abs(try at(2.4, xs) - 400) < 1, "let go: back at the centre")
  }
}
