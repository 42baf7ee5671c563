#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MotionObservableConvertible {
  /// Turns every value into its `String(describing:)` text (so `20` becomes `"20"` and the
  /// `Double` `20` becomes `"20.0"`).
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func toString() -> MotionObservable<String> {
    _map { String(describing: $0) }
  }
}

extension MotionObservableConvertible where Value: BinaryFloatingPoint {
  /// Formats every value with a printf-style `format` holding exactly one floating-point
  /// conversion (`%f`, `%e`, `%g`, `%a` with optional flags, width and precision; `%%` for a
  /// percent sign), e.g. `"%.2f"` turns `1.5` into `"1.50"`.
  ///
  /// A format with no floating-point conversion, or with any other conversion, is a programming
  /// error and stops the program when the operator is created, naming the format.
  ///
  /// State: forwarded unchanged.
  public func toString(format: String) -> MotionObservable<String> {
    precondition(
      NumberFormat.isValid(format),
      "toString(format:) needs exactly one floating-point conversion such as \"%.2f\"; got \"\(format)\""
    )
    return _map { NumberFormat.format(Double($0), with: format) }
  }
}

/// printf-style formatting of one `Double`, without Foundation.
enum NumberFormat {
  /// Whether `format` holds exactly one floating-point conversion and nothing else to convert.
  static func isValid(_ format: String) -> Bool {
    var conversions = 0
    var chars = format.unicodeScalars.makeIterator()
    while let c = chars.next() {
      guard c == "%" else { continue }
      var spec = chars.next()
      if spec == "%" { continue }
      while let s = spec, "-+ #0".unicodeScalars.contains(s) { spec = chars.next() }
      while let s = spec, ("0"..."9").contains(s) { spec = chars.next() }
      if spec == "." {
        spec = chars.next()
        while let s = spec, ("0"..."9").contains(s) { spec = chars.next() }
      }
      guard let s = spec, "fFeEgGaA".unicodeScalars.contains(s) else { return false }
      conversions += 1
    }
    return conversions == 1
  }

  static func format(_ value: Double, with format: String) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let needed = withVaList([value]) { args in
      Int(vsnprintf(&buffer, buffer.count, format, args))
    }
    if needed >= buffer.count {
      buffer = [CChar](repeating: 0, count: needed + 1)
      _ = withVaList([value]) { args in vsnprintf(&buffer, buffer.count, format, args) }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
