// Shadows: a rounded rectangle's coverage, blurred, for each layer of a Material elevation, and
// the layers composited into one map of opacities (drawn by alpha_map.c).

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
