import MaterialMotionChecking
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The `E` key's file: every format of a scene's motion (``MotionExport/allFormats``), written
/// whole to a new file beside the screenshots, `motion-sandbox-SCENE-export.txt` (then `-2`,
/// `-3`, ... : a file or link already there is never replaced).
enum ExportFile {
  /// Writes `export` into `directory` and returns the new file's path.
  ///
  /// - Throws: a `CheckProblem` naming the file and what went wrong (a full disk, a folder
  ///   that cannot be written); nothing is left behind.
  static func write(_ export: MotionExport, into directory: String) throws -> String {
    let path = OutputFile.numbered(
      "\(directory)/\(ProgramName.current)-\(export.scene)-export", extension: "txt")
    try OutputFile.write(Array(export.allFormats.utf8), to: path, replacing: false)
    return path
  }
}
