/// Whether `message` is a rejection of the recording at `path` as the sandbox words them: one
/// line that names the recording's line ("PATH line N: ...") or says it is empty. The fuzzers
/// (`ReplayFuzzTests`, `Fuzz/`) hold every rejection of a mutated recording to it. A fuzzer's
/// rule, not the app's: it lives here, out of the shipping modules.
public func rejectionNamesItsLine(_ message: String, recording path: String) -> Bool {
  guard !message.isEmpty, !message.contains(where: { $0 == "\n" || $0 == "\r" }) else {
    return false
  }
  if message.hasPrefix("\(path): empty recording;") { return true }
  guard message.hasPrefix("\(path) line ") else { return false }
  let rest = message.dropFirst("\(path) line ".count)
  let digits = rest.prefix { $0.isNumber }
  return !digits.isEmpty && rest.dropFirst(digits.count).hasPrefix(": ")
}
