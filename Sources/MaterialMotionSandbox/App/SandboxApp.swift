import ArgumentParser

/// The sandbox app: a window (or a headless run) showing your scenes, with the `motion-sandbox`
/// command line and keys.
///
/// An executable's `main.swift` is one line:
///
/// ```swift
/// import MaterialMotionSandbox
///
/// SandboxApp.main(scenes: BuiltInScenes.all + [MyScene.self])
/// ```
///
/// The run gets everything the `motion-sandbox` executable has: live mouse, touchscreen and
/// touchpad input, scene switching, recording (`--record-input`), deterministic replay
/// (`--replay`), frame capture (`--capture`), video (`--video`), headless runs (`--headless`) and
/// screenshots. `--help` lists every flag.
public enum SandboxApp {
  /// Parses the command line, runs the sandbox with `scenes`, and returns when it quits normally;
  /// on an error it prints one line to standard error and exits the process with a non-zero
  /// status from one table (the `Files and exit status` article): 64 for a flag or value the command line refuses
  /// (the line names the flag), 2 for a recording, display, font or file that cannot be used or
  /// an output that cannot be written, 130 after Ctrl-C and 143 after SIGTERM (with every output
  /// finalised); `check` adds 1 for a golden that differs. `fit` finds the spring closest to a
  /// curve (`fit --help`).
  /// `--help` prints the usage and exits with 0.
  ///
  /// `scenes` are in number-key order: keys 1 to 9 switch among the first nine, `--scene NAME`
  /// and `--list-scenes` see them all, and the first is the one opened when neither `--scene` nor
  /// a replayed recording names one. There must be at least one scene, no two may share a
  /// ``SandboxScene/name``, and each name must be one a recording can carry: 1 to 64 characters
  /// with no control characters, white space, `=` or `/`. Scenes that break these rules stop the
  /// program with one line on standard error that names the scene type, and exit status 1.
  ///
  /// - Parameters:
  ///   - scenes: The scene types to offer.
  ///   - name: The program's name in its usage text, messages, window title and screenshot file
  ///     names; `nil` (the default) means the executable's own file name.
  ///   - arguments: The command-line arguments without the program name; `nil` (the default)
  ///     means `CommandLine.arguments` without its first element.
  @MainActor
  public static func main(
    scenes: [any SandboxScene.Type], name: String? = nil, arguments: [String]? = nil
  ) {
    ProgramName.current =
      name ?? CommandLine.arguments.first.flatMap(ProgramName.basename) ?? "motion-sandbox"
    let catalog: SceneCatalog
    do {
      catalog = try SceneCatalog(scenes)
    } catch {
      printError("\(ProgramName.current): error: \(error.description)")
      SandboxOptions.exit(withError: ExitCode(ExitStatus.cannotRun))
    }
    SceneNameCompletion.names = catalog.names
    AssignmentCompletion.scenes = catalog.all
    let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    if arguments.first == "fit" {
      SandboxOptions.exit(withError: ExitCode(fit(Array(arguments.dropFirst()), catalog: catalog)))
    }
    if arguments.first == "check" {
      SandboxOptions.exit(
        withError: ExitCode(check(Array(arguments.dropFirst()), catalog: catalog)))
    }
    do {
      var command = try SandboxOptions.parseAsRoot(arguments)
      if let sandbox = command as? SandboxOptions {
        try sandbox.run(catalog: catalog)
      } else {
        try command.run()
      }
    } catch let exit as ExitCode {
      // The run said everything already (an error line, or "interrupted after ...").
      SandboxOptions.exit(withError: exit)
    } catch {
      let code = SandboxOptions.exitCode(for: error)
      guard code != .success else { SandboxOptions.exit(withError: error) }  // --help
      // One line naming the flag, where ArgumentParser would print the error, the usage and a
      // hint on three or four.
      printError(
        "\(ProgramName.current): error: \(SandboxOptions.message(for: error)); see \(ProgramName.current) --help"
      )
      SandboxOptions.exit(
        withError: ExitCode(code == .failure ? ExitStatus.cannotRun : code.rawValue))
    }
  }

  /// `fit ARGUMENTS`: parses them (a usage error is one line and status 64; `--help` prints the
  /// usage and 0), fits and prints; returns the exit status (``ExitStatus``).
  @MainActor
  private static func fit(_ arguments: [String], catalog: SceneCatalog) -> Int32 {
    let command: FitCommand
    do {
      command = try FitCommand.parse(arguments)
    } catch {
      let code = FitCommand.exitCode(for: error)
      guard code != .success else { FitCommand.exit(withError: error) }  // --help
      printError(
        "\(ProgramName.current) fit: error: \(FitCommand.message(for: error)); see \(ProgramName.current) fit --help"
      )
      return ExitStatus.usage
    }
    do {
      try command.run(catalog: catalog)
      return ExitStatus.success
    } catch {
      printError("\(ProgramName.current) fit: error: \(error)")
      let usage = (error as? SandboxError)?.isUsage == true
      return usage ? ExitStatus.usage : ExitStatus.cannotRun
    }
  }

  /// `check ARGUMENTS`: parses them (a usage error is one line and status 64; `--help` prints
  /// the usage and 0) and runs the checks; returns the exit status (``ExitStatus``).
  @MainActor
  private static func check(_ arguments: [String], catalog: SceneCatalog) -> Int32 {
    let command: CheckCommand
    do {
      command = try CheckCommand.parse(arguments)
    } catch {
      let code = CheckCommand.exitCode(for: error)
      guard code != .success else { CheckCommand.exit(withError: error) }  // --help
      printError(
        "\(ProgramName.current) check: error: \(CheckCommand.message(for: error)); see \(ProgramName.current) check --help"
      )
      return ExitStatus.usage
    }
    do {
      return try command.run(catalog: catalog, arguments: arguments)
    } catch {
      printError("\(ProgramName.current) check: error: \(error)")
      return ExitStatus.cannotRun
    }
  }
}
