import FoundationEssentials

/// Where the sandbox finds the files it ships in `assets/` (the generated photos of
/// `photo-album`, say): installed, from a checkout, from its build folder, or elsewhere.
enum SandboxAssets {
  /// The folder an install puts the assets in, relative to the folder of the binary
  /// (`PREFIX/bin/motion-sandbox` finds `PREFIX/share/motion-sandbox`).
  static let installedRelativePath = "../share/motion-sandbox"

  /// The assets folder of this process: see ``locate(environment:executable:currentFolder:)``.
  static let directory: String = locate(
    environment: ProcessInfo.processInfo.environment,
    executable: "/proc/self/exe",
    currentFolder: ".")

  /// The assets folder, the first of:
  /// 1. `$MOTION_SANDBOX_ASSETS` if set and not empty;
  /// 2. `../share/motion-sandbox` from the folder of `executable` (symbolic links resolved) if it
  ///    has an `images` folder: an installed binary, wherever its prefix is (`/usr`,
  ///    `~/.local`, a package unpacked anywhere);
  /// 3. `assets` in `currentFolder` if it has an `images` folder (a checkout; `.` gives the
  ///    relative path `assets`);
  /// 4. the first `assets` with an `images` folder going up from the executable's folder (a
  ///    `.build/debug/motion-sandbox` in a checkout finds the checkout's);
  /// 5. otherwise `assets` (drawing then reports each missing image once).
  static func locate(environment: [String: String], executable: String, currentFolder: String)
    -> String
  {
    if let given = environment["MOTION_SANDBOX_ASSETS"], !given.isEmpty { return given }
    let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    let binFolder = binary.deletingLastPathComponent()
    let installed = binFolder.appendingPathComponent(installedRelativePath).standardized
    if hasImages(installed.path) { return installed.path }
    let local = currentFolder == "." ? "assets" : currentFolder + "/assets"
    if hasImages(local) { return local }
    var folder = binFolder
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("assets")
      if hasImages(candidate.path) { return candidate.path }
      folder = folder.deletingLastPathComponent()
    }
    return "assets"
  }

  /// Refuses a `MOTION_SANDBOX_ASSETS` that names no folder with an `images` folder in it (before
  /// anything runs), instead of one line per image a scene cannot show.
  static func checkEnvironment() throws {
    guard let given = ProcessInfo.processInfo.environment["MOTION_SANDBOX_ASSETS"], !given.isEmpty
    else { return }
    guard hasImages(given) else {
      throw SandboxError(
        "MOTION_SANDBOX_ASSETS=\(given) has no images folder; point it at an assets folder (a checkout's assets, or an install's share/motion-sandbox) or unset it"
      )
    }
  }

  /// The path of `assets/images/NAME`.
  static func image(_ name: String) -> String { "\(directory)/images/\(name)" }

  /// Whether `folder/images` is a folder.
  private static func hasImages(_ folder: String) -> Bool {
    var isFolder = false
    return FileManager.default.fileExists(atPath: folder + "/images", isDirectory: &isFolder)
      && isFolder
  }
}
