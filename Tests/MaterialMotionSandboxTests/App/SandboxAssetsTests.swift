import Foundation
import Testing

@testable import MaterialMotionSandbox

/// The assets folder an installed binary, a checkout's build and a run from a checkout find:
/// laid out as real folders, files and symbolic links in a temporary folder.
@Suite struct SandboxAssetsTests {
  /// A temporary folder of its own, removed by `remove()`.
  struct Layout {
    let root: String

    init() throws {
      root =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("assets-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Makes `root/path` a folder (with its parents).
    func folder(_ path: String) throws {
      try FileManager.default.createDirectory(
        atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    /// Makes `root/path` an empty file (its folder too).
    func file(_ path: String) throws {
      try folder((path as NSString).deletingLastPathComponent)
      #expect(FileManager.default.createFile(atPath: root + "/" + path, contents: Data()))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func anInstalledBinaryFindsShareNextToItsBinFolder() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("prefix/bin/motion-sandbox")
    try layout.folder("prefix/share/motion-sandbox/images")
    try layout.folder("elsewhere")
    let found = SandboxAssets.locate(
      environment: [:], executable: layout.root + "/prefix/bin/motion-sandbox",
      currentFolder: layout.root + "/elsewhere")
    #expect(found == layout.root + "/prefix/share/motion-sandbox")
  }

  /// `~/bin/motion-sandbox -> ~/.local/bin/motion-sandbox` finds `~/.local/share`, not `~/share`.
  @Test func aLinkToTheBinaryFindsTheShareOfTheBinaryItNames() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("home/.local/bin/motion-sandbox")
    try layout.folder("home/.local/share/motion-sandbox/images")
    try layout.folder("home/bin")
    try layout.folder("home/share/motion-sandbox/images")
    try FileManager.default.createSymbolicLink(
      atPath: layout.root + "/home/bin/motion-sandbox",
      withDestinationPath: "../.local/bin/motion-sandbox")
    let found = SandboxAssets.locate(
      environment: [:], executable: layout.root + "/home/bin/motion-sandbox",
      currentFolder: layout.root + "/home")
    #expect(found == layout.root + "/home/.local/share/motion-sandbox")
  }

  @Test func theInstalledFolderComesBeforeACheckoutInTheCurrentFolder() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("usr/bin/motion-sandbox")
    try layout.folder("usr/share/motion-sandbox/images")
    try layout.folder("checkout/assets/images")
    let found = SandboxAssets.locate(
      environment: [:], executable: layout.root + "/usr/bin/motion-sandbox",
      currentFolder: layout.root + "/checkout")
    #expect(found == layout.root + "/usr/share/motion-sandbox")
  }

  @Test func theEnvironmentVariableComesFirst() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("usr/bin/motion-sandbox")
    try layout.folder("usr/share/motion-sandbox/images")
    let found = SandboxAssets.locate(
      environment: ["MOTION_SANDBOX_ASSETS": "/mine"],
      executable: layout.root + "/usr/bin/motion-sandbox", currentFolder: layout.root)
    #expect(found == "/mine")
  }

  /// A share folder without images (another package's, say) is passed over.
  @Test func aShareFolderWithoutImagesIsPassedOver() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("usr/bin/motion-sandbox")
    try layout.folder("usr/share/motion-sandbox/replays")
    try layout.folder("checkout/assets/images")
    let found = SandboxAssets.locate(
      environment: [:], executable: layout.root + "/usr/bin/motion-sandbox",
      currentFolder: layout.root + "/checkout")
    #expect(found == layout.root + "/checkout/assets")
  }

  @Test func aCheckoutsBuildFindsTheCheckoutsAssetsGoingUp() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("checkout/.build/x86_64-unknown-linux-gnu/debug/motion-sandbox")
    try layout.folder("checkout/assets/images")
    try layout.folder("elsewhere")
    let found = SandboxAssets.locate(
      environment: [:],
      executable: layout.root + "/checkout/.build/x86_64-unknown-linux-gnu/debug/motion-sandbox",
      currentFolder: layout.root + "/elsewhere")
    #expect(found == layout.root + "/checkout/assets")
  }

  @Test func nothingFoundIsTheRelativeAssetsFolder() throws {
    let layout = try Layout()
    defer { layout.remove() }
    try layout.file("bin/motion-sandbox")
    let found = SandboxAssets.locate(
      environment: [:], executable: layout.root + "/bin/motion-sandbox",
      currentFolder: layout.root)
    #expect(found == "assets")
  }
}
