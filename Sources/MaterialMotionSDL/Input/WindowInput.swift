/// Something that happened to the window.
public enum WindowInput: Hashable, Sendable {
  /// The window now measures `width` × `height` points. A replay resizes the window to it.
  case resized(width: Int, height: Int)
  /// The window got the keyboard focus (not recorded).
  case focusGained
  /// The window lost the keyboard focus: every touch and pinch in progress is cancelled (not
  /// recorded).
  case focusLost
  /// The user closed the window (or asked the app to quit): the run stops (not recorded).
  case closeRequested
}
