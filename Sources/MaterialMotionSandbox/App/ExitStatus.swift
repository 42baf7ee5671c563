import MaterialMotionSDL

/// The program's exit statuses: one table for every path, `motion-sandbox` and its `check`,
/// printed by both `--help`s and the docs.
enum ExitStatus {
  /// Everything asked for was done.
  static let success: Int32 = 0
  /// `check`: a golden differs (or, in the default record mode, a missing one was written).
  static let checkFailed: Int32 = 1
  /// An input cannot be used or an output cannot be written: a malformed recording, golden or
  /// font, a scene or parameter a recording names, an output that exists or is an input, a full
  /// disk, SDL or ffmpeg failing. Nothing the user had was changed.
  static let cannotRun: Int32 = 2
  /// The command line itself is wrong: an unknown flag, a missing or out-of-range value, an
  /// unknown `--scene` or `--set` name, flags that cannot go together (`EX_USAGE`).
  static let usage: Int32 = 64

  /// 130 (SIGINT) or 143 (SIGTERM): interrupted; every output was finished or nothing was
  /// written (see ``Interrupts``).
  static var interrupted: Int32 { Interrupts.exitStatus }

  /// The table as `--help` prints it.
  static let help = """
    Exit status: 0 done; 1 check: a golden differs; 2 an input cannot be used or an output \
    cannot be written (nothing is changed); 64 the command line is wrong; 130 or 143 \
    interrupted by SIGINT or SIGTERM (outputs finished; check writes nothing more).
    """
}
