/// The PostScript name a font file gives itself: name 6 of its `name` table (the OpenType
/// specification's "naming table"), what a Lottie animation's `fName` holds and lottie-ios looks a
/// font up by. Read from the Windows record (UTF-16, big-endian) or else the Macintosh one
/// (Roman); in a collection (`ttcf`), the first font's. Every offset and length is checked against
/// the bytes before it is read: a file that is not a font, or is cut short, gives nil.
enum FontPostScriptName {
  /// The PostScript name in `bytes` (a TrueType or OpenType file), or nil when it has none that
  /// is 1 to 63 printable ASCII characters.
  static func read(_ bytes: UnsafeRawBufferPointer) -> String? {
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    var font = 0
    if u32(0) == 0x7474_6366 {  // "ttcf": a collection; its first font
      guard let first = u32(12) else { return nil }
      font = first
    }
    guard let tables = u16(font + 4) else { return nil }
    var name: Int?
    for index in 0..<tables {
      let record = font + 12 + 16 * index
      guard let tag = u32(record) else { return nil }
      if tag == 0x6E61_6D65 {  // "name"
        name = u32(record + 8)
        break
      }
    }
    guard let table = name, let count = u16(table + 2), let strings = u16(table + 4) else {
      return nil
    }
    var mac: String?
    for index in 0..<count {
      let record = table + 6 + 12 * index
      guard let platform = u16(record), let encoding = u16(record + 2),
        let id = u16(record + 6), let length = u16(record + 8), let offset = u16(record + 10)
      else { return nil }
      guard id == 6 else { continue }
      let start = table + strings + offset
      guard start + length <= bytes.count else { continue }
      let raw = bytes[start..<(start + length)]
      if platform == 3, encoding == 1 || encoding == 10, length % 2 == 0 {
        let units = stride(from: raw.startIndex, to: raw.endIndex, by: 2).map {
          UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
        }
        if let found = checked(String(decoding: units, as: UTF16.self)) { return found }
      } else if platform == 1, encoding == 0, mac == nil {
        mac = checked(String(decoding: raw, as: UTF8.self))
      }
    }
    return mac
  }

  /// `name` when it can be a PostScript name: 1 to 63 printable ASCII characters, no space.
  private static func checked(_ name: String) -> String? {
    let scalars = name.unicodeScalars
    guard (1...63).contains(scalars.count), scalars.allSatisfy({ (33...126).contains($0.value) })
    else { return nil }
    return name
  }
}
