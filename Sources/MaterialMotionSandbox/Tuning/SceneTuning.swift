import MaterialMotion

/// The live values of one scene's parameters: a `ReactiveProperty<Double>` for each
/// ``SceneParameter`` the scene declared.
///
/// The sandbox makes one for every scene it shows, from the scene type's
/// ``SandboxScene/parameters``, with the values of `--set`, of a replayed recording's header, or
/// of the panel when the scene was shown before; it is the context's ``SceneContext/tuning``.
/// A scene reads it through ``SceneStage/parameter(_:)``. The tuning panel writes the same
/// properties when a person drags a slider or presses an arrow key, so whatever a scene connected
/// to them follows at once.
///
/// The properties hold values inside their parameter's range: the sandbox clamps what it writes
/// (a scene that writes one itself should do the same). Their `state` channel is not used: it
/// stays `.atRest`, and a drag is a series of plain writes.
@MainActor
public final class SceneTuning {
  /// The parameters, in the order the panel shows them.
  public let parameters: [SceneParameter]
  private let properties: [String: ReactiveProperty<Double>]
  /// How many times a parameter's value has changed since the tuning was made (the timeline
  /// marks where this count moves).
  private(set) var changeCount = 0
  private var watches: [Subscription] = []

  /// Creates the live values of `parameters`, each starting at its value in `values` (clamped
  /// into its range) or at its default. Names in `values` that no parameter has are ignored.
  ///
  /// - Parameters:
  ///   - parameters: The parameters, with distinct names.
  ///   - values: Starting values by parameter name.
  public init(_ parameters: [SceneParameter] = [], values: [String: Double] = [:]) {
    var properties: [String: ReactiveProperty<Double>] = [:]
    for parameter in parameters {
      precondition(
        properties[parameter.name] == nil,
        "SceneTuning: two parameters are named \"\(parameter.name)\"")
      properties[parameter.name] = ReactiveProperty(
        values[parameter.name].map(parameter.clamped) ?? parameter.defaultValue)
    }
    self.parameters = parameters
    self.properties = properties
    for property in properties.values {
      var last = property.value
      watches.append(
        property.asStream().subscribeToValue { [unowned self] value in
          guard value != last else { return }
          last = value
          self.changeCount += 1
        })
    }
  }

  /// The live value of the parameter named `name`, or `nil` when there is none. It emits its
  /// current value on subscription and every change after it (values only: see the type).
  public func property(named name: String) -> ReactiveProperty<Double>? {
    properties[name]
  }

  /// The current value of every parameter, by name.
  public var values: [String: Double] {
    properties.mapValues(\.value)
  }
}
