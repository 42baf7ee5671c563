import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The recordings `--replay` names: a file, every `*.jsonl` in a folder, or the files a glob
/// matches, in name order, each once.
package enum ReplayList {
  /// Expands `arguments`.
  ///
  /// - Throws: ``CheckProblem`` for an argument that names nothing.
  package static func expand(_ arguments: [String]) throws -> [String] {
    var seen = Set<String>()
    var list: [String] = []
    for argument in arguments {
      var isDirectory = false
      let paths: [String]
      if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
        if isDirectory {
          let files = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
          paths = files.filter { $0.hasSuffix(".jsonl") }.sorted().map { "\(argument)/\($0)" }
          if paths.isEmpty {
            throw CheckProblem("--replay \(argument): the folder holds no .jsonl recordings")
          }
        } else {
          paths = [argument]
        }
      } else if argument.contains(where: { "*?[".contains($0) }) {
        paths = glob(argument)
        if paths.isEmpty { throw CheckProblem("--replay \(argument): the pattern matches no file") }
      } else {
        throw CheckProblem("--replay \(argument): no such file or folder")
      }
      for path in paths where seen.insert(path).inserted { list.append(path) }
    }
    return list
  }

  private static func glob(_ pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { i in
      result.gl_pathv[i].map { String(cString: $0) }
    }.sorted()
  }
}
