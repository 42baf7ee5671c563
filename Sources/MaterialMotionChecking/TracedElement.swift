import FoundationEssentials
import MaterialMotion

/// What a ``TraceRecorder`` keeps of one element from frame to frame: its place in the tree, the
/// path and keys that place gives it, and its values last frame.
///
/// A class, so the recorder updates it where it is kept (its parent's `TracedFamily` and the
/// recorder's table by identity) without copying its strings.
@MainActor
final class TracedElement {
  /// The traced values, rounded as a trace keeps them.
  struct Values: Equatable {
    var x, y, width, height, scale, rotation, opacity, elevation: Double

    @MainActor init(_ element: Element) {
      let r = MotionTrace.rounded
      x = r(element.position.x)
      y = r(element.position.y)
      width = r(element.size.width)
      height = r(element.size.height)
      scale = r(element.scale)
      rotation = r(element.rotation)
      opacity = r(element.opacity)
      elevation = r(element.elevation)
    }

    /// The values in the order of ``TracedElement/attributes``.
    var traced: [MotionTrace.Value] {
      [
        .numbers(.init(x, y)), .numbers(.init(width, height)), .numbers(.init(scale)),
        .numbers(.init(rotation)), .numbers(.init(opacity)), .numbers(.init(elevation)),
      ]
    }
  }

  /// The traced attributes, in the order a frame lists them. Elevation is in the trace only
  /// where it is not 0: listed when an element appears with one, changed as it changes, and
  /// gone (as a gone element's keys are) when it returns to 0; so traces of scenes without
  /// elevation are as they were before it.
  static let attributes = ["position", "size", "scale", "rotation", "opacity", "elevation"]

  /// The element's identity and class, and its name when its place was worked out.
  let id: ObjectIdentifier
  let kind: ObjectIdentifier
  let name: String?
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
  /// Whether it is a visualization strip (traced as its streams, not its lines).
  let isStrip: Bool
  /// Its values last traced, the frame they were traced in, and the values it had before.
  var values: Values?
  var frame = -1
  var previous: Values?
  /// Whether it had children when last traced.
  var hadChildren = false

  init(
    _ element: Element, base: String, parent: ObjectIdentifier, parentPath: String, ordinal: Int
  ) {
    id = ObjectIdentifier(element)
    kind = ObjectIdentifier(type(of: element))
    name = element.name
    self.base = base
    self.parent = parent
    self.parentPath = parentPath
    self.ordinal = ordinal
    let segment = ordinal == 0 ? base : "\(base)[\(ordinal)]"
    path = parentPath.isEmpty ? segment : "\(parentPath)/\(segment)"
    keys = Self.keys(of: path)
    isStrip = element is VisualizationElement
  }

  /// Whether `element` is the element this was made for, with the same class and name.
  func isSame(as element: Element) -> Bool {
    id == ObjectIdentifier(element) && kind == ObjectIdentifier(type(of: element))
      && name == element.name
  }

  /// The name `element` has in a path.
  static func base(of element: Element) -> String {
    let name = element.name ?? String(describing: type(of: element))
    guard name.utf8.contains(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\n") })
    else { return name }
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      scalars.append(scalar == "=" ? "_" : scalar == "\n" ? " " : scalar)
    }
    return String(scalars)
  }

  /// The keys of the element at `path`.
  static func keys(of path: String) -> [String] {
    attributes.map { "\(path).\($0)" }
  }

  /// Appends a change for each value of `new` that differs from `old` (every value when there
  /// is no `old`).
  func appendChanges(from old: Values?, to new: Values, into changes: inout [MotionTrace.Change]) {
    guard let old else {
      for (index, (key, value)) in zip(keys, new.traced).enumerated()
      where index < 5 || new.elevation != 0 {
        changes.append(MotionTrace.Change(key: key, value: value))
      }
      return
    }
    if old.x != new.x || old.y != new.y {
      changes.append(MotionTrace.Change(key: keys[0], value: .numbers(.init(new.x, new.y))))
    }
    if old.width != new.width || old.height != new.height {
      changes.append(
        MotionTrace.Change(key: keys[1], value: .numbers(.init(new.width, new.height))))
    }
    if old.scale != new.scale {
      changes.append(MotionTrace.Change(key: keys[2], value: .numbers(.init(new.scale))))
    }
    if old.rotation != new.rotation {
      changes.append(MotionTrace.Change(key: keys[3], value: .numbers(.init(new.rotation))))
    }
    if old.opacity != new.opacity {
      changes.append(MotionTrace.Change(key: keys[4], value: .numbers(.init(new.opacity))))
    }
    if old.elevation != new.elevation {
      changes.append(
        MotionTrace.Change(
          key: keys[5], value: new.elevation == 0 ? nil : .numbers(.init(new.elevation))))
    }
  }
}

/// One parent's visible children as a ``TraceRecorder`` last traced them, in order, with the
/// parent's path then: while the children are the same elements in the same order, with the
/// same classes and names, under the same path, each keeps its path and is compared with its own
/// values, with no lookup by identity or path.
@MainActor
final class TracedFamily {
  var path: String
  var frame: Int
  var members: [TracedElement]

  init(path: String, frame: Int, members: [TracedElement]) {
    self.path = path
    self.frame = frame
    self.members = members
  }
}
