/// Why the test support could not do what a test asked: a server that would not start, a tool
/// that is missing, an app that exited too soon. Its description is the whole reason, in one
/// line where it can be.
public struct HarnessError: Error, CustomStringConvertible {
  /// The reason, as shown in the test's failure.
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
