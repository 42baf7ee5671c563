// Shadows: a rounded rectangle's coverage, blurred, for each layer of a Material elevation, and
// the layers composited into one map of opacities; and a map drawn, stretched by a quad.

#include "raster_internal.h"

/* Blurs `n` values `stride` apart in place, with `tmp` (n floats) to spare: a Gaussian kernel
 * of deviation `sigma` sampled at whole pixels and normalised (the values are coverage, already
 * a pixel's average; values past either end count as 0). */
static void gaussian_line(float *v, int32_t n, int32_t stride, double sigma, float *tmp) {
  int32_t k = (int32_t)ceil(3 * sigma);
  float weights[64];
  if (k > 31) k = 31;
  double total = 0;
  for (int32_t i = -k; i <= k; i++) total += exp(-0.5 * (i / sigma) * (i / sigma));
  for (int32_t i = -k; i <= k; i++)
    weights[i + k] = (float)(exp(-0.5 * (i / sigma) * (i / sigma)) / total);
  for (int32_t i = 0; i < n; i++) tmp[i] = v[(int64_t)i * stride];
  for (int32_t i = 0; i < n; i++) {
    float sum = 0;
    int32_t from = mmr_max_i(-k, -i), to = mmr_min_i(k, n - 1 - i);
    for (int32_t j = from; j <= to; j++) sum += weights[j + k] * tmp[i + j];
    v[(int64_t)i * stride] = sum;
  }
}

/* One box blur of width `d` (odd: centred; even: its extra value on the side `shift` says,
 * 0 left, 1 right), values past either end counting as 0. */
static void box_line(float *v, int32_t n, int32_t stride, int32_t d, int32_t shift, float *tmp) {
  int32_t left = d / 2 - ((d % 2 == 0) ? (1 - shift) : 0);
  int32_t right = d - 1 - left;
  for (int32_t i = 0; i < n; i++) tmp[i] = v[(int64_t)i * stride];
  double sum = 0;
  for (int32_t j = -left; j <= right; j++)
    if (j >= 0 && j < n) sum += tmp[j];
  for (int32_t i = 0; i < n; i++) {
    v[(int64_t)i * stride] = (float)(sum / d);
    int32_t out = i - left, in = i + right + 1;
    if (out >= 0 && out < n) sum -= tmp[out];
    if (in >= 0 && in < n) sum += tmp[in];
  }
}

/* Blurs a line: exactly below a deviation of 2, by three boxes above (SVG's feGaussianBlur: box
 * width d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5); odd d, three centred boxes; even d, two
 * of width d, off centre either way, and one of d + 1, centred). */
static void blur_line(float *v, int32_t n, int32_t stride, double sigma, float *tmp) {
  if (sigma <= 0) return;
  if (sigma < 2) {
    gaussian_line(v, n, stride, sigma, tmp);
    return;
  }
  int32_t d = (int32_t)floor(sigma * 3 * sqrt(2 * M_PI) / 4 + 0.5);
  if (d % 2 == 1) {
    for (int pass = 0; pass < 3; pass++) box_line(v, n, stride, d, 0, tmp);
  } else {
    box_line(v, n, stride, d, 0, tmp);
    box_line(v, n, stride, d, 1, tmp);
    box_line(v, n, stride, d + 1, 0, tmp);
  }
}

int mmr_shadow_map(double cx, double cy, double hw, double hh, double r,
                   const mmr_shadow_layer *layers, int32_t count, uint8_t *out, int32_t w,
                   int32_t h, int32_t stride, float *scratch, int64_t scratch_count) {
  int64_t n = (int64_t)w * h;
  if (w <= 0 || h <= 0 || scratch_count < 2 * n + (w > h ? w : h)) return 0;
  float *remaining = scratch, *layer = scratch + n, *tmp = scratch + 2 * n;
  for (int64_t i = 0; i < n; i++) remaining[i] = 1;
  for (int32_t k = 0; k < count; k++) {
    const mmr_shadow_layer *l = &layers[k];
    double lw = hw + l->spread, lh = hh + l->spread;
    if (l->opacity <= 0 || lw <= 0 || lh <= 0) continue;
    // CSS grows (or shrinks) a corner's radius with the spread, never below 0.
    double lr = r > 0 ? r + l->spread : 0;
    if (lr < 0) lr = 0;
    if (lr > lw) lr = lw;
    if (lr > lh) lr = lh;
    mmr_shape s = {cx + l->dx, cy + l->dy, 1, 0, 0, 1, lw, lh, lr};
    for (int32_t y = 0; y < h; y++) {
      for (int32_t x = 0; x < w; x++) {
        double qx = x + 0.5 - s.cx, qy = y + 0.5 - s.cy;
        layer[(int64_t)y * w + x] = (float)mmr_coverage_at(&s, qx, qy);
      }
    }
    for (int32_t y = 0; y < h; y++) blur_line(layer + (int64_t)y * w, w, 1, l->sigma, tmp);
    for (int32_t x = 0; x < w; x++) blur_line(layer + x, h, w, l->sigma, tmp);
    for (int64_t i = 0; i < n; i++) remaining[i] *= (float)(1 - l->opacity * layer[i]);
  }
  for (int32_t y = 0; y < h; y++) {
    for (int32_t x = 0; x < w; x++) {
      double a = 1 - remaining[(int64_t)y * w + x];
      out[(int64_t)y * stride + x] = (uint8_t)(mmr_clamp01(a) * 255 + 0.5);
    }
  }
  return 1;
}

