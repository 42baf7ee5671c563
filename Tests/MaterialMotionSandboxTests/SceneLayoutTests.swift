import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// Every scene lays itself out again when the window is resized: built at 800×600 and resized,
/// it looks as it looks built at the new size (every element's frame, to a hundredth of a
/// point), for a larger and a smaller window.
@MainActor
struct SceneLayoutTests {
  /// The scenes whose layout is not a function of the window's size, and why.
  static let exempt: [String: String] = [
    // Squares at seeded random places within the window it started in; they go on moving to
    // new random places in the new window from the next second.
    "stress": "random places"
  ]

  /// Builds `type` in a root of `size`.
  func build(_ type: any SandboxScene.Type, size: Size) -> (any SandboxScene, Element) {
    let root = Element()
    root.frame = Rect(origin: .zero, size: size)
    let dispatcher = InputDispatcher(root: root)
    let scene = type.init(
      context: SceneContext(root: root, clock: FrameClock(), dispatcher: dispatcher))
    return (scene, root)
  }

  /// Every element's path and frame in the window, in tree order.
  func layout(_ root: Element) -> [(String, Rect, Bool)] {
    var out: [(String, Rect, Bool)] = []
    func visit(_ element: Element, _ path: String) {
      for (index, child) in element.children.enumerated() {
        let name = "\(path)/\(child.name ?? String(describing: type(of: child)))#\(index)"
        out.append((name, child.convert(child.bounds, to: nil), child.isHidden))
        visit(child, name)
      }
    }
    visit(root, "")
    return out
  }

  @Test(arguments: 0..<22)
  func aResizedSceneLooksAsIfBuiltAtItsNewSize(index: Int) throws {
    let type = BuiltInScenes.all[index]
    let name = type.name
    guard Self.exempt[name] == nil else { return }
    for newSize in [Size(width: 1100, height: 760), Size(width: 640, height: 480)] {
      let (resized, resizedRoot) = build(type, size: Size(width: 800, height: 600))
      resizedRoot.frame = Rect(origin: .zero, size: newSize)
      let (fresh, freshRoot) = build(type, size: newSize)
      defer {
        resized.tearDown()
        fresh.tearDown()
      }
      let (a, b) = (layout(resizedRoot), layout(freshRoot))
      #expect(a.count == b.count, "\(name) at \(newSize): \(a.count) elements, \(b.count) fresh")
      var wrong: [String] = []
      for (x, y) in zip(a, b) {
        let r1 = x.1
        let r2 = y.1
        let close =
          abs(r1.minX - r2.minX) < 0.01 && abs(r1.minY - r2.minY) < 0.01
          && abs(r1.width - r2.width) < 0.01 && abs(r1.height - r2.height) < 0.01
        if x.0 != y.0 || !close || x.2 != y.2 { wrong.append("\(x.0): \(r1) resized, \(r2) fresh") }
      }
      #expect(wrong.isEmpty, "\(name) at \(newSize): \(wrong.prefix(4))")
    }
  }
}
