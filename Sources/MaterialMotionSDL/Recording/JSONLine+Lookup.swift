/// Where the lookups of a line's top-level object left off: fields are read mostly in the order
/// they are written, so a lookup starts after the member found last. That finds the first
/// member of a name only when no key is there twice, which the scan tells (``JSONKeySet``).
struct JSONMemberLookup {
  /// Whether the top-level object's keys are all plain and all different (nil: not known yet).
  var keysAreUnique: Bool?
  /// The key node to start the next lookup at.
  var next = 1
}

/// The keys of an object as they are scanned, in a 128-bit set of their signatures: whether
/// they are all plain strings, few enough, and (when no two signatures meet) all different.
struct JSONKeySet {
  private var bits: (UInt64, UInt64) = (0, 0)
  private var count = 0
  private var plain = true
  private var met = false

  /// The most keys an object may have for its lookups to resume where the last left off.
  static let maximumCount = 64

  /// Adds the key `node`.
  mutating func insert(_ node: JSONNode) {
    count += 1
    guard node.kind == .plainString else {
      plain = false
      return
    }
    let slot = (node.signature &* 0x9E37_79B1) >> 25
    let bit = UInt64(1) << (slot & 63)
    if slot < 64 {
      met = met || bits.0 & bit != 0
      bits.0 |= bit
    } else {
      met = met || bits.1 & bit != 0
      bits.1 |= bit
    }
  }

  /// True when the keys are all different for sure, false when they need not be (a key that is
  /// not plain, too many keys), nil when two signatures met and the keys must be compared.
  var areUnique: Bool? {
    guard plain, count <= Self.maximumCount else { return false }
    return met ? nil : true
  }
}

/// A member's name as lookups compare it, worked out once: its text, and when it is ASCII of
/// at most 16 bytes (as every field name of the format is), its bytes packed (``PackedName``).
struct JSONKey: ExpressibleByStringLiteral, Sendable {
  /// The name, as messages say it.
  let name: String
  /// The name packed, when it is ASCII of 1 to 16 bytes.
  let packed: PackedName?

  init(_ name: String) {
    self.name = name
    var utf8 = Array(name.utf8)
    packed = utf8.withUnsafeMutableBufferPointer { PackedName(UnsafeBufferPointer($0)) }
  }

  init(stringLiteral name: String) { self.init(name) }
}

/// ASCII text of 1 to 16 bytes as two words, with its length and ``JSONLine/signature(_:)``:
/// two packed names are the same text exactly when they are equal.
struct PackedName: Equatable, Sendable {
  let low: UInt64
  let high: UInt64
  let count: Int
  let signature: UInt32

  /// `text` packed, or nil when it is empty, longer than 16 bytes or not ASCII.
  init?(_ text: UnsafeBufferPointer<UInt8>) {
    guard let base = text.baseAddress, (1...16).contains(text.count) else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    var ascii: UInt8 = 0
    var i = 0
    while i < min(text.count, 8) {
      ascii |= base[i]
      words.0 |= UInt64(base[i]) << (i &* 8)
      i &+= 1
    }
    while i < text.count {
      ascii |= base[i]
      words.1 |= UInt64(base[i]) << ((i &- 8) &* 8)
      i &+= 1
    }
    guard ascii < 0x80 else { return nil }
    (low, high, count, signature) = (words.0, words.1, text.count, JSONLine.signature(text))
  }

  /// The index of the first of `names` that is `text`, byte for byte, or nil.
  static func first(of names: [PackedName], matching text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = text.baseAddress else { return nil }
    let signature = JSONLine.signature(text)
    return names.withUnsafeBufferPointer { names in
      for index in names.indices
      where names[index].signature == signature && names[index].count == text.count
        && names[index].isText(at: base, available: 0)
      {
        return index
      }
      return nil
    }
  }

