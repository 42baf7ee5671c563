#if canImport(Glibc)
  import Glibc
#endif

/// A thread that can be joined (Foundation's `Thread` cannot).
final class JoinableThread: @unchecked Sendable {
  private var handle = pthread_t()
  private let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  func start() {
    let box = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &handle, nil,
      { raw in
        let thread = Unmanaged<JoinableThread>.fromOpaque(raw!).takeRetainedValue()
        thread.body()
        return nil
      }, box)
  }

  func join() { pthread_join(handle, nil) }
}
