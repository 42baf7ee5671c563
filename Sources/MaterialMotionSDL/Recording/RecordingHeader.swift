/// The first line of a recording: what the session was and how it started.
///
/// ```json
/// {"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[800,600],"fps":60,"params":{"spring.stiffness":120},"panels":["tuning"]}
/// ```
public struct RecordingHeader: Equatable, Sendable {
  /// The scene the recording was made in.
  public var scene: String
  /// The window's width in points when recording started.
  public var width: Int
  /// The window's height in points when recording started.
  public var height: Int
  /// The frame rate of the recording session (the virtual rate of its replay).
  public var fps: Double
  /// The format version the file was written in (this build writes ``Recording/version``).
  public var version: Int
  /// Scene parameter values the session started with (`--set`), by name: the optional
  /// `"params":{"spring.stiffness":120}` object. Empty when absent.
  public var params: [String: Double]
  /// The panels shown when the session started (`"panels":["tuning"]`), so a replay starts with
  /// them too. Empty when absent.
  public var panels: [String]
  /// A comparison's two parameter sets (`--compare`), each over ``params``: the optional
  /// `"compare":[{"spring.stiffness":120},{}]`. Empty when the session showed one scene. Its
  /// events are in the window of both panes; ``width`` is one pane's.
  public var compare: [[String: Double]]

  /// Creates a header; `version` defaults to the version this build writes.
  public init(
    scene: String, width: Int, height: Int, fps: Double, version: Int = Recording.version,
    params: [String: Double] = [:], panels: [String] = [], compare: [[String: Double]] = []
  ) {
    self.scene = scene
    self.width = width
    self.height = height
    self.fps = fps
    self.version = version
    self.params = params
    self.panels = panels
    self.compare = compare
  }

  /// The header line, without a newline.
  var line: String {
    var line = RecordingLine()
    line.add("format", json: TextEscaping.quoted(Recording.formatName))
    line.add("version", json: String(version))
    line.add("scene", json: TextEscaping.quoted(scene))
    line.add("size", json: "[\(width),\(height)]")
    line.add("fps", json: RecordingLine.number(fps))
    if !params.isEmpty { line.add("params", json: Self.json(params)) }
    if !panels.isEmpty {
      line.add("panels", json: "[" + panels.map(TextEscaping.quoted).joined(separator: ",") + "]")
    }
    if !compare.isEmpty {
      line.add("compare", json: "[" + compare.map(Self.json).joined(separator: ",") + "]")
    }
    return line.finished
  }

  /// Parameter values as a JSON object, names in order.
  private static func json(_ values: [String: Double]) -> String {
    "{"
      + values.sorted { $0.key < $1.key }.map {
        "\(TextEscaping.quoted($0.key)):\(RecordingLine.number($0.value))"
      }.joined(separator: ",") + "}"
  }

  /// Reads a header line; the messages name the field at fault.
  init(_ r: FieldReader) throws(RecordingFieldError) {
    let format = try r.string("format")
    guard format == Recording.formatName else {
      throw RecordingFieldError(
        "the first line must be the header with \"format\":\"\(Recording.formatName)\"; got \(TextEscaping.quoted(format))"
      )
    }
    let version = try r.whole("version", in: Int.min...Int.max)
    let readable = Recording.readableVersions
    guard readable.contains(version) else {
      throw RecordingFieldError(
        "version \(version) is not supported; this build reads versions \(readable.lowerBound) to \(readable.upperBound)"
      )
    }
    let size = try r.numbers("size", count: 2)
    let sides = RecordingLimits.windowSides
    guard
      size.allSatisfy({
        $0 == $0.rounded() && Double(sides.lowerBound)...Double(sides.upperBound) ~= $0
      })
    else {
      throw RecordingFieldError(
        "\"size\" must be two whole numbers [width, height] from \(sides.lowerBound) to \(sides.upperBound)"
      )
    }
    let fps = try r.number("fps", in: RecordingLimits.fps)
    let scene = try r.string("scene")
    if let problem = RecordingLimits.sceneNameProblem(scene) {
      throw RecordingFieldError(
        "field \"scene\" \(problem); a scene's name is \(RecordingLimits.sceneNameRule)")
    }
    self.init(
      scene: scene, width: Int(size[0]), height: Int(size[1]), fps: fps, version: version,
      params: try Self.params(r), panels: try Self.panels(r), compare: try Self.compare(r))
  }

  /// The optional `compare` array: exactly two objects, each checked as `params` is.
  private static func compare(_ r: FieldReader) throws(RecordingFieldError) -> [[String: Double]] {
    let rule = "field \"compare\" must be an array of two objects of parameter names and numbers"
    guard let objects = try r.objects("compare", problem: rule) else { return [] }
    guard objects.count == 2 else { throw RecordingFieldError(rule) }
    var sets: [[String: Double]] = []
    for object in objects { sets.append(try values(of: object, field: "compare")) }
    return sets
  }

  /// The optional `params` object: names as every string value, finite numbers in
  /// ``RecordingLimits/parameterValue``, at most ``RecordingLimits/maximumParameters``.
  private static func params(_ r: FieldReader) throws(RecordingFieldError) -> [String: Double] {
    guard
      let object = try r.object(
        "params", problem: "field \"params\" must be an object of parameter names and numbers")
    else { return [:] }
    return try values(of: object, field: "params")
  }

  /// The parameter values of `object`, in the field `field`.
  private static func values(of object: FieldReader, field: String) throws(RecordingFieldError)
    -> [String: Double]
  {
    let names = object.keys
    guard names.count <= RecordingLimits.maximumParameters else {
      throw RecordingFieldError(
        "field \"\(field)\" has \(names.count) entries; at most \(RecordingLimits.maximumParameters)"
      )
    }
    var params: [String: Double] = [:]
    for name in names.sorted() {
      try FieldReader.check(name, in: field)
      guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0 == " " || $0 == "=" }) else {
        throw RecordingFieldError(
          "field \"\(field)\" has the name \(TextEscaping.quoted(name)); names have no spaces or =")
      }
      let limits = RecordingLimits.parameterValue
      guard let value = try? object.number(JSONKey(name)) else {
        throw RecordingFieldError(
          "field \"\(field)\": \(TextEscaping.quoted(name)) must be a number")
      }
      guard limits.contains(value) else {
        throw RecordingFieldError(
          "field \"\(field)\": \(TextEscaping.quoted(name)) is \(value), outside \(RecordingLine.number(limits.lowerBound))...\(RecordingLine.number(limits.upperBound))"
        )
      }
      params[name] = value
    }
    return params
  }

  /// The optional `panels` array: at most ``RecordingLimits/maximumPanels`` names, each checked
  /// as every string value.
  private static func panels(_ r: FieldReader) throws(RecordingFieldError) -> [String] {
    guard r.has("panels") else { return [] }
    let rule = "field \"panels\" must be an array of at most \(RecordingLimits.maximumPanels) names"
    let panels = try r.strings(
      "panels", problem: "field \"panels\" must be an array of names", notAnArray: rule)
    guard panels.count <= RecordingLimits.maximumPanels else { throw RecordingFieldError(rule) }
    for name in panels { try FieldReader.check(name, in: "panels") }
    return panels
  }
}
