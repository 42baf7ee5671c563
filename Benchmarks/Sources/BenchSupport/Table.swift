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
