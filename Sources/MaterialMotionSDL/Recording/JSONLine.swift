/// One line of a recording scanned as JSON: a flat list of the values in it (``JSONNode``s, in
/// the order they start), pointing into the line's bytes. Nothing is copied and nothing is
/// converted: a string or a number is read only when a field asks for it (``JSONLine+Values``).
///
/// It accepts exactly what FoundationEssentials' `JSONDecoder` (the reader before it) accepts,
/// so recordings read as they did: any JSON value at the top, white space being space, tab, CR
/// and LF; a trailing comma in an array or an object; at most 512 arrays and objects nested;
/// and, as that scanner does, strings and numbers checked only for their extent here (a string
/// ends at an unescaped quote, and a `\u` has four more bytes that are not a quote; a number is
/// a `-` or digit followed by digits, `.`, `+`, `-`, `e` and `E`). Whether they are valid is
/// decided when they are read, so a malformed value in a field nobody reads is no error.
struct JSONLine {
  /// The line's bytes (valid UTF-8: recordings are read as Swift strings).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The values, in the order they start; the first is the line's top-level value.
  let nodes: UnsafeBufferPointer<JSONNode>
  /// Where lookups of the top-level object's members left off (``member(_:of:)``).
  let lookup: UnsafeMutablePointer<JSONMemberLookup>

  /// The most arrays and objects nested in one another.
  static let maximumDepth = 512
}

/// One JSON value of a ``JSONLine``.
struct JSONNode {
  /// What kind of value it is.
  enum Kind: UInt8 {
    /// An object: its members follow it, each a key (a string node) and a value.
    case object
    /// An array: its elements follow it.
    case array
    /// A string of ASCII characters, none of them a backslash or a control character: its bytes
    /// are its value.
    case plainString
    /// Any other string: with escapes, characters beyond ASCII, or control characters (which
    /// make it invalid when read).
    case string
    case number
    case `true`
    case `false`
    case null
  }

  var kind: Kind
  /// Where the value's text starts: a string's after its opening quote, an object's or an
  /// array's at its bracket.
  var start: Int32
  /// Where a string's text ends (its closing quote) or a number's; unused for the others.
  var end: Int32
  /// The index of the node after this value and everything in it.
  var next: Int32
  /// A plain string's ``JSONLine/signature(_:)``, so that most keys that are not the one looked
  /// for are told apart in one comparison; 0 for other values.
  var signature: UInt32 = 0
}

/// Scans lines into a buffer of nodes kept from line to line (no allocation per line).
final class JSONLineScanner {
  private var storage: UnsafeMutablePointer<JSONNode>
  private var capacity: Int
  private let lookup = UnsafeMutablePointer<JSONMemberLookup>.allocate(capacity: 1)

  init() {
    capacity = RecordingLimits.maximumLineBytes + 1
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
    lookup.deallocate()
  }

  /// The line in `bytes`, or nil when it is not one JSON value (what the reader calls torn).
  /// The line is valid until the next call.
  func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONLine? {
    // Every value starts at a byte of its own: a line has at most as many values as bytes.
    if bytes.count + 1 > capacity {
      storage.deallocate()
      capacity = bytes.count + 1
      storage = .allocate(capacity: capacity)
    }
    var scan = Scan(bytes: bytes, nodes: storage)
    guard scan.value(depth: 0), scan.skipWhiteSpace() == nil else { return nil }
    lookup.initialize(to: JSONMemberLookup(keysAreUnique: scan.topLevelKeys.areUnique))
    return JSONLine(
      bytes: bytes, nodes: UnsafeBufferPointer(start: storage, count: scan.count), lookup: lookup)
  }
}

/// The scan of one line: a recursive descent that writes a node for each value.
private struct Scan {
  let bytes: UnsafeBufferPointer<UInt8>
  let nodes: UnsafeMutablePointer<JSONNode>
  var count = 0
  var index = 0
  /// The keys of the top-level object, as they are scanned.
  var topLevelKeys = JSONKeySet()

  init(bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeMutablePointer<JSONNode>) {
    self.bytes = bytes
    self.nodes = nodes
  }

