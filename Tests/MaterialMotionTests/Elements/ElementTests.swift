import MaterialMotion
import Testing

@MainActor
@Suite struct ElementPropertyTests {
  @Test func sameReactivePropertyObjectEveryTime() {
    let element = Element()
    #expect(element.scaleProperty === element.scaleProperty)
    #expect(element.positionProperty === element.positionProperty)
    let first = element.rotationProperty
    element.rotation = 1
    #expect(element.rotationProperty === first)
  }

  @Test func writesEitherWayAreSeenByStreamsAndAttributes() {
    let element = Element()
    var seen: [Double] = []
    element.scaleProperty.asStream().subscribeToValue { seen.append($0) }
    element.scale = 2
    element.scaleProperty.value = 3
    #expect(seen == [1, 2, 3])
    #expect(element.scale == 3)

    element.positionProperty.value = Point(x: 5, y: 6)
    #expect(element.position == Point(x: 5, y: 6))
    element.backgroundColor = Color(hex: 0x6200EE)
    #expect(element.backgroundColorProperty.value == Color(hex: 0x6200EE))
  }

  @Test func defaults() {
    let element = Element()
    #expect(element.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(element.scale == 1)
    #expect(element.opacity == 1)
    #expect(element.isUserInteractionEnabled)
    #expect(!element.isHidden)
    #expect(element.backgroundColor == .clear)
  }

  @Test func labelTextIsReactive() {
    let label = Label(text: "hi")
    var seen: [String] = []
    label.textProperty.asStream().subscribeToValue { seen.append($0) }
    label.text = "there"
    #expect(seen == ["hi", "there"])
    #expect(label.textAlignment == .left)
  }

  @Test func colorFromHex() {
    let color = Color(hex: 0x6200EE, alpha: 0.5)
    #expect(color.red == Double(0x62) / 255)
    #expect(color.green == 0)
    #expect(color.blue == Double(0xEE) / 255)
    #expect(color.alpha == 0.5)
    #expect(color.rgba8 == (0x62, 0, 0xEE, 128))
  }
}

@MainActor
@Suite struct ElementTreeTests {
  @Test func addInsertAndRemove() {
    let parent = Element()
    let a = Element()
    let b = Element()
    let c = Element()
    parent.addChild(a)
    parent.addChild(b)
    parent.insertChild(c, at: 0)
    #expect(ids(parent.children) == ids([c, a, b]))
    parent.insertChild(c, at: 3)
    #expect(ids(parent.children) == ids([a, b, c]))
    #expect(c.parent === parent)
    b.removeFromParent()
    #expect(ids(parent.children) == ids([a, c]))
    #expect(b.parent == nil)

    let other = Element()
    other.addChild(a)
    #expect(ids(parent.children) == ids([c]))
    #expect(a.parent === other)
  }

  @Test func removeChildrenWhereDetachesThoseChosenAndKeepsTheOrder() {
    let root = Element()
    let children = (0..<6).map { _ in Element() }
    for child in children { root.addChild(child) }
    let chosen = Set([1, 2, 4].map { ObjectIdentifier(children[$0]) })
    root.removeChildren { chosen.contains(ObjectIdentifier($0)) }
    #expect(ids(root.children) == ids([children[0], children[3], children[5]]))
    #expect(children[1].parent == nil && children[4].parent == nil)
    #expect(children[3].parent === root)
    // A removed child can join another parent.
    children[2].addChild(children[1])
    #expect(children[1].parent === children[2])
  }

  @Test func drawOrderIsZIndexThenInsertionOrder() {
    let parent = Element()
    let low = Element()
    let high = Element()
    let first = Element()
    let second = Element()
    high.zIndex = 2
    low.zIndex = -1
    for child in [high, first, low, second] { parent.addChild(child) }
    #expect(ids(parent.childrenInDrawOrder) == ids([low, first, second, high]))
  }

  @Test func parentIsWeakAndDetachedTreesAreFreed() {
    weak var weakChild: Element?
    weak var weakParent: Element?
    do {
      let parent = Element()
      let child = Element()
      parent.addChild(child)
      child.addGestureRecognizer(PanGestureRecognizer())
      weakChild = child
      weakParent = parent
    }
    #expect(weakChild == nil)
    #expect(weakParent == nil)
  }

  @Test func gestureRecognizersMoveBetweenElements() {
    let a = Element()
    let b = Element()
    let pan = PanGestureRecognizer()
    a.addGestureRecognizer(pan)
    #expect(pan.element === a)
    b.addGestureRecognizer(pan)
    #expect(a.gestureRecognizers.isEmpty)
    #expect(b.gestureRecognizers.count == 1)
    b.removeGestureRecognizer(pan)
    #expect(pan.element == nil)
  }
}

/// Identities of elements, for comparing arrays of them.
@MainActor
private func ids(_ elements: [Element]) -> [ObjectIdentifier] {
  elements.map(ObjectIdentifier.init)
}
