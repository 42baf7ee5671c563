extension Spring {
  /// What a spring is doing at one moment, to put it back to later: its configuration's values
  /// and, for every connection it has, the run in progress (where it started, how fast, toward
  /// what, and how long it has run), the initial velocity written and not used yet, and whether
  /// it is active. A plain value: it holds no property, connection or clock.
  ///
  /// A run that follows a ``Timeline`` is kept as it is; the timeline's own time is not.
  public struct Checkpoint {
    let destination: T
    let initialVelocity: T
    let stiffness: Double
    let damping: Double
    let mass: Double
    let enabled: Bool
    let connections: [SpringConnection<T>.Checkpoint]

    /// Roughly how many bytes the checkpoint takes.
    public var bytes: Int {
      MemoryLayout<Self>.stride + 32 + connections.count
        * MemoryLayout<SpringConnection<T>.Checkpoint>.stride
    }
  }

  /// What the spring is doing now (see ``Checkpoint``).
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func checkpoint() -> Checkpoint {
    if connections.contains(where: { $0.connection == nil }) {
      connections.removeAll { $0.connection == nil }
    }
    return Checkpoint(
      destination: destination.value, initialVelocity: initialVelocity.value,
      stiffness: stiffness.value, damping: damping.value, mass: mass.value,
      enabled: enabled.value, connections: connections.compactMap { $0.connection?.checkpoint() })
  }

  /// Puts the spring back to `checkpoint`, taken of a spring made and connected the same way
  /// (the same number of connections, made in the same order): its configuration's values are
  /// written (each one that differs), then every connection takes up the run it had, exactly
  /// where it was, so the next frames emit exactly what the spring emitted after the
  /// checkpoint. Nothing is emitted on `next`; a connection whose activity differs from the
  /// checkpoint's sends `state(.active)` or `state(.atRest)`.
  ///
  /// - Precondition: the spring has as many connections as it had at the checkpoint.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func restore(_ checkpoint: Checkpoint) {
    func write<V>(_ property: ReactiveProperty<V>, _ value: V, same: (V, V) -> Bool) {
      if !same(property.value, value) { property.value = value }
    }
    write(destination, checkpoint.destination, same: ==)
    write(initialVelocity, checkpoint.initialVelocity, same: ==)
    write(stiffness, checkpoint.stiffness, same: ==)
    write(damping, checkpoint.damping, same: ==)
    write(mass, checkpoint.mass, same: ==)
    write(enabled, checkpoint.enabled, same: ==)
    connections.removeAll { $0.connection == nil }
    precondition(
      connections.count == checkpoint.connections.count,
      "a spring restored with \(connections.count) connections from a checkpoint of \(checkpoint.connections.count)"
    )
    for (weak, state) in zip(connections, checkpoint.connections) {
      weak.connection?.restore(state)
    }
  }

  /// Keeps `connection` for ``checkpoint()``.
  func register(_ connection: SpringConnection<T>) {
    connections.removeAll { $0.connection == nil }
    connections.append(WeakSpringConnection(connection: connection))
  }
}
