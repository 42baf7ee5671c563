import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// `--set` and `--compare` values: each parameter once, and a number too large for a Double said
/// to be out of range, not "not a number".
@MainActor
@Suite struct ParameterAssignmentsTests {
  let assignments: ParameterAssignments

  init() throws {
    assignments = ParameterAssignments(catalog: try SceneCatalog(BuiltInScenes.all))
  }

  func error(_ flags: [String], option: String = "--set") -> String? {
    do {
      _ = try assignments.parse(flags: flags, option: option)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Defect: `--compare "spring.stiffness=10,spring.stiffness=20"` was accepted (the second
  /// value silently won); the same in `--set`.
  @Test func aParameterGivenTwiceIsRefused() {
    #expect(
      error(["spring.stiffness=10", "spring.stiffness=20"], option: "--compare")
        == "--compare spring.stiffness=20: spring.stiffness is given twice (already spring.stiffness=10); give each parameter once"
    )
    #expect(
      error(["spring.stiffness=10", "square.size=80", "spring.stiffness=10"])?.hasPrefix(
        "--set spring.stiffness=10: spring.stiffness is given twice") == true)
    #expect(error(["spring.stiffness=10", "spring.damping=20"]) == nil)
  }

  /// Defect: `--set spring.stiffness=1e309` was "not a number"; it is a number, out of range.
  @Test func aNumberTooLargeIsOutOfRange() {
    #expect(
      error(["spring.stiffness=1e309"])
        == "--set spring.stiffness=1e309: out of range; spring.stiffness takes 1 to 1000")
    #expect(error(["spring.stiffness=-1e309"])?.contains("out of range") == true)
    for text in ["inf", "nan", "0x10", "1e", "1.2.3", "--1", ".", "1_000"] {
      #expect(error(["spring.stiffness=\(text)"])?.contains("not a number") == true, "\(text)")
    }
    for text in ["120", "+120", "1.2e2", "120.", ".5e3", "1E2"] {
      #expect(ParameterAssignments.isDecimal(text), "\(text)")
    }
  }
}
