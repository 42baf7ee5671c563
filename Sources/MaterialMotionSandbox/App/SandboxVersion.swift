/// The sandbox's version: what `--version` prints, and the version `make deb` gives its package
/// (it asks the built binary, so the two cannot differ).
enum SandboxVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  static let current = "0.1.0"
}
