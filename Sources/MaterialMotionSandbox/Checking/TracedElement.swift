import Foundation
import MaterialMotion

/// What a ``TraceRecorder`` keeps of one element from frame to frame: its place in the tree, the
/// path and keys that place gives it, and its values last frame.
@MainActor
struct TracedElement {
  /// The five traced values, rounded as a trace keeps them.
  struct Values: Equatable {
    var x, y, width, height, scale, rotation, opacity: Double

    @MainActor init(_ element: Element) {
      let r = MotionTrace.rounded
      x = r(element.position.x)
      y = r(element.position.y)
      width = r(element.size.width)
      height = r(element.size.height)
      scale = r(element.scale)
      rotation = r(element.rotation)
      opacity = r(element.opacity)
    }

    /// The values in the order of ``TracedElement/attributes``.
    var traced: [MotionTrace.Value] {
      [
        .numbers([x, y]), .numbers([width, height]), .numbers([scale]), .numbers([rotation]),
        .numbers([opacity]),
      ]
    }
  }

  /// The traced attributes, in the order a frame lists them.
  static let attributes = ["position", "size", "scale", "rotation", "opacity"]

  /// The element's class, and its name when its place was worked out.
  let kind: ObjectIdentifier
  var name: String?
  /// Its name in a path: its name, or its type's, with `=` and line breaks replaced.
  let base: String
  /// Its parent and the parent's path.
  let parent: ObjectIdentifier
  let parentPath: String
  /// How many earlier visible siblings have the same `base`.
  let ordinal: Int
  /// Its path: the parent's, `/`, its base and `[ordinal]` when that is not 0.
  let path: String
  /// Its keys: the path and each attribute.
  let keys: [String]
  /// Its values last traced, and the frame they were traced in.
  var values: Values?
  var frame = -1

  init(
    kind: ObjectIdentifier, name: String?, base: String, parent: ObjectIdentifier,
    parentPath: String, ordinal: Int
  ) {
    self.kind = kind
    self.name = name
    self.base = base
    self.parent = parent
    self.parentPath = parentPath
    self.ordinal = ordinal
    let segment = ordinal == 0 ? base : "\(base)[\(ordinal)]"
    path = parentPath.isEmpty ? segment : "\(parentPath)/\(segment)"
    keys = Self.keys(of: path)
  }

  /// The name `element` has in a path.
  static func base(of element: Element) -> String {
    (element.name ?? String(describing: type(of: element)))
      .replacingOccurrences(of: "=", with: "_").replacingOccurrences(of: "\n", with: " ")
  }

  /// The keys of the element at `path`.
  static func keys(of path: String) -> [String] {
    attributes.map { "\(path).\($0)" }
  }

  /// Appends a change for each value of `new` that differs from `old` (every value when there
  /// is no `old`).
  func appendChanges(from old: Values?, to new: Values, into changes: inout [MotionTrace.Change]) {
    guard let old else {
      for (key, value) in zip(keys, new.traced) {
        changes.append(MotionTrace.Change(key: key, value: value))
      }
      return
    }
    if old.x != new.x || old.y != new.y {
      changes.append(MotionTrace.Change(key: keys[0], value: .numbers([new.x, new.y])))
    }
    if old.width != new.width || old.height != new.height {
      changes.append(MotionTrace.Change(key: keys[1], value: .numbers([new.width, new.height])))
    }
    if old.scale != new.scale {
      changes.append(MotionTrace.Change(key: keys[2], value: .numbers([new.scale])))
    }
    if old.rotation != new.rotation {
      changes.append(MotionTrace.Change(key: keys[3], value: .numbers([new.rotation])))
    }
    if old.opacity != new.opacity {
      changes.append(MotionTrace.Change(key: keys[4], value: .numbers([new.opacity])))
    }
  }
}
