/// One frame's element tree walked in draw order (as the renderer draws it: hidden elements and
/// those at opacity 0 skipped with their subtrees, children by ``Element/zIndex`` then in
/// order), giving each element that draws something its values in window coordinates.
@MainActor
struct LottieTreeWalk {
  /// A clipping ancestor: its transform to the window, size and corner radius.
  private struct Clip {
    let transform: Transform
    let width: Double
    let height: Double
    let radius: Double
  }

  let arena: ElementSnapshotArena
  private var clips: [Clip] = []

  init(arena: ElementSnapshotArena) {
    self.arena = arena
  }

  /// `value` clamped to 0...1, as the renderer clamps opacities and colours (a spring on an
  /// opacity overshoots past 1).
  nonisolated static func unit(_ value: Double) -> Double {
    value.isFinite ? min(1, max(0, value)) : 0
  }

  /// Visits `node` and its descendants; `found` gets each drawing element's key, its row of
  /// ``LottieTrack/Channel``s, its clipping ancestors' outlines in its own coordinates and a
  /// label's text.
  mutating func visit(
    _ node: ElementSnapshotArena.Node,
    found: (LottieTrackKey, [Double], [Double], String?) -> Void
  ) {
    visit(node, parent: .identity, scale: 1, rotation: 0, opacity: 1, found: found)
  }

  private mutating func visit(
    _ node: ElementSnapshotArena.Node, parent: Transform, scale parentScale: Double,
    rotation parentRotation: Double, opacity parentOpacity: Double,
    found: (LottieTrackKey, [Double], [Double], String?) -> Void
  ) {
    let look = arena.appearance(of: node)
    if look.isHidden { return }
    let opacity = parentOpacity * look.opacity
    guard opacity > 0 else { return }
    let size = look.size
    let anchor = Point(x: look.anchorPoint.x * size.width, y: look.anchorPoint.y * size.height)
    let local = Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(Transform(scale: look.scale))
      .concatenating(Transform(rotation: look.rotation))
      .concatenating(Transform(translation: look.position))
    let transform = local.concatenating(parent)
    let scale = parentScale * look.scale
    let rotation = parentRotation + look.rotation * 180 / .pi
    var image: String?
    var label: LottieLabel?
    switch look.content {
    case .image(let path): image = path
    case .label(let text, let fontSize, let color, let alignment)
    where !text.isEmpty && color.alpha > 0:
      label = LottieLabel(text: text, fontSize: fontSize, color: color, alignment: alignment)
    default: break
    }
    let fill = look.backgroundColor
    if fill.alpha > 0 || image != nil || label != nil || look.elevation > 0,
      let inverse = transform.inverted()
    {
      let origin = parent.apply(to: look.position)
      let row: [Double] = [
        origin.x, origin.y, anchor.x, anchor.y, size.width, size.height, scale, rotation,
        Self.unit(opacity) * 100, Self.unit(fill.red), Self.unit(fill.green),
        Self.unit(fill.blue), Self.unit(fill.alpha) * 100, look.cornerRadius, look.elevation,
      ]
      var outlines: [Double] = []
      for clip in clips {
        LottieOutline.append(
          width: clip.width, height: clip.height, radius: clip.radius,
          transform: clip.transform.concatenating(inverse), to: &outlines)
      }
      found(
        LottieTrackKey(
          source: arena.source(of: node), clips: clips.count, image: image, label: label?.look),
        row, outlines, label?.text)
    }
    let children = arena.children(of: node)
    guard !children.isEmpty else { return }
    if look.clipsToBounds {
      clips.append(
        Clip(
          transform: transform, width: size.width, height: size.height, radius: look.cornerRadius))
    }
    let looks = children.map { arena.appearance(of: $0).zIndex }
    let ordered =
      looks.allSatisfy({ $0 == looks[0] })
      ? Array(children.indices)
      : children.indices.sorted { (looks[$0], $0) < (looks[$1], $1) }
    for index in ordered {
      visit(
        children[index], parent: transform, scale: scale, rotation: rotation, opacity: opacity,
        found: found)
    }
    if look.clipsToBounds { clips.removeLast() }
  }
}
