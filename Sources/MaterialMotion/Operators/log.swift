extension MotionObservableConvertible {
  /// Prints every value and state change with `print`, then forwards both unchanged.
  ///
  /// A value prints as `context value` (just `value` without a context); a state change prints as
  /// `context state: active` / `context state: atRest`.
  ///
  /// State: forwarded unchanged (and logged).
  ///
  /// ```
  /// log("drag")
  /// upstream    10          20
  /// printed     "drag 10"   "drag 20"
  /// downstream  10          20
  /// ```
  public func log(_ context: String? = nil) -> MotionObservable<Value> {
    log(context, to: { print($0) })
  }

  /// Writes every value and state change to `write` as one line (formatted as for ``log(_:)``),
  /// then forwards both unchanged. Useful to capture the log in tests or send it elsewhere.
  ///
  /// State: forwarded unchanged (and logged).
  public func log(_ context: String? = nil, to write: @escaping (String) -> Void)
    -> MotionObservable<Value>
  {
    let prefix = context.map { $0 + " " } ?? ""
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      upstream.subscribe(
        next: { value in
          write(prefix + String(describing: value))
          observer.next(value)
        },
        state: { state in
          write(prefix + "state: \(state)")
          observer.state(state)
        }
      ).unsubscribe
    }
  }
}
