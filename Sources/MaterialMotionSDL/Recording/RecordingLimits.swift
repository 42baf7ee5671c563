/// The ranges every value of a recording must lie in (checked before anything runs, so no later
/// conversion can trap or allocate without bound). The README lists them.
public enum RecordingLimits {
  /// The largest recording file read, in bytes (64 MiB).
  public static let maximumFileBytes = 64 << 20
  /// The longest line, in bytes.
  public static let maximumLineBytes = 4096
  /// The longest string value (scene, key name), in characters.
  public static let maximumStringLength = 64
  /// Window and header sizes: each side 1...8192 points (a frame of that size, its capture
  /// copies and its texture fit in memory on any machine the sandbox runs on).
  public static let windowSides = 1...8192
  /// Header frame rates, frames per second.
  public static let fps = 1.0...1000.0
  /// Event times, seconds since the start (one day).
  public static let time = 0.0...86_400.0
  /// Mouse and touchpad positions, window points (far outside any window is still allowed).
  public static let windowCoordinate = -1_000_000.0...1_000_000.0
  /// Wheel deltas, steps or points per event.
  public static let wheelDelta = -10_000.0...10_000.0
  /// Finger and multigesture positions, normalised (SDL's 0...1 with room outside).
  public static let normalisedCoordinate = -10.0...10.0
  /// Finger ids.
  public static let fingerID: ClosedRange<Int> = 0...(1 << 53)
  /// Multigesture distance and angle changes per event.
  public static let gestureDelta = -100.0...100.0
  /// Finger counts (multigesture, touchpad pinch).
  public static let fingers = 0...31
  /// Touchpad pinch absolute scale (exclusive of 0).
  public static let pinchScale = 0.0...100.0
  /// Touchpad pinch rotation change per event, degrees.
  public static let pinchRotation = -360.0...360.0
  /// Header `params` (scene parameter values): at most this many entries, so the header line
  /// stays within ``maximumLineBytes``.
  public static let maximumParameters = 32
  /// Header `params` values (each must also lie in its parameter's own range).
  public static let parameterValue = -1_000_000.0...1_000_000.0
  /// Header `panels` (panels shown at the start): at most this many names.
  public static let maximumPanels = 8
}