  /// Moves past white space; returns the byte there, or nil at the end of the line.
  mutating func skipWhiteSpace() -> UInt8? {
    var i = index
    defer { index = i }
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D: i += 1
      case let byte: return byte
      }
    }
    return nil
  }

  private mutating func add(
    _ kind: JSONNode.Kind, start: Int, end: Int = 0, signature: UInt32 = 0
  ) -> Int {
    // Lines are at most a few kilobytes: every offset fits.
    nodes[count] = JSONNode(
      kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
      next: Int32(truncatingIfNeeded: count &+ 1), signature: signature)
    count &+= 1
    return count &- 1
  }

  /// Scans one value (after white space); false when there is none or it is broken.
  mutating func value(depth: Int) -> Bool {
    guard let byte = skipWhiteSpace() else { return false }
    switch byte {
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < JSONLine.maximumDepth else { return false }
      let node = add(byte == UInt8(ascii: "{") ? .object : .array, start: index)
      index += 1
      let whole = byte == UInt8(ascii: "{") ? members(depth: depth + 1) : elements(depth: depth + 1)
      nodes[node].next = Int32(count)
      return whole
    case UInt8(ascii: "t"): return literal("true", .true)
    case UInt8(ascii: "f"): return literal("false", .false)
    case UInt8(ascii: "n"): return literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      var i = index + 1
      scanning: while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"),
          UInt8(ascii: "-"), UInt8(ascii: "e"), UInt8(ascii: "E"):
          i += 1
        default: break scanning
        }
      }
      index = i
      _ = add(.number, start: start, end: i)
      return true
    default:
      return false
    }
  }

  private mutating func literal(_ text: StaticString, _ kind: JSONNode.Kind) -> Bool {
    let length = text.utf8CodeUnitCount
    guard bytes.count - index >= length else { return false }
    for offset in 0..<length where bytes[index + offset] != text.utf8Start[offset] {
      return false
    }
    _ = add(kind, start: index)
    index += length
    return true
  }

  /// A string: from its opening quote past its closing one; a key's node gets its signature.
  mutating func string(isKey: Bool = false) -> Bool {
    let end = bytes.count
    guard index < end, let base = bytes.baseAddress, base[index] == UInt8(ascii: "\"") else {
      return false
    }
    let start = index + 1
    var i = start
    var plain = true
    while i < end {
      if end - i >= 8 {
        // Eight bytes at a time while none is special (see `specialBytes`).
        let special = Self.specialBytes(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        if special == 0 {
          i += 8
          continue
        }
        i += special.trailingZeroBitCount / 8
      }
      let byte = base[i]
      // Most bytes: ASCII that is not a control character, a quote or a backslash.
      if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        i += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let signature =
          plain && isKey
          ? JSONLine.signature(UnsafeBufferPointer(start: base + start, count: i - start)) : 0
        _ = add(plain ? .plainString : .string, start: start, end: i, signature: signature)
        index = i + 1
        return true
      }
      plain = false
      guard byte == UInt8(ascii: "\\") else {
        i += 1
        continue
      }
      guard i + 1 < end else { return false }
      if base[i + 1] == UInt8(ascii: "u") {
        // Four more bytes, none of them a quote; whether they are hex digits is checked when
        // the string is read.
        guard end - (i + 2) >= 4 else { return false }
        for offset in 2..<6 where base[i + offset] == UInt8(ascii: "\"") { return false }
        i += 6
      } else {
        i += 2
      }
    }
    return false
  }

  /// The high bit of each of the eight bytes of `word` (little-endian) that is special in a
  /// string (a control character, a byte beyond ASCII, a quote or a backslash), and perhaps of
  /// bytes after one that is: the lowest bit set is the first special byte's.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let control = (word &- ones &* 0x20) & ~word & highs
    return control | (word & highs) | zeroBytes(word ^ (ones &* 0x22))
      | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// An object's members after its `{`, through its `}`.
  private mutating func members(depth: Int) -> Bool {
    guard let first = skipWhiteSpace() else { return false }
    if first == UInt8(ascii: "}") {
      index += 1
      return true
    }
    while true {
      guard string(isKey: true) else { return false }
      if depth == 1 { topLevelKeys.insert(nodes[count - 1]) }
      guard skipWhiteSpace() == UInt8(ascii: ":") else { return false }
      index += 1
      guard value(depth: depth) else { return false }
      switch skipWhiteSpace() {
      case UInt8(ascii: ","):
        index += 1
        guard let next = skipWhiteSpace() else { return false }
        if next == UInt8(ascii: "}") {
          index += 1
          return true
        }
      case UInt8(ascii: "}"):
        index += 1
        return true
      default:
        return false
      }
    }
  }

  /// An array's elements after its `[`, through its `]`.
  private mutating func elements(depth: Int) -> Bool {
    guard let first = skipWhiteSpace() else { return false }
    if first == UInt8(ascii: "]") {
      index += 1
      return true
    }
    while true {
      guard value(depth: depth) else { return false }
      switch skipWhiteSpace() {
      case UInt8(ascii: ","):
        index += 1
        guard let next = skipWhiteSpace() else { return false }
        if next == UInt8(ascii: "]") {
          index += 1
          return true
        }
      case UInt8(ascii: "]"):
        index += 1
        return true
      default:
        return false
      }
    }
  }
}
