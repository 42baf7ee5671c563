import MaterialMotion

/// What the `spring` and `tween` scenes share: a tap anywhere sends the square to the other
/// side (a quarter of the window's width from either edge), and a readout line under the title.
@MainActor
final class SideToSide {
  let root: Element
  let square: Element
  /// The side the square was last sent to: nil before the first tap (it is at the centre).
  private(set) var right: Bool?

  init(root: Element, square: Element) {
    self.root = root
    self.square = square
  }

  /// Where the square goes in a window of `size`: the side it was last sent to, the centre
  /// before the first tap.
  func point(in size: Size) -> Point {
    let x = right.map { size.width * ($0 ? 0.75 : 0.25) } ?? size.width / 2
    return Point(x: x, y: size.height / 2)
  }

  /// Calls `send` with the other side's point on every recognised tap (the recognizer is
  /// attached to the root; the scene's stage detaches it). The returned subscription ends it.
  func onTap(_ send: @escaping (Point) -> Void) -> Subscription {
    let tap = TapGestureRecognizer()
    root.addGestureRecognizer(tap)
    return gestureSource(tap).whenRecognitionState(is: .recognized).subscribeToValue { _ in
      self.right = !(self.right ?? false)
      send(self.point(in: self.root.size))
    }
  }

  /// A centred line of text under the title and keys (placed by ``layOut(readout:in:)``).
  static func readout() -> Label {
    let label = Label()
    label.fontSize = 15
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    return label
  }

  /// Places `readout` across a window of `size`, 92 points from its top.
  static func layOut(readout: Label, in size: Size) {
    readout.size = Size(width: size.width, height: 22)
    readout.position = Point(x: size.width / 2, y: 92)
  }
}
