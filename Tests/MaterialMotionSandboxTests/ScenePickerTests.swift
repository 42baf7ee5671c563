import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The scene picker: a row per scene as `--list-scenes` numbers them, a selection that wraps,
/// and a tap on a row opening its scene.
@MainActor
@Suite struct ScenePickerTests {
  @Test func rowsSelectionAndTaps() {
    let picker = ScenePicker(scenes: BuiltInScenes.all)
    let root = Element(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    root.addChild(picker.element)
    picker.layout(in: root.size)
    let rows = picker.element.children
    #expect(rows.count == BuiltInScenes.all.count)
    func texts(_ row: Element) -> [String] { row.children.compactMap { ($0 as? Label)?.text } }
    #expect(texts(rows[0]) == ["1", "scalable", BuiltInScenes.all[0].hint])
    #expect(
      texts(rows[rows.count - 1]).prefix(2) == ["\(rows.count)", BuiltInScenes.all.last!.name])
    #expect(picker.element.isHidden)
    picker.show(current: 1)
    #expect(!picker.element.isHidden && picker.selected == 1)
    picker.move(by: -2)
    #expect(picker.selected == BuiltInScenes.all.count - 1)
    picker.move(by: 1)
    #expect(picker.selected == 0)

    var opened: [Int] = []
    picker.onOpen = { opened.append($0) }
    let dispatcher = InputDispatcher(root: root)
    let third = rows[2].convert(Point(x: 40, y: 10), to: nil)
    dispatcher.dispatch(
      .touch(TouchEvent(id: 1, phase: .began, location: third, timestamp: 1)))
    dispatcher.dispatch(
      .touch(TouchEvent(id: 1, phase: .ended, location: third, timestamp: 1.05)))
    #expect(opened == [2])
  }
}
