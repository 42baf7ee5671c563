import MaterialMotion

/// What the `spring` and `tween` scenes share: a tap anywhere sends the square to the other
/// side (a quarter of the window's width from either edge), and a readout line under the title.
@MainActor
struct SideToSide {
  let root: Element
  let square: Element

  /// Calls `send` with the other side's point on every recognised tap (the recognizer is
  /// attached to the root; the scene's stage detaches it). The returned subscription ends it.
  func onTap(_ send: @escaping (Point) -> Void) -> Subscription {
    let tap = TapGestureRecognizer()
    root.addGestureRecognizer(tap)
    var right = false
    return gestureSource(tap).whenRecognitionState(is: .recognized).subscribeToValue { _ in
      right.toggle()
      let width = root.size.width
      send(Point(x: right ? width * 0.75 : width * 0.25, y: root.size.height / 2))
    }
  }

  /// A centred line of text under the title and keys.
  static func readout(in root: Element) -> Label {
    let label = Label()
    label.fontSize = 15
    label.textAlignment = .center
    label.size = Size(width: root.size.width, height: 22)
    label.position = Point(x: root.size.width / 2, y: 92)
    label.isUserInteractionEnabled = false
    return label
  }
}
