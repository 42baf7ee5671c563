/// Standard base64 (RFC 4648, with padding): how a Lottie animation embeds an image in a data
/// URL.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64, appended to `output`.
  static func encode(_ bytes: [UInt8], into output: inout [UInt8]) {
    output.reserveCapacity(output.count + (bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 2 < bytes.count {
      let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output.append(alphabet[Int(n >> 18 & 63)])
      output.append(alphabet[Int(n >> 12 & 63)])
      output.append(alphabet[Int(n >> 6 & 63)])
      output.append(alphabet[Int(n & 63)])
      index += 3
    }
    let rest = bytes.count - index
    guard rest > 0 else { return }
    let n = UInt32(bytes[index]) << 16 | (rest > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
    output.append(alphabet[Int(n >> 18 & 63)])
    output.append(alphabet[Int(n >> 12 & 63)])
    output.append(rest > 1 ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
    output.append(UInt8(ascii: "="))
  }
}
