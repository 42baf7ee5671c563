import MaterialMotionSDL

/// A run of a catalog's scenes, made in one place and closed in one call: a window and the host
/// on it (a ``HostRun``), and the ``SandboxSession`` that shows the scenes there and is the
/// host's one delegate. The app's run makes one from its plan; ``headless(scene:of:width:height:fps:)``
/// makes the hidden one that the benchmarks' probes and the tests drive frame by frame.
///
/// ``close()`` tears the scenes down, then closes the touchpad receiver and then the window.
@MainActor
package final class SceneRun {
  /// The window and the host.
  package let base: HostRun
  /// The scenes, panels and timeline, and the host's delegate.
  package let session: SandboxSession
  private var closed = false

  /// The window.
  package var window: SDLWindow { base.window }
  /// The host the scenes run on.
  package var host: SandboxHost { base.host }

  /// Shows `setup`'s first scene on `base`'s host and makes the session the host's delegate;
  /// `header` is the run as a recording of it says.
  init(on base: HostRun, setup: SandboxSession.Setup, header: RecordingHeader) {
    self.base = base
    session = SandboxSession(host: base.host, setup: setup, header: header)
    base.host.delegate = session
  }

  /// A headless run of the scene named `scene` of `catalog`: a hidden `width`×`height` window
  /// (SDL's dummy driver, the software renderer) on virtual time at `fps` frames a second,
  /// nothing else shown or set, and no input until the caller gives the host some (a
  /// ``SandboxHost/replay``, or events in SDL's queue).
  ///
  /// - Throws: ``SandboxError`` for a scene the catalog does not have (before anything opens),
  ///   or what ``HostRun`` throws.
  package static func headless(
    scene: String, of catalog: SceneCatalog, width: Int = 800, height: Int = 600,
    fps: Double = 60
  ) throws -> SceneRun {
    guard let type = catalog.scene(named: scene) else {
      throw SandboxError(
        "unknown scene \"\(scene)\"; choose one of: \(catalog.names.joined(separator: ", "))")
    }
    let base = try HostRun(title: scene, width: width, height: height, timing: .virtual(fps: fps))
    return SceneRun(
      on: base, setup: SandboxSession.Setup(catalog: catalog, sceneType: type),
      header: RecordingHeader(scene: scene, width: width, height: height, fps: fps))
  }

  /// Tears the scenes down, then closes the touchpad receiver and the window. Closing again
  /// does nothing.
  package func close() {
    guard !closed else { return }
    closed = true
    session.tearDown()
    base.close()
  }
}
