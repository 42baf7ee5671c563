/// The strip of debug labels that `visualize` writes into: ``MotionRuntime/visualizationElement``.
///
/// It is laid out along the bottom edge of its container, full width, and starts with height 0.
/// Each visualized connection adds one line (a highlight rectangle and a ``Label``, see
/// ``MotionObservableConvertible/visualize(prefix:in:)``) below the previous ones; the strip grows
/// by the line's height and moves up by the same amount, so it always sits on the container's
/// bottom edge. ``layout(inContainerOfSize:)`` keeps it glued there, full width, when the
/// container is resized (the runtime calls it on every size change).
///
/// It draws above the scene (``Element/zIndex`` one million), is not interactive, and has a
/// translucent black background (20 % alpha). It carries the ``clock`` on which the labels'
/// highlights fade; `visualize` finds the clock by walking up from the element it is given.
@MainActor
public final class VisualizationElement: Element {
  /// The clock highlight flashes run on.
  public let clock: FrameClock
  /// The font size of labels added from now on. Default 14.
  public var fontSize = 14.0
  /// The text colour of labels added from now on. Default black.
  public var textColor = Color.black
  /// The colour of the highlight that flashes behind a label when its text changes, for labels
  /// added from now on. Default white.
  public var highlightColor = Color.white

  /// The height of one line of text of `fontSize` points: `fontSize × 1.3`. Fonts are measured by
  /// the platform renderer later, so the layout uses this fixed ratio.
  public static func lineHeight(forFontSize fontSize: Double) -> Double {
    fontSize * 1.3
  }

  /// Creates an empty strip (zero frame) whose flashes run on `clock`.
  public init(clock: FrameClock) {
    self.clock = clock
    super.init()
    name = "visualization"
    backgroundColor = Color.black.withAlpha(0.2)
    isUserInteractionEnabled = false
    zIndex = 1_000_000
  }

  /// Lays the strip out along the bottom edge of a container of size `size`: x 0, full width,
  /// keeping its current height, its bottom on the container's bottom edge. Every line is
  /// stretched to the new width.
  public func layout(inContainerOfSize size: Size) {
    let height = self.size.height
    frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
    for child in children {
      let line = child.frame
      child.frame = Rect(x: line.minX, y: line.minY, width: size.width, height: line.height)
    }
  }
}
