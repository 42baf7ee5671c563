/// When each group of an element's reactive attributes was last written, on one clock that every
/// snapshot capture advances: what lets ``ElementSnapshotArena`` read only the attributes written
/// since its last capture, instead of every property object of every element of a frame (they are
/// scattered in memory and rarely in cache when a frame is kept).
///
/// Every element has one, made with it; its reactive properties stamp it through their
/// external-write hook on every write (a `state` change is not a write and stamps nothing), and
/// so do the plain attributes a snapshot keeps with the style (``Element/zIndex``,
/// ``Element/isHidden``, ``Element/clipsToBounds``) when they are set. A label's text, an image's
/// file and a polyline's points are not stamped: a capture compares them every time.
final class ElementChanges {
  /// The clock: every stamp is its value at the write, every capture moves it on by one, so a
  /// write after a capture has a later stamp than any write before it. 64 bits: it never wraps.
  nonisolated(unsafe) static var clock: UInt64 = 1

  /// The last write of the position.
  @exclusivity(unchecked) var position: UInt64
  /// The last write of the scale.
  @exclusivity(unchecked) var scale: UInt64
  /// The last write of the rotation.
  @exclusivity(unchecked) var rotation: UInt64
  /// The last write of the opacity.
  @exclusivity(unchecked) var opacity: UInt64
  /// The last write of the size, anchor point, background colour, corner radius, elevation,
  /// z-index, hidden flag or clipping flag.
  @exclusivity(unchecked) var style: UInt64

  /// Stamps for an element made now: every attribute counts as written, so an element made
  /// after a capture (even one at the address of an element that is gone) is read in full.
  init() {
    let now = Self.clock
    position = now
    scale = now
    rotation = now
    opacity = now
    style = now
  }

  /// Moves the clock on for a capture and returns the stamp it stands at: a write stamped at or
  /// before it came before the capture.
  static func tick() -> UInt64 {
    let now = clock
    clock &+= 1
    return now
  }
}
