import Foundation

/// Where the sandbox finds the files it ships in `assets/` (the generated photos of
/// `photo-album`, say) when it runs from a checkout, from its build folder, or elsewhere.
enum SandboxAssets {
  /// The `assets` folder: `$MOTION_SANDBOX_ASSETS` if set; otherwise `assets` in the current
  /// folder if it has an `images` folder; otherwise the first `assets/images` found going up
  /// from the executable's folder (a `.build/debug/motion-sandbox` in a checkout finds the
  /// checkout's); otherwise `assets` (drawing then reports each missing image once).
  static let directory: String = {
    let fileManager = FileManager.default
    if let given = ProcessInfo.processInfo.environment["MOTION_SANDBOX_ASSETS"], !given.isEmpty {
      return given
    }
    if fileManager.fileExists(atPath: "assets/images") { return "assets" }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("assets")
      if fileManager.fileExists(atPath: candidate.appendingPathComponent("images").path) {
        return candidate.path
      }
      folder = folder.deletingLastPathComponent()
    }
    return "assets"
  }()

  /// Refuses a `MOTION_SANDBOX_ASSETS` that names no folder with an `images` folder in it (before
  /// anything runs), instead of one line per image a scene cannot show.
  static func checkEnvironment() throws {
    guard let given = ProcessInfo.processInfo.environment["MOTION_SANDBOX_ASSETS"], !given.isEmpty
    else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: given + "/images", isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw SandboxError(
        "MOTION_SANDBOX_ASSETS=\(given) has no images folder; point it at a checkout's assets folder or unset it"
      )
    }
  }

  /// The path of `assets/images/NAME`.
  static func image(_ name: String) -> String { "\(directory)/images/\(name)" }
}
