// Drawing a map of opacities (a shadow's, made by shadow.c) stretched onto a quad: directly, or
// through a block of per-pixel opacities sampled once and drawn again while the quad stays put.

#include "raster_internal.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* An opaque pixel with black blended over it at opacity a: each colour channel times
 * (255 - a) / 255, rounded as mmr_blend rounds it, two channels at a time. At opacity 0 the
 * pixel comes back as it was, its fourth byte included (callers need not skip it). */
static inline uint32_t mmr_darken(uint32_t d, uint32_t a) {
  uint32_t ia = 255 - a;
  uint32_t rb = (d & 0x00FF00FFu) * ia + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  uint32_t g = ((d >> 8) & 255) * ia + 128;
  g = ((g + (g >> 8)) >> 8) & 255;
  uint32_t high = a ? 0xFF000000u : (d & 0xFF000000u);
  return high | rb | g << 8;
}

/* Darkens `n` pixels of `row`, pixel k by opacity `as[k]`, exactly as mmr_darken does: four at
 * a time in 16-bit lanes where SSE2 is there (every x86-64; a channel times 255 - a, plus 128,
 * stays below 2^16), the rest one by one. */
static void darken_run(uint32_t *row, const uint8_t *as, int32_t n) {
  int32_t k = 0;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi32(255);
  const __m128i half = _mm_set1_epi16(128), top = _mm_set1_epi32((int)0xFF000000u);
  for (; k + 4 <= n; k += 4) {
    __m128i d = _mm_loadu_si128((const __m128i *)(row + k));
    int32_t four;
    memcpy(&four, as + k, 4);
    __m128i a = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(four), zero), zero);
    __m128i ia = _mm_sub_epi32(full, a);
    ia = _mm_or_si128(ia, _mm_slli_epi32(ia, 16));
    __m128i lo = _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_unpacklo_epi32(ia, ia));
    __m128i hi = _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_unpackhi_epi32(ia, ia));
    lo = _mm_add_epi16(lo, half);
    hi = _mm_add_epi16(hi, half);
    lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
    hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
    __m128i rgb = _mm_andnot_si128(top, _mm_packus_epi16(lo, hi));
    // The fourth byte: 255 where darkened, the pixel's own where a is 0.
    __m128i untouched = _mm_cmpeq_epi32(a, zero);
    __m128i high = _mm_or_si128(_mm_andnot_si128(untouched, top),
                                _mm_and_si128(untouched, _mm_and_si128(d, top)));
    _mm_storeu_si128((__m128i *)(row + k), _mm_or_si128(rgb, high));
  }
#endif
  for (; k < n; k++) row[k] = mmr_darken(row[k], as[k]);
}

/* Draws opacities `as` over `n` pixels of `row`: darkened when black goes over an opaque frame
 * (every shadow), blended in colour `c` otherwise. */
static void apply_run(uint32_t *row, const uint8_t *as, int32_t n, int black_on_opaque,
                      mmr_color c) {
  if (black_on_opaque) {
    darken_run(row, as, n);
    return;
  }
  mmr_blend_run(row, as, n, c);
}

/* The pixels an axis-aligned quad covers, whose centres lie in [x0, x0 + la) x [y0, y0 + lb)
 * (half-open as the general path), before any target narrows them. */
static void axis_extent(const double quad[6], int32_t *x_lo, int32_t *x_hi, int32_t *y_lo,
                        int32_t *y_hi) {
  *x_lo = (int32_t)ceil(quad[0] - 0.5);
  *x_hi = (int32_t)ceil(quad[0] + quad[2] - 0.5) - 1;
  *y_lo = (int32_t)ceil(quad[1] - 0.5);
  *y_hi = (int32_t)ceil(quad[1] + quad[5] - 0.5) - 1;
}

enum { CHUNK = 256 };

/* Bilinear sampling of a map part over an axis-aligned quad, up to CHUNK columns at a time:
 * each column's texels and weight are found once, not per pixel. Weights are in 256ths: a
 * texel's share is exact to 1/512, the result to a level. */
