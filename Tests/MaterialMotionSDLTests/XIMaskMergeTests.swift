import CTouchpadGestures
import Testing

/// The X11 receiver's selection: the XI 2.4 pinch and swipe bits join the window's XIAllMasterDevices
/// mask and nothing SDL selected is lost (the merge the receiver does before XISelectEvents).
@Suite struct XIMaskMergeTests {
  let allMasterDevices: Int32 = 1
  /// XI_GesturePinchBegin, Update, End and XI_GestureSwipeBegin, Update, End.
  let gestureBits: Set<Int> = [27, 28, 29, 30, 31, 32]

  /// The bit numbers set in a mask of `length` bytes.
  func bits(_ mask: UnsafeMutablePointer<UInt8>?, _ length: Int32) -> Set<Int> {
    guard let mask else { return [] }
    var set: Set<Int> = []
    for byte in 0..<Int(length) {
      for bit in 0..<8 where mask[byte] & (1 << bit) != 0 { set.insert(byte * 8 + bit) }
    }
    return set
  }

  /// Runs the merge on `entries` (device id, bits) and returns every entry afterwards.
  func merge(_ entries: [(device: Int32, bits: Set<Int>, length: Int32)]) -> [(Int32, Set<Int>)] {
    let buffers = entries.map { entry -> UnsafeMutablePointer<UInt8> in
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(entry.length))
      buffer.initialize(repeating: 0, count: Int(entry.length))
      for bit in entry.bits { buffer[bit / 8] |= UInt8(1 << (bit % 8)) }
      return buffer
    }
    defer { for buffer in buffers { buffer.deallocate() } }
    var masks = (0...entries.count).map { index in
      index < entries.count
        ? mmtg_device_mask(
          deviceid: entries[index].device, mask_len: entries[index].length, mask: buffers[index])
        : mmtg_device_mask()
    }
    let length = mmtg_gesture_mask_len(&masks, Int32(entries.count))
    let merged = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(length))
    merged.initialize(repeating: 0, count: Int(length))
    defer { merged.deallocate() }
    let count = mmtg_merge_gesture_mask(&masks, Int32(entries.count), merged, length)
    return masks.prefix(Int(count)).map { ($0.deviceid, bits($0.mask, $0.mask_len)) }
  }

  @Test func sdlsBitsSurviveAndTheGestureBitsJoinTheAllMasterDevicesMask() {
    // What SDL 2 selects: raw motion for a device, touch and enter/leave for all masters.
    let after = merge([(2, [17], 3), (allMasterDevices, [7, 8, 18, 19, 20], 3)])
    #expect(after.count == 2)
    #expect(after[0].0 == 2 && after[0].1 == [17])
    #expect(after[1].0 == allMasterDevices)
    #expect(after[1].1 == Set([7, 8, 18, 19, 20]).union(gestureBits))
  }

  @Test func aWindowWithNoAllMasterDevicesMaskGetsOne() {
    let after = merge([(3, [2, 3], 1)])
    #expect(after.count == 2)
    #expect(after[0].0 == 3 && after[0].1 == [2, 3])
    #expect(after[1].0 == allMasterDevices && after[1].1 == gestureBits)
    #expect(merge([]).map(\.1) == [gestureBits])
  }

  @Test func aLongerMaskKeepsItsLengthAndHighBits() {
    let after = merge([(allMasterDevices, [5, 60], 8)])
    #expect(after.count == 1)
    #expect(after[0].1 == Set([5, 60]).union(gestureBits))
  }
}
