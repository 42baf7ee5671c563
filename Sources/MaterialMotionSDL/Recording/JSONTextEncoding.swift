import FoundationEssentials

/// A recording line that is not plain UTF-8 as `JSONDecoder` (which read recordings before)
/// tells from its first four bytes: a UTF-8 byte order mark (skipped), or zero bytes placed as
/// UTF-16 or UTF-32 text has them (converted). Such lines still read as they did; a recording
/// never has them unless someone wrote one so.
struct JSONTextEncoding {
  private let encoding: String.Encoding
  private let byteOrderMark: Int

  /// The encoding of `line`, or nil when it is plain UTF-8 (every line a recorder writes).
  init?(_ line: UnsafeBufferPointer<UInt8>) {
    // Plain UTF-8 at a glance: two bytes, neither 0, the first no byte order mark's.
    if line.count >= 2, line[0] != 0, line[0] < 0xEF, line[1] != 0 { return nil }
    func byte(_ i: Int) -> UInt8? { i < line.count ? line[i] : nil }
    switch (byte(0), byte(1), byte(2), byte(3)) {
    case (0, 0, 0xFE, 0xFF): (encoding, byteOrderMark) = (.utf32BigEndian, 4)
    case (0xFE, 0xFF, 0, 0): (encoding, byteOrderMark) = (.utf32LittleEndian, 4)
    case (0xFE, 0xFF, _, _): (encoding, byteOrderMark) = (.utf16BigEndian, 2)
    case (0xFF, 0xFE, _, _): (encoding, byteOrderMark) = (.utf16LittleEndian, 2)
    case (0xEF, 0xBB, 0xBF, _): (encoding, byteOrderMark) = (.utf8, 3)
    case (0, 0, 0, .some(let b)) where b != 0: (encoding, byteOrderMark) = (.utf32BigEndian, 0)
    case (0, .some(let a), 0, .some(let b)) where a != 0 && b != 0:
      (encoding, byteOrderMark) = (.utf16BigEndian, 0)
    case (.some(let a), 0, 0, 0) where a != 0: (encoding, byteOrderMark) = (.utf32LittleEndian, 0)
    case (.some(let a), 0, .some(let b), 0) where a != 0 && b != 0:
      (encoding, byteOrderMark) = (.utf16LittleEndian, 0)
    case (0, .some(let a), nil, nil) where a != 0: (encoding, byteOrderMark) = (.utf16BigEndian, 0)
    case (.some(let a), 0, nil, nil) where a != 0:
      (encoding, byteOrderMark) = (.utf16LittleEndian, 0)
    default: return nil
    }
  }

  /// The line as text, without its byte order mark; nil when it is not valid in its encoding.
  func text(of line: UnsafeBufferPointer<UInt8>) -> String? {
    let bytes = UnsafeBufferPointer(rebasing: line[byteOrderMark...])
    if encoding == .utf8 { return String(decoding: bytes, as: UTF8.self) }
    return String(bytes: bytes, encoding: encoding)
  }
}
