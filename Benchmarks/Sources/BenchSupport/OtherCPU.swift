#if canImport(Glibc)
  import Glibc
#endif

/// How busy other processes kept the machine while a tool ran: the machine's busy CPU time (from
/// `/proc/stat`) less this process's own and that of its children it has reaped (from
/// `getrusage`), over the wall time, in cores (0.5: half a core busy all along).
///
/// The load average says less: it lags by minutes (a build just before a run keeps it above 1
/// for a while), and it counts the benchmark itself, which keeps one core busy.
public struct OtherCPUMeter {
  private let busyAtStart: Double
  private let ownAtStart: Double
  private let wallAtStart: Double

  /// Starts measuring now.
  public init() {
    busyAtStart = Self.machineBusySeconds() ?? .nan
    ownAtStart = Self.ownSeconds()
    wallAtStart = Self.wallSeconds()
  }

  /// Other processes' average CPU use since `init`, in cores; nil when `/proc/stat` cannot be
  /// read. Call after reaping the children whose time counts as this tool's own.
  public func othersCores() -> Double? {
    guard let busy = Self.machineBusySeconds(), busyAtStart.isFinite else { return nil }
    let wall = Self.wallSeconds() - wallAtStart
    guard wall > 0 else { return nil }
    let others = (busy - busyAtStart) - (Self.ownSeconds() - ownAtStart)
    return max(0, others / wall)
  }

  /// Busy CPU seconds of the whole machine since boot: user, nice, system, irq, softirq, steal.
  static func machineBusySeconds() -> Double? {
    guard let line = firstLine(of: "/proc/stat") else { return nil }
    let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard fields.count >= 8 else { return nil }
    // user nice system idle iowait irq softirq steal
    let busy = fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]
    return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// CPU seconds used by this process and its reaped children.
  static func ownSeconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
      var usage = rusage()
      getrusage(who, &usage)
      total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
  }

  static func wallSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}

/// Above this many cores used by other processes on average, a tool's figures are flagged: a
/// shared machine slows the two sides of a comparison unequally.
public let othersThreshold = 0.2

/// The line a tool prints about other processes: "other processes used 0.03 cores on average
/// while this ran", with a NOTE when that is above ``othersThreshold``.
public func describeOthers(_ cores: Double?, what: String) -> [String] {
  guard let cores else { return ["other processes' CPU use: unknown (no /proc/stat)"] }
  var lines = [
    "other processes used \(format(cores, 2)) cores on average while \(what) ran"
  ]
  if cores > othersThreshold {
    lines.append(
      "NOTE: that is above \(format(othersThreshold, 2)) cores: other processes shared the machine, "
        + "which slows the two sides of a comparison unequally, so these figures are not figures "
        + "to quote")
  }
  return lines
}
