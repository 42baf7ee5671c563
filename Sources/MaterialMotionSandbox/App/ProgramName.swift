/// The name the running program goes by in its usage text, messages, window title and file
/// names: `motion-sandbox` for the sandbox itself, the executable's own name for a package that
/// calls ``SandboxApp/main(scenes:name:arguments:)``.
enum ProgramName {
  /// Set once by ``SandboxApp/main(scenes:name:arguments:)`` before anything runs, on the main
  /// thread; read afterwards.
  nonisolated(unsafe) static var current = "motion-sandbox"

  /// The last path component of `path` (`/usr/bin/my-scenes` → `my-scenes`), or nil if empty.
  static func basename(_ path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    return name.isEmpty ? nil : name
  }
}