typedef struct {
  const uint8_t *map;
  int32_t mw, mh, mstride;
  const double *source, *quad;
  double du, dv;
  uint8_t alpha;
  int32_t from, n;
  int32_t i0s[CHUNK], i1s[CHUNK];
  uint32_t fxs[CHUNK];
} sampler;

static void sampler_columns(sampler *s, int32_t from, int32_t to) {
  s->from = from;
  s->n = to - from + 1;
  for (int32_t x = from; x <= to; x++) {
    double u = s->source[0] + (x + 0.5 - s->quad[0]) / s->quad[2] * s->du - 0.5;
    double fu = floor(u);
    s->i0s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu, s->mw - 1));
    s->i1s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu + 1, s->mw - 1));
    s->fxs[x - from] = (uint32_t)((u - fu) * 256 + 0.5);
  }
}

/* The opacities of row y's pixels in the current columns, into as[0, n). */
static void sampler_row(const sampler *s, int32_t y, uint8_t *as) {
  double v = s->source[1] + (y + 0.5 - s->quad[1]) / s->quad[5] * s->dv - 0.5;
  double fv = floor(v);
  uint32_t fy = (uint32_t)((v - fv) * 256 + 0.5);
  int32_t j0 = mmr_max_i(0, mmr_min_i((int32_t)fv, s->mh - 1));
  int32_t j1 = mmr_max_i(0, mmr_min_i((int32_t)fv + 1, s->mh - 1));
  const uint8_t *r0 = s->map + (int64_t)j0 * s->mstride, *r1 = s->map + (int64_t)j1 * s->mstride;
  // A side's stretched middle samples one column of the map (du 0): one opacity a row.
  int32_t count = s->du == 0 ? 1 : s->n;
  for (int32_t k = 0; k < count; k++) {
    uint32_t fx = s->fxs[k], i0 = (uint32_t)s->i0s[k], i1 = (uint32_t)s->i1s[k];
    uint32_t top = r0[i0] * (256 - fx) + r0[i1] * fx;
    uint32_t bottom = r1[i0] * (256 - fx) + r1[i1] * fx;
    uint32_t value = (top * (256 - fy) + bottom * fy + 32768) >> 16;  // 0...255
    as[k] = (uint8_t)mmr_div255(value * s->alpha);
  }
  if (s->du == 0) memset(as + 1, as[0], (size_t)(s->n - 1));
}

static void sampler_init(sampler *s, const uint8_t *map, int32_t mw, int32_t mh,
                         int32_t mstride, const double source[4], const double quad[6],
                         uint8_t alpha) {
  s->map = map;
  s->mw = mw;
  s->mh = mh;
  s->mstride = mstride;
  s->source = source;
  s->quad = quad;
  s->du = source[2] - source[0];
  s->dv = source[3] - source[1];
  s->alpha = alpha;
}

/* Whether black over `t` only darkens it (an opaque frame, not a layer). */
static int darkens(const mmr_target *t, mmr_color c) {
  return !t->layer && c.c0 == 0 && c.c1 == 0 && c.c2 == 0;
}

/* mmr_draw_alpha_map for a quad whose sides run along x and y (a shadow's part under a
 * translation or a scale). */
