extension VisualizationElement {
  /// What a strip shows and keeps at one moment, to put it back to later: each line's text, the
  /// text it compares the next value's with, its highlight's flash (its opacity, and when the
  /// flash started), and its trace (values and state changes recorded, the latest of each);
  /// and whether the strip records traces. A plain value: it holds no element or clock.
  public struct Checkpoint {
    let recordsTraces: Bool
    let lines: [VisualizationLine.Checkpoint]

    /// Roughly how many bytes the checkpoint takes.
    public var bytes: Int {
      lines.reduce(MemoryLayout<Self>.stride + 32) { $0 + $1.bytes }
    }
  }

  /// What the strip shows and keeps now, of the lines whose connection is still subscribed.
  public func checkpoint() -> Checkpoint {
    lineObjects.removeAll { $0.line == nil }
    return Checkpoint(
      recordsTraces: recordsTraces, lines: lineObjects.compactMap { $0.line?.checkpoint() })
  }

  /// Shows and keeps exactly what the strip did at `checkpoint`, taken of a strip whose lines
  /// were made by the same connections in the same order: a flash in progress then goes on
  /// fading from where it was, and a value whose text the line showed then does not flash it
  /// again. Nothing is sent downstream.
  ///
  /// - Precondition: the strip has as many subscribed lines as it had at the checkpoint.
  public func restore(_ checkpoint: Checkpoint) {
    recordsTraces = checkpoint.recordsTraces
    lineObjects.removeAll { $0.line == nil }
    precondition(
      lineObjects.count == checkpoint.lines.count,
      "a visualization strip restored with \(lineObjects.count) lines from a checkpoint of \(checkpoint.lines.count)"
    )
    for (weak, state) in zip(lineObjects, checkpoint.lines) { weak.line?.restore(state) }
  }
}

/// A line of a strip, held weakly (the strip keeps its lines so, for
/// ``VisualizationElement/checkpoint()``).
struct WeakVisualizationLine {
  weak var line: VisualizationLine?
}

extension VisualizationLine {
  /// What one line shows and keeps.
  struct Checkpoint {
    let text: String
    let shownText: String?
    let opacity: Double
    let flash: (start: Double, isFirstFrame: Bool)?
    let trace: VisualizationTrace.Checkpoint?

    var bytes: Int {
      MemoryLayout<Self>.stride + 2 * max(0, text.utf8.count - 15) + (trace?.bytes ?? 0)
    }
  }

  /// What the line shows and keeps now.
  func checkpoint() -> Checkpoint {
    Checkpoint(
      text: label.text, shownText: shownText, opacity: highlight.opacity,
      flash: flash == nil ? nil : (flashStart, isFirstFlashFrame), trace: trace?.checkpoint())
  }

  /// Shows and keeps what the line did at `checkpoint`; a flash in progress then asks its clock
  /// for frames again.
  func restore(_ checkpoint: Checkpoint) {
    label.text = checkpoint.text
    shownText = checkpoint.shownText
    if let state = checkpoint.trace { trace?.restore(state) }
    if let (start, isFirstFrame) = checkpoint.flash, let clock = clock() {
      flashStart = start
      isFirstFlashFrame = isFirstFrame
      if flash == nil { flash = clock.addFrameObserver { time in self.flashFrame(at: time) } }
    } else {
      let running = flash
      flash = nil
      running?.unsubscribe()
    }
    highlight.opacity = checkpoint.opacity
  }
}
