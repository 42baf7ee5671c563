import MaterialMotion
import MaterialMotionSDL

/// The timeline's selection: a range of frames picked with Shift and a drag along the bar,
/// drawn on it with its length, and what W and `--lottie` write instead of the whole run.
extension Scrubber {
  /// The positions in ``FrameHistory/frames`` of the selected frames kept; nil without a
  /// selection of two frames or more (the whole run is written then).
  var selectedFrames: Range<Int>? {
    guard let selection, !history.frames.isEmpty else { return nil }
    // The last frame at or before each end (the first frame kept when none is).
    var lower = history.index(atOrBefore: selection.lowerBound)
    if history.frames[lower].time < selection.lowerBound { lower += 1 }
    let upper = history.index(atOrBefore: selection.upperBound)
    guard lower < upper, history.frames[upper].time <= selection.upperBound else { return nil }
    return lower..<(upper + 1)
  }

  /// The position in ``FrameHistory/frames`` of the frame under the pointer at window `x` on
  /// the bar; nil when no frame is kept.
  func frameIndex(atX x: Double) -> Int? {
    guard let first = history.frames.first, let last = history.frames.last else { return nil }
    return history.index(atOrBefore: bar.time(atX: x, start: first.time, end: last.time))
  }

  /// The pointer went down on the bar at `x`: with Shift, a new selection starts at the frame
  /// under it (the one selected before is let go; a Shift+click that does not drag leaves
  /// none). Without, the selection stays.
  func startSelecting(atX x: Double, shift: Bool) {
    guard shift, let index = frameIndex(atX: x) else {
      selectionAnchor = nil
      return
    }
    selectionAnchor = history.frames[index].time
    selection = nil
  }

  /// While a Shift+drag goes on, the selection runs from where it started to the frame at
  /// position `index` of ``FrameHistory/frames``.
  func extendSelection(to index: Int) {
    guard let anchor = selectionAnchor else { return }
    let time = history.frames[index].time
    selection = time == anchor ? nil : min(anchor, time)...max(anchor, time)
  }

  /// The run is taken over from the frame at `time`: a selection that reaches past it goes
  /// with what followed.
  func cutSelection(after time: Double) {
    if let selection, selection.upperBound > time { self.selection = nil }
  }

  /// The bar's words for the selection: its length and frame count, or nil.
  var selectionText: String? {
    guard let range = selectedFrames else { return nil }
    let frames = history.frames
    let seconds = frames[range.upperBound - 1].time - frames[range.lowerBound].time
    return "selected \(ValueFormat.fixed(seconds, digits: 2)) s, \(range.count) frames"
  }
}
