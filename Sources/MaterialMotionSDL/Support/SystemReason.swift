#if canImport(Glibc)
  import Glibc
#endif

/// The system's reason a file operation failed (`strerror` of an `errno`), as an error.
public struct SystemReason: Error, CustomStringConvertible, Sendable {
  /// The `errno` value.
  public let code: Int32

  /// The reason for `code`.
  public init(_ code: Int32) { self.code = code }

  /// The system's words for it: `No space left on device`.
  public var description: String { String(cString: strerror(code)) }
}
