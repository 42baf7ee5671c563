import MaterialMotion

/// The elements an ``OnionSkin`` draws its ghosts with, kept from frame to frame: each frame's
/// ghosts take elements of the class they need from the pool and give them all back before the
/// next frame's are made, so a window showing ghosts of a thousand moving squares does not make
/// and free thousands of elements a frame. Nothing in it can be hit.
@MainActor
final class GhostPool {
  /// The elements not handed out, by ``ElementKind`` (its raw value).
  private var free: [[Element]] = Array(repeating: [], count: 4)
  private var inUse: [(element: Element, kind: ElementKind)] = []

  /// The classes of element a ghost can need, as `ElementSnapshot.Content` tells them.
  enum ElementKind: Int {
    case plain, label, image, polyline

    init(_ content: ElementSnapshot.Content) {
      switch content {
      case .plain: self = .plain
      case .label: self = .label
      case .image: self = .image
      case .polyline: self = .polyline
      }
    }
  }

  /// An element of the class that draws `appearance`'s content, looking like it, with no
  /// children.
  func element(_ appearance: ElementSnapshot.Appearance) -> Element {
    let kind = ElementKind(appearance.content)
    let element: Element
    if let reused = free[kind.rawValue].popLast() {
      element = reused
    } else {
      element = appearance.makeElement()
    }
    appearance.apply(to: element)
    inUse.append((element, kind))
    return element
  }

  /// A plain element that only carries `appearance`'s transform, opacity and clip to its
  /// children: it draws nothing itself (no fill, shadow or content).
  func carrier(_ appearance: ElementSnapshot.Appearance) -> Element {
    var carried = appearance
    carried.backgroundColor = .clear
    carried.elevation = 0
    carried.content = .plain
    return element(carried)
  }

  /// Takes every element handed out back, detached from its children (the caller detaches
  /// the ones it added to elements of its own).
  func reclaimAll() {
    for (element, kind) in inUse {
      element.removeAllChildren()
      free[kind.rawValue].append(element)
    }
    inUse.removeAll(keepingCapacity: true)
  }
}
