import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `message` to standard error as one line: its control, format and separator characters
/// escaped (``TextEscaping/oneLine(_:)``), whatever it quotes.
func printError(_ message: String) {
  let line = TextEscaping.oneLine(message) + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}
