extension MotionObservableConvertible {
  /// Writes every upstream value to a label in `element` and emits the value unchanged.
  ///
  /// ```
  /// stream.visualize(in: runtime.visualizationElement)
  /// upstream    20   40   80
  /// downstream  20   40   80
  /// label.text  20   40   80
  ///
  /// stream.visualize(prefix: "The value is: ", in: runtime.visualizationElement)
  /// upstream    20                  40
  /// downstream  20                  40
  /// label.text  The value is: 20    The value is: 40
  /// ```
  ///
  /// **Per connection** (each subscription, not each call), one line is added to `element`: a
  /// highlight rectangle (opacity 0) and a ``Label`` above it showing `prefix` and
  /// ``ValueFormat/placeholder`` until the first value arrives. In a ``VisualizationElement`` the
  /// strip lays its lines out (in columns when they would take more than a third of the
  /// container's height); in any other element the line is `element`'s width and one line high
  /// (``VisualizationElement/lineHeight(forFontSize:)``), placed below the lowest child `element`
  /// already has, and `element` grows by the line's height and moves up by the same amount. Font
  /// size, text colour and highlight colour come from a ``VisualizationElement`` (defaults 14 pt,
  /// black, ``VisualizationElement/defaultHighlightColor`` for other elements).
  ///
  /// **Per value**, the label's text becomes `prefix + String(describing: value)`. When that text
  /// differs from the text the line showed last, the highlight flashes: its opacity jumps to 1 and
  /// fades linearly to 0 over 0.3 s on the frame clock of the nearest ``VisualizationElement``
  /// among `element` and its ancestors. An element outside any visualization element has no clock
  /// to fade on: its labels update but do not flash (the highlight goes back to 0 at once).
  /// Identical text does not flash. Then the value is emitted downstream.
  ///
  /// There is exactly **one upstream subscription per connection**: the text is computed by
  /// ``toString()`` composed inside that subscription (fed from it), never by
  /// subscribing upstream a second time, which would start a second gesture connection or spring
  /// simulation (original issue #103).
  ///
  /// State: forwarded unchanged. Disconnecting unsubscribes upstream and stops a running flash
  /// (the highlight goes to opacity 0); the line stays in `element`.
  @MainActor
  public func visualize(prefix: String? = nil, in element: Element) -> MotionObservable<Value> {
    _visualize(prefix: prefix, in: element) { $0.toString() }
  }

  /// Writes every upstream value, formatted for a person by `format`, to a label in `element`
  /// and emits the value unchanged: ``visualize(prefix:in:)`` with the label's text made by
  /// `format` instead of `String(describing:)`.
  ///
  /// ```swift
  /// scalable.valueStream = scalable.valueStream
  ///   .visualize(prefix: "scale: ", in: runtime.visualizationElement, format: ValueFormat.scale)
  /// upstream    1.7499994039536944    2.0
  /// downstream  1.7499994039536944    2.0
  /// label.text  scale: 1.75×          scale: 2.00×
  /// ```
  ///
  /// Everything else is as for ``visualize(prefix:in:)``: one line per connection showing
  /// `prefix` and ``ValueFormat/placeholder`` until the first value, a flash when the text
  /// changes (texts that format the same do not flash), one upstream subscription.
  ///
  /// State: forwarded unchanged.
  @MainActor
  public func visualize(
    prefix: String? = nil, in element: Element, format: @escaping (Value) -> String
  ) -> MotionObservable<Value> {
    _visualize(prefix: prefix, in: element) { $0._map(format) }
  }

  @MainActor
  private func _visualize(
    prefix: String?, in element: Element,
    text: @escaping (MotionObservable<Value>) -> MotionObservable<String>
  ) -> MotionObservable<Value> {
    let upstream = asStream()
    let prefix = prefix ?? ""
    return MotionObservable<Value> { observer in
      let line = VisualizationLine(addedTo: element, prefix: prefix)
      line.label.text = prefix + ValueFormat.placeholder
      // The values of the single upstream subscription, relayed into the text chain.
      var relay: MotionObserver<Value>?
      let values = MotionObservable<Value> { textObserver in
        relay = textObserver
        return { relay = nil }
      }
      // Text the line shows already is not shown again (the line keeps it, so that a
      // checkpoint of the strip can put it back: see `VisualizationElement.checkpoint()`).
      let textSubscription = text(values).subscribeToValue { text in
        guard text != line.shownText else { return }
        line.show(prefix + text, text: text)
      }
      let next = observer.next
      let state = observer.state
      let subscription = upstream.subscribe(
        next: { value in
          relay?.next(value)
          line.record(value)
          next(value)
        },
        state: { value in
          line.record(value)
          state(value)
        })
      return {
        subscription.unsubscribe()
        textSubscription.unsubscribe()
        line.stopFlash()
      }
    }
  }
}

