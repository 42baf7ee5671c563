#if canImport(Glibc)
  import Glibc
#endif

/// Removes the final frames (`*-final*.png`) a headless run wrote into `folder`. The fuzzers run
/// thousands of replays into one folder, and a final frame never replaces the last one (it takes
/// the next number), so without this each run would look further for a free number than the
/// last.
public func removeFinalFrames(in folder: String) {
  guard let directory = opendir(folder) else { return }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name.contains("-final") && name.hasSuffix(".png") { names.append(name) }
  }
  for name in names { unlink("\(folder)/\(name)") }
}
