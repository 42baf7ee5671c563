#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MotionPath {
  /// The arc Material Motion moves an element along between two points: part of a circle,
  /// drawn as one cubic Bézier curve, bulging towards the corner (`to.x`, `from.y`).
  ///
  /// The arc leaves along the dominant axis of the move: horizontally from `from` when the move is
  /// wider than tall, vertically into `to` otherwise. So its angle is twice the move's angle to
  /// that axis, clamped to ``arcAngleRange`` (10°–90°): a nearly straight move still curves a
  /// little, a diagonal one is a quarter circle. A horizontal move bulges downwards, a vertical
  /// one to the right; from and to equal give a path that stays there.
  ///
  /// The original library computed the angle with `cos` where `acos` was meant (so every arc came
  /// out 62° or more), and scaled the Bézier handles linearly with the angle; here the angle is
  /// the geometric one and the handles are `4/3 · tan(θ/4) · radius`, the exact choice for a
  /// circular arc of angle θ (0.5523 of the radius for 90°).
  public static func arc(from: Point, to: Point) -> MotionPath {
    let chord = to - from
    let halfChord = chord.length / 2
    guard halfChord > 0 else { return MotionPath(start: from, segments: [.line(to: to)]) }
    let angleToAxis =
      abs(chord.x) >= abs(chord.y)
      ? atan2(abs(chord.y), abs(chord.x)) : atan2(abs(chord.x), abs(chord.y))
    let arcAngle = min(max(2 * angleToAxis, arcAngleRange.lowerBound), arcAngleRange.upperBound)
    // The bulge's side: towards the corner (to.x, from.y), or down / right for straight moves.
    let middle = from + chord * 0.5
    let corner = Point(x: to.x, y: from.y)
    var normal = Point(x: -chord.y, y: chord.x) / chord.length
    let side = (corner - middle).x * normal.x + (corner - middle).y * normal.y
    if side < 0 || (side == 0 && (normal.y < 0 || (normal.y == 0 && normal.x < 0))) {
      normal = -normal
    }
    // The tangents at both ends meet at `apex`, on the perpendicular bisector of the chord.
    let apex = middle + normal * (halfChord * tan(arcAngle / 2))
    let radius = halfChord / sin(arcAngle / 2)
    let handle = 4.0 / 3.0 * tan(arcAngle / 4) * radius
    let control1 = from + (apex - from) / (apex - from).length * handle
    let control2 = to + (apex - to) / (apex - to).length * handle
    return MotionPath(
      start: from, segments: [.cubicCurve(to: to, control1: control1, control2: control2)])
  }

  /// The angles an arc move's arc may have, in radians: 10° to 90°.
  public static let arcAngleRange: ClosedRange<Double> = (10 * .pi / 180)...(90 * .pi / 180)
}
