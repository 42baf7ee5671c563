import Foundation
import MaterialMotion

/// Builds a ``MotionTrace`` frame by frame from an element tree: the values of every visible
/// element and visualized stream, kept as changes from the frame before.
///
/// It runs every frame of a check, so it does no work per element that it can avoid: an element
/// keeps its path and keys from frame to frame (`TracedElement`), its values are compared as
/// numbers, and a key is used only for a value that changed. Paths are worked out again only
/// when the tree's shape around an element changes (it moved, was renamed, appeared, or a
/// sibling of the same name came or went); then values are compared by path, so the trace says
/// the same as if every key had been built anew.
@MainActor
public struct TraceRecorder {
  /// The trace so far.
  public private(set) var trace: MotionTrace
  /// The elements traced so far, by identity: their place, keys and last values.
  private var elements: [ObjectIdentifier: TracedElement] = [:]
  /// Last frame's elements, in tree order: path and values.
  private var lastFrame: [(path: String, values: TracedElement.Values)] = []
  /// Last frame's visualized streams: their values by key, and the keys in order.
  private var streamValues: [String: MotionTrace.Value] = [:]
  private var streamOrder: [String] = []

  /// An empty trace under `header`.
  public init(header: MotionTrace.Header) {
    trace = MotionTrace(header: header, frames: [])
  }

  /// Adds a frame at `time` from the tree under `root` (`root` itself is not traced).
  public mutating func record(_ root: Element, time: Double) {
    let frame = trace.frames.count
    var changes: [MotionTrace.Change] = []
    var thisFrame: [(path: String, values: TracedElement.Values)] = []
    thisFrame.reserveCapacity(lastFrame.count)
    var reshaped = false
    var lastByPath: [String: TracedElement.Values]?
    var streams: [VisualizationTrace] = []

    func visit(_ parent: Element, parentPath: String) {
      let parentID = ObjectIdentifier(parent)
      var counts: [String: Int] = [:]
      for child in parent.children where !child.isHidden {
        let id = ObjectIdentifier(child)
        let kind = ObjectIdentifier(type(of: child))
        let cached = elements[id]
        let base =
          cached.flatMap { $0.kind == kind && $0.name == child.name ? $0.base : nil }
          ?? TracedElement.base(of: child)
        let ordinal = counts[base, default: 0]
        counts[base] = ordinal + 1
        let values = TracedElement.Values(child)
        var element: TracedElement
        if var known = cached, known.kind == kind, known.parent == parentID,
          known.parentPath == parentPath, known.base == base, known.ordinal == ordinal
        {
          known.name = child.name
          element = known
        } else {
          element = TracedElement(
            kind: kind, name: child.name, base: base, parent: parentID, parentPath: parentPath,
            ordinal: ordinal)
        }
        if cached != nil, element.path == cached?.path, cached?.frame == frame - 1 {
          // Where it was last frame: compare with its own values.
          element.appendChanges(from: cached!.values, to: values, into: &changes)
        } else {
          // A new place in the tree: compare with whatever was at this path last frame.
          reshaped = true
          if lastByPath == nil {
            lastByPath = Dictionary(lastFrame.map { ($0.path, $0.values) }) { first, _ in first }
          }
          element.appendChanges(from: lastByPath?[element.path], to: values, into: &changes)
        }
        element.values = values
        element.frame = frame
        elements[id] = element
        thisFrame.append((element.path, values))
        if let strip = child as? VisualizationElement {
          streams += strip.traces
        } else {
          visit(child, parentPath: element.path)
        }
      }
    }
    visit(root, parentPath: "")

    let (streamChanges, currentStreams, order) = streamState(streams)
    changes += streamChanges
    if reshaped || thisFrame.count != lastFrame.count {
      // Some paths of last frame may be gone.
      let present = Set(thisFrame.map(\.path))
      for (path, _) in lastFrame where !present.contains(path) {
        for key in TracedElement.keys(of: path) {
          changes.append(MotionTrace.Change(key: key, value: nil))
        }
      }
      elements = elements.filter { $0.value.frame == frame }
    }
    for key in streamOrder where currentStreams[key] == nil {
      changes.append(MotionTrace.Change(key: key, value: nil))
    }
    trace.frames.append(MotionTrace.Frame(time: MotionTrace.rounded(time), changes: changes))
    lastFrame = thisFrame
    streamValues = currentStreams
    streamOrder = order
  }

  /// The visualized streams' values (`stream NAME.value`, `stream NAME.state`), those that
  /// changed since last frame, and the keys in order.
  private func streamState(_ streams: [VisualizationTrace]) -> (
    [MotionTrace.Change], [String: MotionTrace.Value], [String]
  ) {
    var current: [String: MotionTrace.Value] = [:]
    var keys: [String] = []
    func add(_ key: String, _ value: MotionTrace.Value) {
      if current.updateValue(value, forKey: key) == nil { keys.append(key) }
    }
    var prefixes: [String: Int] = [:]
    for (index, stream) in streams.enumerated() {
      var base = stream.prefix
      while let last = base.last, last == " " || last == ":" { base.removeLast() }
      if base.isEmpty { base = "#\(index + 1)" }
      let seen = prefixes[base, default: 0]
      prefixes[base] = seen + 1
      let name = "stream " + (seen == 0 ? base : "\(base)[\(seen)]")
      if let components = stream.latestComponents {
        add("\(name).value", .numbers(components.map(MotionTrace.rounded)))
      } else if stream.text != ValueFormat.placeholder,
        let value = MotionTrace.value(stream.text)
      {
        add("\(name).value", value)
      }
      add("\(name).state", .text(stream.latestState.map { "\($0)" } ?? "atRest"))
    }
    let changes = keys.filter { streamValues[$0] != current[$0] }.map {
      MotionTrace.Change(key: $0, value: current[$0])
    }
    return (changes, current, keys)
  }
}
