import ArgumentParser

/// What a shell completes `--scene` to: the scenes of the running program (the built-in ones, or
/// the ones a package gives ``SandboxApp/main(scenes:name:arguments:)``), asked of the program
/// itself when TAB is pressed, so the completion scripts never list stale names.
enum SceneNameCompletion {
  /// The scene names, in number-key order; set once by
  /// ``SandboxApp/main(scenes:name:arguments:)`` before the command line is parsed, on the main
  /// thread; read afterwards.
  nonisolated(unsafe) static var names: [String] = []

  /// `--scene`'s completion: the names that start with the word typed so far.
  static let kind = CompletionKind.custom { _, _, prefix in
    names.filter { $0.hasPrefix(prefix) }
  }
}
