/// A `check` command line that is wrong (exit status 64): its message names the flag.
struct CheckUsageError: Error {
  let message: String

  init(_ message: String) { self.message = message }
}
