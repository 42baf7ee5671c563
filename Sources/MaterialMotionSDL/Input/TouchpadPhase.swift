/// Where a touchpad gesture (``TouchpadPinch``, ``TouchpadSwipe``, ``TouchpadHold``) is in its
/// life. A hold has no update.
public enum TouchpadPhase: String, Sendable, Hashable, CaseIterable {
  /// The fingers started the gesture.
  case begin
  /// The gesture changed.
  case update
  /// The gesture finished (or the system cancelled it: see each gesture's `isCancelled`).
  case end
}
