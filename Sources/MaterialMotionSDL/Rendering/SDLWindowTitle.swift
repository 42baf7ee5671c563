import CSDL2

/// Sets a window's title.
@MainActor
public enum SDLWindowTitle {
  /// Sets `window`'s title to `title`.
  public static func set(_ window: SDLWindow, _ title: String) {
    SDL_SetWindowTitle(window.window, title)
  }
}
