extension ReactiveProperty: Equatable where T: Equatable {
  /// Two properties are equal when their values are.
  public static func == (lhs: ReactiveProperty<T>, rhs: ReactiveProperty<T>) -> Bool {
    lhs.value == rhs.value
  }

  /// A property equals a value when its current value does.
  public static func == (lhs: ReactiveProperty<T>, rhs: T) -> Bool {
    lhs.value == rhs
  }
}

/// Creates a property holding `initialValue`.
@inlinable
public func createProperty<T>(withInitialValue initialValue: T) -> ReactiveProperty<T> {
  ReactiveProperty(initialValue)
}

/// Creates a `Double` property holding 0.
@inlinable
public func createProperty() -> ReactiveProperty<Double> {
  ReactiveProperty(0)
}
