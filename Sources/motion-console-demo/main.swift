// A console tour of MaterialMotion streams: a property driven through dedupe, valve and
// toString, printing each write and what comes out the other end, channel by channel.
import MaterialMotion

let source = createProperty(withInitialValue: 0.0)
let valveOpen = createProperty(withInitialValue: false)
var frame = 0

@MainActor func row(_ what: String, _ detail: String) {
  let column = what.padding(to: 24)
  print("t=\(frame)".padding(to: 6) + column + detail)
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

let subscription = source.asStream()
  .dedupe()
  .valve(openWhenTrue: valveOpen)
  .toString(format: "%.1f")
  .subscribe(
    next: { row("", "→ next(\"\($0)\")") },
    state: { row("", "→ state(.\($0))") })

print("source.dedupe().valve(openWhenTrue: open).toString(format: \"%.1f\")\n")
let script: [(String, () -> Void)] = [
  ("write 1 (valve closed)", { source.value = 1 }),
  ("open the valve", { valveOpen.value = true }),
  ("write 1 again (dupe)", { source.value = 1 }),
  ("state .active", { source.state = .active }),
  ("write 2.5", { source.value = 2.5 }),
  ("write 2.5 again (dupe)", { source.value = 2.5 }),
  ("close while active", { valveOpen.value = false }),
  ("write 4 (valve closed)", { source.value = 4 }),
  ("state .atRest", { source.state = .atRest }),
  ("reopen the valve", { valveOpen.value = true }),
]
for (label, action) in script {
  frame += 1
  row(label, "")
  action()
}
subscription.unsubscribe()
print("\nunsubscribed; observers left on the source: \(source.observerCount)")
