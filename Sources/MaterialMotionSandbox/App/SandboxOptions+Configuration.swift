import ArgumentParser
import MaterialMotionSDL

extension SandboxOptions {
  /// The command's name, abstract and `--help` text: the keys, the files, the exit codes.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ProgramName.current,
      abstract: "Try Material Motion interactions with a mouse, a touchscreen or a touchpad.",
      discussion: """
        Keys:
          Esc         quit
          1-9         switch to scene 1 to 9, numbered as --list-scenes lists them
          PgDn/PgUp   switch to the next or previous scene of that list
          Tab         the list of scenes: Up/Down select, Return or a click opens, Esc closes
          P           pause or resume time
          N           step time one frame forward while paused
          S           slow motion: 1x, then 0.25x, then 0.1x, then 1x again
          G           show or hide the plots of the scene's visualized streams
          T           show or hide the tuning panel of the scene's parameters
          Up/Down     select a parameter while the tuning panel is shown
          Left/Right  change it by one step, with Shift by 10 (or drag its slider)
          [ and ]     set its spring, easing or duration from the previous or next preset
          C           print the parameters' values as --set flags
          E           export the scene's springs and tweens in every format of --export
                      to a new file in --screenshot-dir
          H           show or hide the timeline: the run so far, with marks where
                      gestures began and ended and parameters changed
          , and .     show the frame before or after (the run is held meanwhile);
                      drag along the timeline to show any frame
          Shift+drag  along the timeline: select frames for W (Shift+click: none)
          J, K, L     play backwards, stop, play forwards (S: 1x, 0.25x, 0.1x);
                      P, or playing past the last frame, goes back to the run
          O           onion skin: ghosts of earlier frames' moving elements beneath
                      the frame (--onion N, else 8 ghosts, every 4th frame)
          F1          show or hide the frame-time overlay
          F12         save a screenshot (into --screenshot-dir)
          W           write the frames selected on the timeline, else the whole run it
                      keeps, as a Lottie animation to a new .json in --screenshot-dir
                      (as --lottie does at the end of a run)

        A scene may take keys of its own; its hint says which.

        Pressing, touching or pinching the scene while the timeline shows an earlier frame \
        takes the run over from that frame: what followed it is replaced, and a recording \
        being made says so.

        Pinch: two fingers on a touchpad (XInput 2.4 on X11 and Xwayland, pointer \
        gestures on Wayland), two fingers on a touchscreen, Ctrl + wheel, or Alt + drag \
        with the mouse.

        --set values go into a recording's header and a replay applies them; --set given \
        with --replay overrides them. --compare A B shows the scene twice, side by side, with \
        the parameter sets A and B over them; input in either pane drives both. A replay takes its scene, size and fps from the \
        recording unless flags say otherwise, and runs until 1 s after its last event.

        Without a display (no DISPLAY or WAYLAND_DISPLAY) the sandbox runs headless.

        \(ExitStatus.help)

        Files written: each whole or not at all (a temporary name, then a rename; nothing is \
        left on an error or a signal), never a file the run reads (the recording replayed, the \
        font, through any link), never two outputs on one path, and never over an existing \
        file: that output is refused unless --overwrite is given. Screenshots, the final \
        frame and exports take the next free number (NAME-2.png, ...); a recording is never \
        replaced.

        The spring closest to an easing, a preset, samples or a recording's element: \
        \(ProgramName.current) fit (see \(ProgramName.current) fit --help).

        Checking recordings against their goldens, with no window: \(ProgramName.current) \
        check --replay FILE|DIR --goldens DIR (see \(ProgramName.current) check --help).

        Files read: the recording of --replay, the font (--font, else DejaVu Sans from \
        fonts-dejavu-core) and the images of photo-album, from the assets folder: \
        ../share/motion-sandbox from the binary's folder when installed (the example \
        recordings are in its replays folder), else assets in the current folder or in the \
        checkout the binary was built in; MOTION_SANDBOX_ASSETS=DIR names another.
        """,
      version: SandboxVersion.current)
  }
}
