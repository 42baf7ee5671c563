#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts mallocs through ordo-one/malloc-interposer when its library is preloaded
/// (`LD_PRELOAD=…/libMallocInterposerSwift.so`, which run.sh sets for the allocation pass).
///
/// The executable does not link the interposer: linking it would route every allocation of the
/// timing pass through it too. Its C entry points are looked up at run time instead, and are
/// only there when the library was preloaded.
struct AllocationCounter {
  private typealias Toggle = @convention(c) () -> Void
  private typealias GetStats =
    @convention(c) (
      UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?,
      UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?
    ) -> Void

  private let enable: Toggle
  private let disable: Toggle
  private let reset: Toggle
  private let getStats: GetStats

  /// The counter, or nil when the interposer is not loaded into this process.
  static let shared: AllocationCounter? = AllocationCounter()

  private init?() {
    let process = dlopen(nil, RTLD_NOW)
    func symbol<F>(_ name: String, as type: F.Type) -> F? {
      guard let pointer = dlsym(process, name) else { return nil }
      return unsafeBitCast(pointer, to: type)
    }
    guard let enable = symbol("malloc_interposer_enable", as: Toggle.self),
      let disable = symbol("malloc_interposer_disable", as: Toggle.self),
      let reset = symbol("malloc_interposer_reset", as: Toggle.self),
      let getStats = symbol("malloc_interposer_get_stats", as: GetStats.self)
    else { return nil }
    self.enable = enable
    self.disable = disable
    self.reset = reset
    self.getStats = getStats
  }

  /// Runs `body` with counting on and returns how many mallocs it made, with its result.
  func countMallocs<R>(_ body: () -> R) -> (mallocs: Int, result: R) {
    reset()
    enable()
    let result = body()
    disable()
    var mallocs: Int64 = 0
    var bytes: Int64 = 0
    var small: Int64 = 0
    var large: Int64 = 0
    var frees: Int64 = 0
    var freedBytes: Int64 = 0
    getStats(&mallocs, &bytes, &small, &large, &frees, &freedBytes)
    return (Int(mallocs), result)
  }
}
