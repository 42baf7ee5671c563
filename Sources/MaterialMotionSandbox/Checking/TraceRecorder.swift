import Foundation
import MaterialMotion

/// Builds a ``MotionTrace`` frame by frame from an element tree: the values of every visible
/// element and visualized stream, kept as changes from the frame before.
@MainActor
public struct TraceRecorder {
  /// The trace so far.
  public private(set) var trace: MotionTrace
  private var previous: [String: MotionTrace.Value] = [:]
  private var order: [String] = []

  /// An empty trace under `header`.
  public init(header: MotionTrace.Header) {
    trace = MotionTrace(header: header, frames: [])
  }

  /// Adds a frame at `time` from the tree under `root` (`root` itself is not traced).
  public mutating func record(_ root: Element, time: Double) {
    var current: [String: MotionTrace.Value] = [:]
    var keys: [String] = []
    var streams: [VisualizationTrace] = []
    func add(_ key: String, _ value: MotionTrace.Value) {
      if current.updateValue(value, forKey: key) == nil { keys.append(key) }
    }
    func visit(_ element: Element, path: String) {
      var counts: [String: Int] = [:]
      for child in element.children where !child.isHidden {
        let base = (child.name ?? String(describing: type(of: child)))
          .replacingOccurrences(of: "=", with: "_").replacingOccurrences(of: "\n", with: " ")
        let seen = counts[base, default: 0]
        counts[base] = seen + 1
        let name = seen == 0 ? base : "\(base)[\(seen)]"
        let childPath = path.isEmpty ? name : "\(path)/\(name)"
        add(
          "\(childPath).position", .numbers([rounded(child.position.x), rounded(child.position.y)]))
        add("\(childPath).size", .numbers([rounded(child.size.width), rounded(child.size.height)]))
        add("\(childPath).scale", .numbers([rounded(child.scale)]))
        add("\(childPath).rotation", .numbers([rounded(child.rotation)]))
        add("\(childPath).opacity", .numbers([rounded(child.opacity)]))
        if let strip = child as? VisualizationElement {
          streams += strip.traces
        } else {
          visit(child, path: childPath)
        }
      }
    }
    visit(root, path: "")
    var prefixes: [String: Int] = [:]
    for (index, stream) in streams.enumerated() {
      var base = stream.prefix.trimmingTrailing(while: { $0 == " " || $0 == ":" })
      if base.isEmpty { base = "#\(index + 1)" }
      let seen = prefixes[base, default: 0]
      prefixes[base] = seen + 1
      let name = "stream " + (seen == 0 ? base : "\(base)[\(seen)]")
      if let components = stream.latestComponents {
        add("\(name).value", .numbers(components.map(rounded)))
      } else if stream.text != ValueFormat.placeholder {
        if let value = MotionTrace.value(stream.text) { add("\(name).value", value) }
      }
      add("\(name).state", .text(stream.latestState.map { "\($0)" } ?? "atRest"))
    }
    var changes: [MotionTrace.Change] = []
    for key in keys where previous[key] != current[key] {
      changes.append(MotionTrace.Change(key: key, value: current[key]))
    }
    for key in order where current[key] == nil {
      changes.append(MotionTrace.Change(key: key, value: nil))
    }
    trace.frames.append(MotionTrace.Frame(time: rounded(time), changes: changes))
    previous = current
    order = keys
  }

  private func rounded(_ value: Double) -> Double { MotionTrace.rounded(value) }
}

extension String {
  fileprivate func trimmingTrailing(while predicate: (Character) -> Bool) -> String {
    var text = self
    while let last = text.last, predicate(last) { text.removeLast() }
    return text
  }
}
