import Foundation

/// What a private Xorg for the touchpad tests needs from the system and is started with: its
/// binary, its modules, its configuration, and the errors of a failed start read from its log.
enum XorgConfiguration {
  /// Xorg's own binary (not the /usr/bin/Xorg wrapper script, which may insist on a console).
  static var xorgBinary: String? {
    let direct = "/usr/lib/xorg/Xorg"
    return FileManager.default.isExecutableFile(atPath: direct) ? direct : AppHarness.which("Xorg")
  }

  /// The first of Debian's and other distributions' module folders that holds `file`.
  static func module(_ file: String) -> String? {
    ["/usr/lib/xorg/modules", "/usr/lib64/xorg/modules", "/usr/lib/x86_64-linux-gnu/xorg/modules"]
      .map { "\($0)/\(file)" }.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// Fails with the remedy unless this is root and Xorg, its dummy video driver, its inputtest
  /// input driver and xdotool are installed; returns the Xorg binary.
  static func requirements() throws -> String {
    guard geteuid() == 0 else {
      throw HarnessError(
        "Xorg with the dummy video driver must run as root (this is uid \(geteuid())); run the"
          + " tests as root, as CI does")
    }
    guard let xorg = xorgBinary else {
      throw HarnessError(
        "Xorg is not installed: apt-get install xserver-xorg-core xserver-xorg-video-dummy")
    }
    guard module("drivers/dummy_drv.so") != nil else {
      throw HarnessError(
        "the Xorg dummy video driver is not installed: apt-get install xserver-xorg-video-dummy")
    }
    guard module("input/inputtest_drv.so") != nil else {
      throw HarnessError(
        "Xorg's inputtest input driver is missing: it comes with xserver-xorg-core >= 21.1"
          + " (apt-get install xserver-xorg-core)")
    }
    try XDisplayTools.requireXdotool()
    return xorg
  }

  /// The server configuration: a 1024×768 dummy screen, an inputtest touchpad as the core
  /// pointer and an inputtest keyboard as the core keyboard (xdotool itself uses XTEST), and no
  /// devices from udev.
  static func text(gestureSocket: String, keyboardSocket: String) -> String {
    """
    Section "ServerFlags"
      Option "AutoAddDevices" "false"
      Option "AutoEnableDevices" "false"
      Option "AutoAddGPU" "false"
      Option "DontVTSwitch" "true"
    EndSection

    Section "Device"
      Identifier "dummy-card"
      Driver "dummy"
      VideoRam 16384
    EndSection

    Section "Monitor"
      Identifier "dummy-monitor"
      HorizSync 5.0-1000.0
      VertRefresh 5.0-200.0
    EndSection

    Section "Screen"
      Identifier "dummy-screen"
      Device "dummy-card"
      Monitor "dummy-monitor"
      DefaultDepth 24
      SubSection "Display"
        Depth 24
        Virtual 1024 768
      EndSubSection
    EndSection

    Section "InputDevice"
      Identifier "inputtest-touchpad"
      Driver "inputtest"
      Option "DeviceType" "PointerGesture"
      Option "SocketPath" "\(gestureSocket)"
    EndSection

    Section "InputDevice"
      Identifier "inputtest-keyboard"
      Driver "inputtest"
      Option "DeviceType" "Keyboard"
      Option "SocketPath" "\(keyboardSocket)"
    EndSection

    Section "ServerLayout"
      Identifier "gesture-layout"
      Screen "dummy-screen"
      InputDevice "inputtest-touchpad" "CorePointer"
      InputDevice "inputtest-keyboard" "CoreKeyboard"
    EndSection

    """
  }

  /// The error lines of a failed start, on one line ("Failed to load module "dummy" ...;
  /// Fatal server error: no screens found").
  static func errors(inLog path: String, stderr: String) -> String {
    let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? stderr
    var lines: [String] = []
    for raw in log.split(separator: "\n")
    where (raw.contains("(EE)") || raw.contains("Fatal")) && !raw.contains("(WW)") {
      var line = Substring(raw)
      if line.hasPrefix("["), let close = line.firstIndex(of: "]") {  // "[  1440.187] "
        line = line[line.index(after: close)...]
      }
      let text = line.replacingOccurrences(of: "(EE)", with: "")
        .trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, !text.contains("dbus"), !text.hasPrefix("Please"),
        !text.hasPrefix("Server terminated")
      else { continue }
      if let last = lines.last, last.hasSuffix(":") {  // "Fatal server error:" + its reason
        lines[lines.count - 1] = last + " " + text
      } else {
        lines.append(text)
      }
    }
    if lines.isEmpty {  // no error lines: the log's end says the most
      return log.split(separator: "\n").suffix(3).joined(separator: "; ")
    }
    return lines.suffix(6).joined(separator: "; ")
  }
}
