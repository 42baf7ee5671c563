import MaterialMotion

/// What a ``SandboxHost`` asks of the app that runs it, at fixed points of every frame: the one
/// interface between the frame loop and whatever drives it (the sandbox's session, an in-process
/// replay, a test, a benchmark). Every method has a default that does nothing (or draws and
/// consumes nothing), so a delegate implements only what it needs.
///
/// A frame, in order:
/// 1. ``hostWillBeginFrame(_:index:time:)``;
/// 2. input: every live event already queued, each offered to ``host(_:intercepts:)`` first, then (during a replay) every recorded event due;
///    for each one that is not a key, ``hostWillDispatch(_:)`` first; each key is offered to
///    ``host(_:shouldConsume:)`` before the scenes see it;
/// 3. ``hostWillDispatch(_:)`` once more, then ended pinches are flushed and the clock ticks;
/// 4. ``host(_:updateAt:)``;
/// 5. ``host(_:shouldDrawFrame:)``; if so the frame is drawn, ``host(_:didDrawFrame:)`` sees it
///    (capture reads pixels there) and it is presented.
///
/// While the host ``SandboxHost/isHeld``, a frame is 1, the live events of 2 (offered to
/// ``host(_:intercepts:)``), 4 with the clock where it was, and 5.
///
/// ``host(_:didResizeTo:)`` comes whenever the window's size in points changes. The host holds
/// its delegate weakly.
@MainActor
public protocol SandboxHostDelegate: AnyObject {
  /// Frame `index` starts at `time` (seconds on the input clock), before any input is handled.
  func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double)
  /// Offered every key event before the scenes see it: return true to consume it.
  func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool
  /// Offered every live input (also during a replay, and while held) before the host handles
  /// it: return true to take it, and the host neither handles, shows on
  /// ``SandboxHost/input`` (so records) nor dispatches it. Viewing controls that must not
  /// change the run (the sandbox's timeline) take their input here.
  func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool
  /// Called before each input other than a key is dispatched, and before the clock ticks: where
  /// a deferred change lands (the sandbox switches scenes here, so a burst of scene-switch keys
  /// builds one scene, and pointer, touch and gesture input after a switch reaches the new
  /// scene).
  func hostWillDispatch(_ host: SandboxHost)
  /// Called once per frame after the clock ticked and before drawing; `time` is the clock's.
  func host(_ host: SandboxHost, updateAt time: Double)
  /// Whether to draw frame `index`. Input, motion and time advance exactly as for a drawn frame,
  /// and the renderer keeps no state between frames, so the next drawn frame is the same either
  /// way. The default draws every frame.
  func host(_ host: SandboxHost, shouldDrawFrame index: Int) -> Bool
  /// Frame `index` is drawn and not yet presented: read its pixels here.
  func host(_ host: SandboxHost, didDrawFrame index: Int) throws
  /// The window's size in points changed to `size` (the root already has it).
  func host(_ host: SandboxHost, didResizeTo size: Size)
}

extension SandboxHostDelegate {
  /// Does nothing.
  public func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double) {}
  /// Consumes nothing.
  public func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool { false }
  /// Takes nothing.
  public func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool { false }
  /// Does nothing.
  public func hostWillDispatch(_ host: SandboxHost) {}
  /// Does nothing.
  public func host(_ host: SandboxHost, updateAt time: Double) {}
  /// Draws every frame.
  public func host(_ host: SandboxHost, shouldDrawFrame index: Int) -> Bool { true }
  /// Does nothing.
  public func host(_ host: SandboxHost, didDrawFrame index: Int) throws {}
  /// Does nothing.
  public func host(_ host: SandboxHost, didResizeTo size: Size) {}
}
