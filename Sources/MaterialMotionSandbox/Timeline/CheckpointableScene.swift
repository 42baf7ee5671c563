import MaterialMotion

/// A scene that can say what it is doing at a frame and be put back to exactly that: the
/// timeline then takes a long run over in about the same time whatever its length (see
/// <doc:Timeline>). Without it, a takeover replays the run from its start.
///
/// Every second or so the timeline asks the scene shown for a ``checkpoint()``, at the end of a
/// frame in which no press, touch or gesture is in progress. To take the run over from a later
/// frame, it builds the scene anew with ``SandboxScene/init(context:)``, exactly as it was built
/// (the same window size, the same parameter values), on a frame clock at the checkpoint's
/// time, sets the parameters to their values at the checkpoint, calls ``restore(_:)``, and then
/// replays the frames from the checkpoint to the frame taken over from with the input they had.
///
/// So a checkpoint must hold everything of the scene that changes as it runs and that its
/// future depends on: its animations in progress (`Spring.checkpoint()`), its elements'
/// properties that its interactions and streams wrote, its visualization strip
/// (`VisualizationElement.checkpoint()`), and its own variables (a random generator's state,
/// the time of its next event). The timeline's tests compare the frames after a takeover from
/// a checkpoint with those after one from the start; a scene that conforms should have such a
/// test. A checkpoint is a value: it must not hold the scene, its elements or its clock.
@MainActor
public protocol CheckpointableScene: SandboxScene {
  /// What the scene is doing now, or nil when it cannot say at this frame (the timeline tries
  /// again at the next one).
  func checkpoint() -> (any SceneCheckpoint)?
  /// Puts the scene, just built as described above, back to `checkpoint`, which this type of
  /// scene made.
  func restore(_ checkpoint: any SceneCheckpoint)
}

/// What a ``CheckpointableScene`` keeps of itself at a frame: a value the timeline stores and
/// hands back to ``CheckpointableScene/restore(_:)``.
public protocol SceneCheckpoint {
  /// Roughly how many bytes it takes: the timeline keeps checkpoints within a memory bound.
  var bytes: Int { get }
}