static void draw_alpha_map_axis_aligned(const mmr_target *t, const uint8_t *map, int32_t mw,
                                        int32_t mh, int32_t mstride, const double source[4],
                                        const double quad[6], mmr_color c, uint8_t alpha) {
  int32_t x_lo, x_hi, y_lo, y_hi;
  axis_extent(quad, &x_lo, &x_hi, &y_lo, &y_hi);
  if (!mmr_target_columns(t, &x_lo, &x_hi)) return;
  y_lo = mmr_max_i(y_lo, t->y0);
  y_hi = mmr_min_i(y_hi, t->y0 + t->height - 1);
  int black_on_opaque = darkens(t, c);
  sampler s;
  sampler_init(&s, map, mw, mh, mstride, source, quad, alpha);
  uint8_t as[CHUNK];
  for (int32_t from = x_lo; from <= x_hi; from += CHUNK) {
    int32_t to = mmr_min_i(x_hi, from + CHUNK - 1);
    sampler_columns(&s, from, to);
    // The rows' pixels are asked for at once, before any is read: a side is a narrow strip, one
    // cache line a row, last touched when the frame was cleared; read row by row, each line's
    // wait came one after another (a quarter of the whole time of drawing shadows).
    for (int32_t y = y_lo; y <= y_hi; y++) {
      const uint32_t *row = mmr_pixel(t, 0, y);
      __builtin_prefetch(row + from, 1);
      __builtin_prefetch(row + to, 1);
    }
    // A side's stretched middle samples one row of the map (dv 0): the same opacities for
    // every row, found once.
    for (int32_t y = y_lo; y <= y_hi; y++) {
      if (y == y_lo || s.dv != 0) sampler_row(&s, y, as);
      apply_run(mmr_pixel(t, from, y), as, s.n, black_on_opaque, c);
    }
  }
}

int mmr_alpha_map_extent(const double quad[6], int32_t *x, int32_t *y, int32_t *w, int32_t *h) {
  if (quad[3] != 0 || quad[4] != 0 || !(quad[2] > 0) || !(quad[5] > 0) || !(quad[2] < 1e5) ||
      !(quad[5] < 1e5) || !(fabs(quad[0]) < 1e6) || !(fabs(quad[1]) < 1e6))
    return 0;
  int32_t x_lo, x_hi, y_lo, y_hi;
  axis_extent(quad, &x_lo, &x_hi, &y_lo, &y_hi);
  *x = x_lo;
  *y = y_lo;
  *w = x_hi - x_lo + 1;
  *h = y_hi - y_lo + 1;
  return *w > 0 && *h > 0;
}

void mmr_alpha_map_block(const uint8_t *map, int32_t mw, int32_t mh, int32_t mstride,
                         const double source[4], const double quad[6], uint8_t alpha,
                         uint8_t *out) {
  int32_t x, y, w, h;
  if (mw <= 0 || mh <= 0 || !mmr_alpha_map_extent(quad, &x, &y, &w, &h)) return;
  sampler s;
  sampler_init(&s, map, mw, mh, mstride, source, quad, alpha);
  for (int32_t from = x; from < x + w; from += CHUNK) {
    int32_t to = mmr_min_i(x + w - 1, from + CHUNK - 1);
    sampler_columns(&s, from, to);
    for (int32_t j = 0; j < h; j++) {
      uint8_t *row = out + (int64_t)j * w + (from - x);
      if (j == 0 || s.dv != 0) {
        sampler_row(&s, y + j, row);
      } else {
        memcpy(row, row - w, (size_t)s.n);
      }
    }
  }
}

void mmr_draw_alpha_block(const mmr_target *t, const uint8_t *block, int32_t x, int32_t y,
                          int32_t w, int32_t h, uint32_t rgb) {
  int32_t x_lo = x, x_hi = x + w - 1;
  if (w <= 0 || h <= 0 || !mmr_target_columns(t, &x_lo, &x_hi)) return;
  int32_t y_lo = mmr_max_i(y, t->y0), y_hi = mmr_min_i(y + h - 1, t->y0 + t->height - 1);
  mmr_color c = mmr_target_color(t, rgb);
  int black_on_opaque = darkens(t, c);
  for (int32_t row = y_lo; row <= y_hi; row++) {
    const uint32_t *line = mmr_pixel(t, x_lo, row);
    __builtin_prefetch(line, 1);
    __builtin_prefetch(line + (x_hi - x_lo), 1);
  }
  for (int32_t row = y_lo; row <= y_hi; row++)
    apply_run(mmr_pixel(t, x_lo, row), block + (int64_t)(row - y) * w + (x_lo - x),
              x_hi - x_lo + 1, black_on_opaque, c);
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
