// Lines: one pixel wide, anti-aliased by distance, half a pixel past both ends.

#include "raster_internal.h"

void mmr_stroke_segment(const mmr_target *t, double x0, double y0, double x1, double y1,
                        uint32_t rgb, uint8_t alpha) {
  double dx = x1 - x0, dy = y1 - y0;
  double length = sqrt(dx * dx + dy * dy);
  if (alpha == 0 || !(length > 1e-9) || !(length < 1e9)) return;
  // The segment as a box: along it half its length and half a pixel more, across it the
  // one-pixel ramp on either side of its centre line.
  mmr_shape box = {(x0 + x1) / 2, (y0 + y1) / 2, dx / length, dy / length,
                   -dy / length,  dx / length,  length / 2 + 0.5, 1, 0};
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(&box, &bx0, &by0, &bx1, &by1);
  by0 = mmr_max_i(by0, t->y0);
  by1 = mmr_min_i(by1, t->y0 + t->height);
  mmr_color c = mmr_target_color(t, rgb);
  for (int32_t y = by0; y < by1; y++) {
    int32_t lo, hi;
    // Pixel centres inside the box (the rule of a triangle's pixels).
    if (!mmr_box_row(&box, box.hw, 1, y + 0.5, &lo, &hi)) continue;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    for (int32_t x = lo; x <= hi; x++) {
      double qx, qy;
      mmr_frame_point(&box, x, y, &qx, &qy);
      if (fabs(qx) >= box.hw) continue;
      uint32_t a = mmr_alpha(alpha, mmr_clamp01(1 - fabs(qy)));
      if (a > 0) row[x] = mmr_blend(row[x], c, a);
    }
  }
}
