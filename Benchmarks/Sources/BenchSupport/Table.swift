#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formats `value` with `decimals` digits after the point, without Foundation.
public func format(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if text.contains("e") { return text }
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  if decimals == 0 { return String(parts[0]) }
  text = String(parts[0]) + "." + fraction.padding(to: decimals)
  return text
}

extension String {
  fileprivate func padding(to length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: "0", count: length - count)
  }
}

/// Prints rows as a table with columns padded to their widest cell.
public func printTable(_ rows: [[String]]) {
  guard let header = rows.first else { return }
  var widths = header.map(\.count)
  for row in rows {
    for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
  }
  func line(_ row: [String]) -> String {
    row.enumerated().map { i, cell in
      cell + String(repeating: " ", count: widths[i] - cell.count)
    }.joined(separator: " | ")
  }
  print(line(header))
  print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
  for row in rows.dropFirst() { print(line(row)) }
}

/// The 1-, 5- and 15-minute load averages from /proc/loadavg, or nil where there is none.
public func loadAverages() -> [Double]? {
  guard let text = firstLine(of: "/proc/loadavg") else { return nil }
  let values = text.split(separator: " ").prefix(3).compactMap { Double($0) }
  return values.count == 3 ? values : nil
}

/// The first line of the file at `path` (up to 511 bytes), or nil when it cannot be read.
public func firstLine(of path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 512)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// "load average 0.42, 0.61, 0.80" (or "load average unknown").
public func describeLoad(_ load: [Double]?) -> String {
  guard let load else { return "load average unknown" }
  return "load average " + load.map { format($0, 2) }.joined(separator: ", ")
}

/// `median [min–max]` of `values` with `decimals` digits.
public func spread(_ values: [Double], _ decimals: Int) -> String {
  guard let low = values.min(), let high = values.max() else { return "—" }
  return
    "\(format(median(of: values), decimals)) [\(format(low, decimals))–\(format(high, decimals))]"
}

/// The median (mean of the middle two for an even count; nan for none).
public func median(of values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
