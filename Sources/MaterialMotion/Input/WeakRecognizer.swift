/// A weak reference to a recognizer.
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?

  init(_ recognizer: GestureRecognizer) {
    self.recognizer = recognizer
  }
}