/* An opaque pixel with black blended over it at opacity a: each colour channel times
 * (255 - a) / 255, rounded as mmr_blend rounds it, two channels at a time. */
static inline uint32_t mmr_darken(uint32_t d, uint32_t a) {
  uint32_t ia = 255 - a;
  uint32_t rb = (d & 0x00FF00FFu) * ia + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  uint32_t g = ((d >> 8) & 255) * ia + 128;
  g = ((g + (g >> 8)) >> 8) & 255;
  return 0xFF000000u | rb | g << 8;
}

/* mmr_draw_alpha_map for a quad whose sides run along x and y (a shadow's part under a
 * translation or a scale): each column's texels and weight are found once, not per pixel. */
static void draw_alpha_map_axis_aligned(const mmr_target *t, const uint8_t *map, int32_t mw,
                                        int32_t mh, int32_t mstride, const double source[4],
                                        const double quad[6], mmr_color c, uint8_t alpha) {
  double la = quad[2], lb = quad[5];
  // Pixels whose centres lie in [x0, x0 + la) x [y0, y0 + lb), half-open as the general path.
  int32_t x_lo = (int32_t)ceil(quad[0] - 0.5), x_hi = (int32_t)ceil(quad[0] + la - 0.5) - 1;
  int32_t y_lo = (int32_t)ceil(quad[1] - 0.5), y_hi = (int32_t)ceil(quad[1] + lb - 0.5) - 1;
  if (!mmr_target_columns(t, &x_lo, &x_hi)) return;
  y_lo = mmr_max_i(y_lo, t->y0);
  y_hi = mmr_min_i(y_hi, t->y0 + t->height - 1);
  double du = source[2] - source[0], dv = source[3] - source[1];
  // Black over an opaque frame, as every shadow is, only darkens it.
  int black_on_opaque = !t->layer && c.c0 == 0 && c.c1 == 0 && c.c2 == 0;
  // Bilinear weights in 256ths: a texel's share is exact to 1/512, the result to a level.
  enum { CHUNK = 256 };
  int32_t i0s[CHUNK], i1s[CHUNK];
  uint32_t fxs[CHUNK];
  for (int32_t from = x_lo; from <= x_hi; from += CHUNK) {
    int32_t to = mmr_min_i(x_hi, from + CHUNK - 1);
    for (int32_t x = from; x <= to; x++) {
      double u = source[0] + (x + 0.5 - quad[0]) / la * du - 0.5;
      double fu = floor(u);
      i0s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu, mw - 1));
      i1s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu + 1, mw - 1));
      fxs[x - from] = (uint32_t)((u - fu) * 256 + 0.5);
    }
    for (int32_t y = y_lo; y <= y_hi; y++) {
      double v = source[1] + (y + 0.5 - quad[1]) / lb * dv - 0.5;
      double fv = floor(v);
      uint32_t fy = (uint32_t)((v - fv) * 256 + 0.5);
      int32_t j0 = mmr_max_i(0, mmr_min_i((int32_t)fv, mh - 1));
      int32_t j1 = mmr_max_i(0, mmr_min_i((int32_t)fv + 1, mh - 1));
      const uint8_t *r0 = map + (int64_t)j0 * mstride, *r1 = map + (int64_t)j1 * mstride;
      uint32_t *row = mmr_pixel(t, 0, y);
      // A side's stretched middle samples one column of the map (du 0): one opacity a row.
      uint32_t row_a = 0;
      if (du == 0) {
        uint32_t fx = fxs[0], i0 = (uint32_t)i0s[0], i1 = (uint32_t)i1s[0];
        uint32_t top = r0[i0] * (256 - fx) + r0[i1] * fx;
        uint32_t bottom = r1[i0] * (256 - fx) + r1[i1] * fx;
        row_a = mmr_div255(((top * (256 - fy) + bottom * fy + 32768) >> 16) * alpha);
        if (row_a == 0) continue;
      }
      for (int32_t x = from; x <= to; x++) {
        int32_t k = x - from;
        uint32_t a = row_a;
        if (du != 0) {
          uint32_t fx = fxs[k], i0 = (uint32_t)i0s[k], i1 = (uint32_t)i1s[k];
          uint32_t top = r0[i0] * (256 - fx) + r0[i1] * fx;
          uint32_t bottom = r1[i0] * (256 - fx) + r1[i1] * fx;
          uint32_t value = (top * (256 - fy) + bottom * fy + 32768) >> 16;  // 0...255
          if (value == 0) continue;
          a = mmr_div255(value * alpha);
        }
        if (a == 0) continue;
        row[x] = black_on_opaque ? mmr_darken(row[x], a) : mmr_blend(row[x], c, a);
      }
    }
  }
}

