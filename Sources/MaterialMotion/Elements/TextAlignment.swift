/// How a ``Label`` places its text horizontally within its bounds.
public enum TextAlignment: Sendable, Hashable {
  /// Flush with the left edge.
  case left
  /// Centred.
  case center
}
