/// The ranges every value of a recording must lie in (checked before anything runs, so no later
/// conversion can trap or allocate without bound). The README lists them.
public enum RecordingLimits {
  /// The largest recording file read, in bytes (64 MiB). A recording is a regular file: a FIFO,
  /// a device, a socket or a folder is refused before it is opened.
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
  /// Event times (`t`), seconds since the start: an hour at most. A replay makes every frame
  /// from the start to its last event and a second more, idle or not ((t + 1) × fps frames, each
  /// of them traced by `check`), so this bounds its work: at most 216,060 frames at 60 fps and
  /// 3,601,000 at the largest ``fps``. A later event is refused in one line naming its line.
  public static let eventTime = 0.0...3_600.0
  /// Spans of time a recording notes besides event times (a takeover's `replaced` seconds):
  /// one day.
  public static let time = 0.0...86_400.0
  /// Mouse and touchpad positions, window points (far outside any window is still allowed).
  public static let windowCoordinate = -1_000_000.0...1_000_000.0
  /// Wheel deltas, steps or points per event.
  public static let wheelDelta = -10_000.0...10_000.0
  /// Finger and multigesture positions, normalised (SDL's 0...1 with room outside).
  public static let normalisedCoordinate = -10.0...10.0
  /// Finger ids. Whole numbers are read exactly, not as the float nearest them: 2⁵³ + 1 is past
  /// the end though a 64-bit float would round it to 2⁵³.
  public static let fingerID: ClosedRange<Int> = 0...(1 << 53)
  /// Multigesture distance and angle changes per event.
  public static let gestureDelta = -100.0...100.0
  /// Finger counts (multigesture, touchpad pinch).
  public static let fingers = 0...31
  /// A touchpad's X input device id (-1: none, on Wayland).
  public static let deviceID = -1...65535
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

  /// The rule ``sceneNameProblem(_:)`` checks, for messages: "a scene's name is " followed by
  /// this.
  public static let sceneNameRule =
    "1 to \(maximumStringLength) characters with no control characters, white space, \"=\" or \"/\""

  /// What is wrong with `name` as a scene's name, or nil when nothing is.
  ///
  /// A scene's name goes into every recording made in it (the header's `scene`), `--scene`,
  /// the window title and screenshot file names, so it is 1 to ``maximumStringLength``
  /// characters (Unicode scalars, as every string of a recording), none of them a control
  /// character, white space, `=` or `/`. The recording reader rejects a header whose `scene`
  /// breaks this rule, and the sandbox refuses to start with a scene named against it, so the
  /// sandbox never writes a recording that its replay would refuse for the scene's name.
  ///
  /// - Returns: the problem as a phrase that follows the name, e.g. `is empty` or
  ///   `holds white space`.
  public static func sceneNameProblem(_ name: String) -> String? {
    let scalars = name.unicodeScalars
    if scalars.isEmpty { return "is empty" }
    if scalars.count > maximumStringLength {
      return "is longer than \(maximumStringLength) characters"
    }
    for scalar in scalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        return "holds a control character"
      }
      if scalar.properties.isWhitespace { return "holds white space" }
      if scalar == "=" || scalar == "/" { return "holds \"\(scalar)\"" }
    }
    return nil
  }
}

extension RecordingLimits {
  /// A range as the format's rules and messages write it: `-10 to 10`.
  static func describe(_ range: ClosedRange<Double>) -> String {
    "\(RecordingLine.number(range.lowerBound)) to \(RecordingLine.number(range.upperBound))"
  }
}