void mmr_draw_alpha_map(const mmr_target *t, const uint8_t *map, int32_t mw, int32_t mh,
                        int32_t mstride, const double source[4], const double quad[6],
                        uint32_t rgb, uint8_t alpha) {
  double la = sqrt(quad[2] * quad[2] + quad[3] * quad[3]);
  double lb = sqrt(quad[4] * quad[4] + quad[5] * quad[5]);
  if (alpha == 0 || mw <= 0 || mh <= 0 || !(la > 1e-9) || !(lb > 1e-9) || !(la < 1e7) ||
      !(lb < 1e7))
    return;
  // The parallelogram as a box in its own frame (its sides are perpendicular in practice).
  mmr_shape s = {quad[0] + (quad[2] + quad[4]) / 2,
                 quad[1] + (quad[3] + quad[5]) / 2,
                 quad[2] / la,
                 quad[3] / la,
                 quad[4] / lb,
                 quad[5] / lb,
                 la / 2,
                 lb / 2,
                 0};
  mmr_color c = mmr_target_color(t, rgb);
  if (quad[3] == 0 && quad[4] == 0 && quad[2] > 0 && quad[5] > 0) {
    draw_alpha_map_axis_aligned(t, map, mw, mh, mstride, source, quad, c, alpha);
    return;
  }
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(&s, &bx0, &by0, &bx1, &by1);
  by0 = mmr_max_i(by0, t->y0);
  by1 = mmr_min_i(by1, t->y0 + t->height);
  double du = source[2] - source[0], dv = source[3] - source[1];
  for (int32_t y = by0; y < by1; y++) {
    int32_t lo, hi;
    if (!mmr_box_row(&s, s.hw, s.hh, y + 0.5, &lo, &hi)) continue;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    for (int32_t x = lo; x <= hi; x++) {
      double qx, qy;
      mmr_frame_point(&s, x, y, &qx, &qy);
      // Half-open: [0, 1) along each side.
      double fa = (qx + s.hw) / la, fb = (qy + s.hh) / lb;
      if (fa < 0 || fa >= 1 || fb < 0 || fb >= 1) continue;
      double u = source[0] + fa * du - 0.5, v = source[1] + fb * dv - 0.5;
      double fu = floor(u), fv = floor(v);
      double fx = u - fu, fy = v - fv;
      int32_t i0 = mmr_max_i(0, mmr_min_i((int32_t)fu, mw - 1));
      int32_t i1 = mmr_max_i(0, mmr_min_i((int32_t)fu + 1, mw - 1));
      int32_t j0 = mmr_max_i(0, mmr_min_i((int32_t)fv, mh - 1));
      int32_t j1 = mmr_max_i(0, mmr_min_i((int32_t)fv + 1, mh - 1));
      const uint8_t *r0 = map + (int64_t)j0 * mstride, *r1 = map + (int64_t)j1 * mstride;
      double top = r0[i0] * (1 - fx) + r0[i1] * fx;
      double bottom = r1[i0] * (1 - fx) + r1[i1] * fx;
      uint32_t a = mmr_alpha(alpha, (top * (1 - fy) + bottom * fy) / 255);
      if (a > 0) row[x] = mmr_blend(row[x], c, a);
    }
  }
}
