/// What the raster canvas keeps from frame to frame of what it drew (an image's sampled pixels,
/// a shadow's opacities), and when: a thing is kept only when it is asked for again in the frame
/// after the one that first asked for it (so what changes every frame is never kept), let go when
/// it has not been used for ``keepFrames`` frames, and at most ``capacity`` units (pixels,
/// bytes: the caller's) are kept.
@MainActor
final class FrameKeep<Key: Hashable, Value> {
  private struct Kept {
    let value: Value
    let size: Int
    var lastUsed: Int
  }

  /// How many frames a kept thing may go unused.
  var keepFrames = 60
  /// How many units are kept at most.
  var capacity: Int
  /// Whether anything is kept at all.
  var isEnabled = true
  private var entries: [Key: Kept] = [:]
  /// Keys asked for but not kept yet, with the frame they were last asked for in.
  private var asked: [Key: Int] = [:]
  private var kept = 0
  private var frame = 0

  /// A keep of at most `capacity` units.
  init(capacity: Int) { self.capacity = capacity }

  /// How many things are kept.
  var count: Int { entries.count }

  /// What is kept for `key`, marked used in this frame; nil when nothing is.
  func value(for key: Key) -> Value? {
    guard isEnabled, var entry = entries[key] else { return nil }
    entry.lastUsed = frame
    entries[key] = entry
    return entry.value
  }

  /// Whether a thing not kept yet was asked for in this frame or the one before, so that it is
  /// to be made and kept now (when ``hasRoom(for:)``); a first ask is remembered. Asked first,
  /// so that what changes every frame costs no more than this lookup.
  func isAskedAgain(_ key: Key) -> Bool {
    guard isEnabled else { return false }
    guard let before = asked[key], frame - before <= 1 else {
      asked[key] = frame
      return false
    }
    asked[key] = nil
    return true
  }

  /// Whether `size` more units fit.
  func hasRoom(for size: Int) -> Bool { kept + size <= capacity }

  /// Keeps `value` (of `size` units) for `key`.
  func keep(_ value: Value, for key: Key, size: Int) {
    if let old = entries[key] { kept -= old.size }
    entries[key] = Kept(value: value, size: size, lastUsed: frame)
    kept += size
  }

  /// Marks the end of a frame: what has gone unused too long, and old asks, are let go.
  func endFrame() {
    frame += 1
    guard frame % 30 == 0 else { return }
    for (key, entry) in entries where frame - entry.lastUsed > keepFrames {
      kept -= entry.size
      entries[key] = nil
    }
    asked = asked.filter { frame - $0.value <= 1 }
  }
}