  /// Whether the `count` bytes at `text` are these; `available` bytes may be read from `text`.
  func isText(at text: UnsafePointer<UInt8>, available: Int) -> Bool {
    if available >= 16 {
      // Both words at once, the bytes past the name masked off.
      let raw = UnsafeRawPointer(text)
      let lowMask = count >= 8 ? UInt64.max : (UInt64(1) << (8 * count)) &- 1
      let highMask =
        count >= 16 ? UInt64.max : count <= 8 ? 0 : (UInt64(1) << (8 * (count - 8))) &- 1
      return (raw.loadUnaligned(as: UInt64.self) ^ low) & lowMask == 0
        && (raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ high) & highMask == 0
    }
    for i in 0..<count {
      let byte = i < 8 ? low >> (8 * i) : high >> (8 * (i - 8))
      if text[i] != UInt8(truncatingIfNeeded: byte) { return false }
    }
    return true
  }
}

extension JSONLine {
  /// The value of the first member of the object at `object` whose key is `key` (as Swift
  /// compares strings, as `JSONDecoder` does; the first wins, as there), or nil.
  ///
  /// Keys are compared by their signatures first (their length and first, second and last
  /// bytes, taken when the line was scanned), so most keys cost one comparison; in the
  /// top-level object, whose keys are read mostly in order, a lookup starts where the last one
  /// left off when no key is there twice.
  func member(_ key: JSONKey, of object: Int) -> Int? {
    guard let packed = key.packed else { return firstMember(key.name, of: object) }
    if object == 0 {
      if lookup.pointee.keysAreUnique == nil {
        lookup.pointee.keysAreUnique = topLevelKeysAreUnique()
      }
      if lookup.pointee.keysAreUnique == true { return resumedMember(packed) }
    }
    let end = Int(nodes[object].next)
    var index = object + 1
    while index < end {
      let node = nodes[index]
      if node.kind != .plainString {
        if string(at: index) == key.name { return index + 1 }
      } else if node.signature == packed.signature, plainKey(node, is: packed) {
        return index + 1
      }
      index = Int(nodes[index + 1].next)
    }
    return nil
  }

  /// Whether the plain string `node` is the text `packed` (ASCII both: equal strings are equal
  /// bytes).
  private func plainKey(_ node: JSONNode, is packed: PackedName) -> Bool {
    Int(node.end - node.start) == packed.count
      && packed.isText(
        at: bytes.baseAddress! + Int(node.start), available: bytes.count - Int(node.start))
  }

  /// The member of the top-level object whose key is `key`, looked for from where the last
  /// lookup left off, round to it; every key is plain and there once.
  private func resumedMember(_ packed: PackedName) -> Int? {
    let end = Int(nodes[0].next)
    guard end > 1 else { return nil }
    let start = lookup.pointee.next
    var index = start
    repeat {
      let node = nodes[index]
      let after = Int(nodes[index + 1].next)
      if node.signature == packed.signature, plainKey(node, is: packed) {
        lookup.pointee.next = after < end ? after : 1
        return index + 1
      }
      index = after < end ? after : 1
    } while index != start
    return nil
  }

  /// Whether the plain strings `a` and `b` are the same text.
  private func sameText(_ a: JSONNode, _ b: JSONNode) -> Bool {
    a.signature == b.signature && text(of: a).elementsEqual(text(of: b))
  }

  /// Whether no two keys of the top-level object (all plain) are the same, comparing them.
  private func topLevelKeysAreUnique() -> Bool {
    let end = Int(nodes[0].next)
    var key = 1
    while key < end {
      var other = 1
      while other < key {
        if sameText(nodes[other], nodes[key]) { return false }
        other = Int(nodes[other + 1].next)
      }
      key = Int(nodes[key + 1].next)
    }
    return true
  }

  /// ``member(_:of:)`` by comparing strings, for a name that is empty or not ASCII.
  private func firstMember(_ name: String, of object: Int) -> Int? {
    let end = Int(nodes[object].next)
    var key = object + 1
    while key < end {
      if string(at: key) == name { return key + 1 }
      key = Int(nodes[key + 1].next)
    }
    return nil
  }

  /// A key's length and its first, second and last bytes in 32 bits (text that differs in one of
  /// them is different text).
  static func signature(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let first = text.first, let last = text.last else { return 0 }
    let second = text.count > 1 ? text[1] : 0
    return UInt32(first) | UInt32(second) << 8 | UInt32(last) << 16
      | UInt32(text.count & 0xFF) << 24
  }
}
