/// The two touches a scale or rotation recognizer measures: the two oldest touches down when the
/// pair formed. When one of them lifts, the pair re-forms from the oldest remaining touches.
struct TouchPair {
  private(set) var ids: (first: Int, second: Int)?

  var isFormed: Bool { ids != nil }

  func contains(_ id: Int) -> Bool {
    guard let ids else { return false }
    return ids.first == id || ids.second == id
  }

  /// Forms the pair from the two oldest of `touches` if it is not formed. Returns whether it
  /// formed now.
  mutating func formIfNeeded(from touches: [TouchEvent]) -> Bool {
    guard ids == nil, touches.count >= 2 else { return false }
    ids = (touches[0].id, touches[1].id)
    return true
  }

  mutating func dissolve() {
    ids = nil
  }

  /// The vector from the first touch to the second, using `override` for the touch with its id
  /// (an event that is no longer in the recognizer's touches, e.g. one that just lifted).
  @MainActor
  func vector(in recognizer: GestureRecognizer, override: TouchEvent? = nil) -> Point? {
    guard let ids else { return nil }
    func location(_ id: Int) -> Point? {
      if let override, override.id == id { return override.location }
      return recognizer.touch(withID: id)?.location
    }
    guard let first = location(ids.first), let second = location(ids.second) else { return nil }
    return second - first
  }
}
