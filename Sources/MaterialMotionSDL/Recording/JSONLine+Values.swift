/// Reading the values of a ``JSONLine``, as FoundationEssentials' `JSONDecoder` reads them: nil
/// for a value of another kind, and for a string or number that is not valid (which its scanner,
/// like ``JSONLineScanner``, leaves to the reading).
extension JSONLine {
  /// The members of the object at `object`, in order: (key node, value node).
  func members(of object: Int) -> some Sequence<(key: Int, value: Int)> {
    let end = Int(nodes[object].next)
    return sequence(first: object + 1) { [nodes] in Int(nodes[$0 + 1].next) }
      .prefix { $0 < end }
      .lazy.map { (key: $0, value: $0 + 1) }
  }

  /// The elements of the array at `array`, in order.
  func elements(of array: Int) -> some Sequence<Int> {
    let end = Int(nodes[array].next)
    return sequence(first: array + 1) { [nodes] in Int(nodes[$0].next) }.prefix { $0 < end }
  }

  /// Whether every key of the object at `object` reads as a string (what `JSONDecoder` checks
  /// before it reads any member).
  func keysAreValid(_ object: Int) -> Bool {
    let end = Int(nodes[object].next)
    var key = object + 1
    while key < end {
      if nodes[key].kind != .plainString, string(at: key) == nil { return false }
      key = Int(nodes[key + 1].next)
    }
    return true
  }

  /// The keys of the object at `object`, each once (the first spelling of keys Swift finds
  /// equal), in order.
  func keys(of object: Int) -> [String] {
    var seen = Set<String>()
    var keys: [String] = []
    for (key, _) in members(of: object) {
      if let name = string(at: key), seen.insert(name).inserted { keys.append(name) }
    }
    return keys
  }

  func text(of node: JSONNode) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)])
  }

  /// `true` or `false`.
  func bool(at index: Int) -> Bool? {
    switch nodes[index].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// A string, its escapes undone; nil for another kind of value, a control character, an
  /// unknown escape or a `\u` escape that is not a Unicode scalar (a lone surrogate).
  func string(at index: Int) -> String? {
    let node = nodes[index]
    switch node.kind {
    case .plainString: return String(decoding: text(of: node), as: UTF8.self)
    case .string: return JSONStringEscapes.unescape(text(of: node))
    default: return nil
    }
  }

  /// A number as a 64-bit float; nil for another kind of value, a number not written as JSON
  /// writes one, or one too large for a float or so small it would become 0 without being 0.
  func double(at index: Int) -> Double? {
    let node = nodes[index]
    guard node.kind == .number else { return nil }
    let text = self.text(of: node)
    return JSONNumber.quickDouble(text) ?? JSONNumber(text)?.double
  }

  /// The number at `index` exactly, when it is a whole number (see ``JSONNumber/whole``); nil
  /// for anything else.
  func number(at index: Int) -> JSONNumber? {
    let node = nodes[index]
    guard node.kind == .number else { return nil }
    return JSONNumber(text(of: node))
  }
}
