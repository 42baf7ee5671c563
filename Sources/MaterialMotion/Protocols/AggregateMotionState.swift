/// The combined motion state of many members: active while any member is active.
///
/// Members are state streams (usually a ``Stateful``'s ``Stateful/state``) added with
/// ``add(state:)`` or ``add(_:)``. The aggregate reads each member's *values* (a member's own
/// `state` channel is ignored) and keeps the set of members whose latest value is `.active`.
///
/// - Until the first member is added, the aggregate's state is the `initialState` given to
///   ``init(initialState:)``. From then on it is `.active` iff at least one member's latest value is
///   `.active`; a member that has not reported yet counts as at rest.
/// - Members can be added and removed at any time; the subscription returned by `add` removes the
///   member (a removed active member no longer counts).
/// - ``state`` replays the current aggregate state on subscription and then emits **only when the
///   aggregate changes**, however many members report.
///
/// Memory: the aggregate holds its members' subscriptions, never the reverse, so members do not keep
/// it alive; when it is freed it unsubscribes from every member.
public final class AggregateMotionState: Stateful {
  private var current: MotionState
  private var nextToken = 0
  private var members: [Int: Subscription] = [:]
  private var registered: Set<Int> = []
  private var activeMembers: Set<Int> = []
  private let observers = ObserverList<MotionObserver<MotionState>>()
  private var isNotifying = false
  private var pending: [MotionState] = []

  /// Creates an aggregate with no members whose state is `initialState` until a member is added.
  public init(initialState: MotionState = .atRest) {
    current = initialState
  }

  deinit {
    for subscription in members.values { subscription.unsubscribe() }
  }

  /// The current aggregate state.
  public var currentState: MotionState { current }

  /// Whether the aggregate is currently `.active`.
  public var isActive: Bool { current == .active }

  /// The number of members currently observed.
  public var memberCount: Int { registered.count }

  /// The aggregate state: the current state at once, then every change of the aggregate.
  ///
  /// State channel: mirrors the value, in convention order (`state(.active)` then `.active`;
  /// `.atRest` then `state(.atRest)`). The stream keeps the aggregate alive; a subscription does
  /// not.
  public var state: MotionObservable<MotionState> {
    MotionObservable { observer in
      let token = self.observers.add(observer)
      observer.send(self.current, in: self.current)
      return { [weak self] in self?.observers.remove(token) }
    }
  }

  /// Adds a member whose values are motion states (e.g. another aggregate's ``state``) and returns
  /// the subscription that removes it. The member's current value (if it replays one) is taken
  /// into account before this returns.
  @discardableResult
  public func add(state memberState: some MotionObservableConvertible<MotionState>) -> Subscription
  {
    nextToken += 1
    let token = nextToken
    registered.insert(token)
    let subscription = memberState.asStream().subscribeToValue { [weak self] state in
      self?.member(token, reported: state)
    }
    if registered.contains(token) {
      members[token] = subscription
    } else {
      // Removed while it was connecting.
      subscription.unsubscribe()
    }
    // From the first member on, the members decide (this also replaces the initial state).
    update()
    return Subscription { [weak self] in self?.remove(token) }
  }

  /// Adds `member`'s ``Stateful/state`` as a member and returns the subscription that removes it.
  @discardableResult
  public func add(_ member: some Stateful) -> Subscription {
    add(state: member.state)
  }

  /// Removes every member. The aggregate becomes `.atRest`.
  public func removeAll() {
    let subscriptions = members.values
    members.removeAll()
    registered.removeAll()
    activeMembers.removeAll()
    for subscription in subscriptions { subscription.unsubscribe() }
    update()
  }

  private func member(_ token: Int, reported state: MotionState) {
    guard registered.contains(token) else { return }
    if state == .active {
      activeMembers.insert(token)
    } else {
      activeMembers.remove(token)
    }
    update()
  }

  private func remove(_ token: Int) {
    guard registered.remove(token) != nil else { return }
    activeMembers.remove(token)
    members.removeValue(forKey: token)?.unsubscribe()
    update()
  }

  private func update() {
    let newState: MotionState = activeMembers.isEmpty ? .atRest : .active
    guard newState != current else { return }
    current = newState
    if isNotifying {
      pending.append(newState)
      return
    }
    isNotifying = true
    observers.forEach { $0.send(newState, in: newState) }
    while !pending.isEmpty {
      let state = pending.removeFirst()
      observers.forEach { $0.send(state, in: state) }
    }
    isNotifying = false
  }
}
