/// The recognizers a delta gesture in progress (a swipe, a hold) goes to, and its last event.
struct DeltaRoute<Event> {
  var targets: [WeakRecognizer]?
  var last: Event?
}
