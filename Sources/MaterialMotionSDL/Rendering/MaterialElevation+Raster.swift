import CRaster
import MaterialMotion

extension MaterialElevation {
  /// The shadow layers of `elevation` at `pixelScale` pixels a dp, as the rasteriser takes them.
  static func layers(at elevation: Double, pixelScale: Double) -> [mmr_shadow_layer] {
    zip(shadows(at: elevation), opacities).map { shadow, opacity in
      mmr_shadow_layer(
        dx: 0, dy: shadow.y * pixelScale, sigma: shadow.blur / 2 * pixelScale,
        spread: shadow.spread * pixelScale, opacity: opacity)
    }
  }
}