/// One line of a visualization: a highlight rectangle and a label in front of it.
@MainActor
final class VisualizationLine {
  /// How long a flash takes to fade, in seconds.
  static let flashDuration = 0.3
  /// The most the first frame of a flash advances it, so a clock that was idle before the flash
  /// does not skip it.
  static let maximumFirstFrameInterval = 4.0 / 60.0

  let label = Label()
  let highlight = Element()
  private weak var element: Element?
  private weak var strip: VisualizationElement?
  private(set) var trace: VisualizationTrace?
  /// The text of the value shown last (without the prefix; nil before the first).
  var shownText: String?
  /// The frame observer of the flash in progress.
  var flash: Subscription?
  /// When the flash in progress started, on the clock.
  var flashStart = 0.0
  /// Whether the flash in progress has not had a frame yet.
  var isFirstFlashFrame = true

  /// Creates the line and adds it to `element`: a visualization element lays it out itself;
  /// any other element gets it below its lowest child and grows upward by its height.
  init(addedTo element: Element, prefix: String) {
    self.element = element
    let strip = element as? VisualizationElement
    let fontSize = strip?.fontSize ?? 14
    let height = VisualizationElement.lineHeight(forFontSize: fontSize)
    highlight.name = "visualization highlight"
    highlight.backgroundColor = strip?.highlightColor ?? VisualizationElement.defaultHighlightColor
    highlight.opacity = 0
    highlight.isUserInteractionEnabled = false
    label.name = "visualization label"
    label.fontSize = fontSize
    label.textColor = strip?.textColor ?? .black
    label.isUserInteractionEnabled = false
    if let strip {
      self.strip = strip
      trace = strip.addLine(self, prefix: prefix)
      return
    }
    let top = element.children.map(\.frame.maxY).max() ?? 0
    let frame = Rect(x: 0, y: max(0, top), width: element.size.width, height: height)
    highlight.frame = frame
    label.frame = frame
    element.addChild(highlight)
    element.addChild(label)
    // Grow by one line and move up by as much: the bottom edge stays where it is.
    let anchorY = element.anchorPoint.y
    var size = element.size
    size.height += height
    element.size = size
    var position = element.position
    position.y -= height * (1 - anchorY)
    element.position = position
  }

  /// Records `value` in the line's trace while the strip records traces; otherwise the trace
  /// only keeps it as the latest value, to start from when recording starts.
  func record<T>(_ value: T) {
    guard let strip, let trace else { return }
    if strip.recordsTraces {
      trace.record(value, at: strip.clock.now)
    } else {
      trace.remember(value, at: strip.clock.now)
    }
  }

  /// Records a state change in the line's trace while the strip records traces; otherwise the
  /// trace only keeps it as the latest state.
  func record(_ state: MotionState) {
    guard let strip, let trace else { return }
    if strip.recordsTraces {
      trace.record(state, at: strip.clock.now)
    } else {
      trace.remember(state)
    }
  }

  /// Shows `text` (the prefix and `value`'s text) and flashes the highlight.
  func show(_ text: String, text value: String) {
    label.text = text
    shownText = value
    trace?.text = value
    startFlash()
  }

  /// Stops a running flash, leaving the highlight invisible.
  func stopFlash() {
    let flash = self.flash
    self.flash = nil
    flash?.unsubscribe()
    highlight.opacity = 0
  }

  private func startFlash() {
    highlight.opacity = 1
    guard let clock = clock() else {
      stopFlash()
      return
    }
    // A change during a flash restarts it from full opacity with the same frame observer.
    flashStart = clock.now
    isFirstFlashFrame = true
    guard flash == nil else { return }
    flash = clock.addFrameObserver { time in self.flashFrame(at: time) }
  }

  func flashFrame(at time: Double) {
    if isFirstFlashFrame {
      isFirstFlashFrame = false
      flashStart = max(flashStart, time - Self.maximumFirstFrameInterval)
    }
    let progress = (time - flashStart) / Self.flashDuration
    if progress >= 1 - 1e-9 {
      stopFlash()
    } else {
      highlight.opacity = 1 - progress
    }
  }

  /// The clock of the nearest visualization element among the line's element and its ancestors.
  func clock() -> FrameClock? {
    for candidate in ElementLineage(startingAt: element) {
      if let strip = candidate as? VisualizationElement { return strip.clock }
    }
    return nil
  }
}
