// Filling: the whole target, a shape blended at its coverage, and a layer composited through a
// clip.

#include "raster_internal.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void mmr_clear(const mmr_target *t, uint32_t rgb) {
  uint32_t value = t->layer ? 0 : mmr_opaque(mmr_target_color(t, rgb));
  // The sizes in locals: a pixel written through `row` could be `t`'s own fields as far as the
  // compiler knows (uint32_t and int32_t may alias), which kept this loop to one store at a time.
  const int32_t width = t->width, height = t->height;
  for (int32_t y = 0; y < height; y++) {
    uint32_t *row = t->pixels + (int64_t)y * t->stride;
    for (int32_t x = 0; x < width; x++) row[x] = value;
  }
}

/* Blends a run of whole pixels at one opacity: mmr_blend, four pixels at a time where SSE2 is
 * there (every x86-64), in 16-bit lanes: each byte times 255 - a plus the colour's c·a + 128
 * (at most 255·255 + 128, so nothing overflows), then (v + (v >> 8)) >> 8, exactly the one-pixel
 * formula. (A translucent band, the visualization strip's or a label's, is a quarter of a
 * 1080p stress frame's drawing.) */
static void solid_span(uint32_t *row, int32_t from, int32_t to, mmr_color c, uint32_t a) {
  if (a == 0) return;
  if (a == 255) {
    uint32_t value = mmr_opaque(c);
    for (int32_t x = from; x <= to; x++) row[x] = value;
    return;
  }
  int32_t x = from;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  const __m128i keep = _mm_set1_epi16((short)(255 - a));
  /* Lanes in the pixels' byte order: c2 (low byte), c1, c0, alpha; two pixels. */
  const short b2 = (short)(c.c2 * a + 128), b1 = (short)(c.c1 * a + 128);
  const short b0 = (short)(c.c0 * a + 128), b3 = (short)(255 * a + 128);
  const __m128i add = _mm_setr_epi16(b2, b1, b0, b3, b2, b1, b0, b3);
  for (; x + 3 <= to; x += 4) {
    __m128i d = _mm_loadu_si128((const __m128i *)(row + x));
    __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), keep), add);
    __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), keep), add);
    lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
    hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
    _mm_storeu_si128((__m128i *)(row + x), _mm_packus_epi16(lo, hi));
  }
#endif
  for (; x <= to; x++) row[x] = mmr_blend(row[x], c, a);
}

enum { EDGE_COLUMNS = 64, ROW_COLUMNS = 256 };

/* An unrotated shape, separably: the columns at either end (the sides' ramps and the corners'
 * zones) are worked out once, and a row's opacities from them; the columns between take the
 * row's opacity. A row up to ROW_COLUMNS wide is blended in one run of per-pixel opacities (a
 * small shape's edges and middle together); a wider one as its two ends around a run at one
 * opacity. Rows away from the corners with the same vertical coverage share their opacities.
 * Returns 0 (nothing drawn) when its sides are too wide for that. */
static int fill_axis_aligned(const mmr_target *t, const mmr_shape *s, mmr_color c,
                             uint32_t alpha) {
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(s, &bx0, &by0, &bx1, &by1);
  // Middle columns: whole along x and clear of the corners' zones.
  double inset = s->r >= 0.5 ? s->r : 0;
  double f = s->hw - 0.5 - inset;
  int32_t mid_lo = f >= 0 ? (int32_t)ceil(s->cx - f - 0.5) : bx1;
  int32_t mid_hi = f >= 0 ? (int32_t)floor(s->cx + f - 0.5) : bx1 - 1;
  if (mid_lo > mid_hi) mid_lo = bx1, mid_hi = bx1 - 1;
  int32_t left = (mid_lo < bx1 ? mid_lo : bx1) - bx0;
  int32_t right = bx1 - (mid_hi >= mid_lo ? mid_hi + 1 : bx1);
  if (left > EDGE_COLUMNS || right > EDGE_COLUMNS) return 0;
  int32_t x_lo = mmr_max_i(bx0, t->x0), x_hi = mmr_min_i(bx1, t->x0 + t->width) - 1;
  int32_t y0 = mmr_max_i(by0, t->y0), y1 = mmr_min_i(by1, t->y0 + t->height);
  if (x_lo > x_hi || y0 >= y1) return 1;
  // The run between the ends (may be empty: run_lo > run_hi), and the ends' columns.
  int32_t run_lo = mmr_max_i(mid_lo, x_lo), run_hi = mmr_min_i(mid_hi, x_hi);
  int32_t left_hi = run_lo - 1, right_lo = run_hi + 1;
  if (run_lo > run_hi) left_hi = x_hi, right_lo = x_hi + 1;
  int32_t n_left = left_hi - x_lo + 1, n = n_left + (x_hi - right_lo + 1);
  double ox[2 * EDGE_COLUMNS], zx[2 * EDGE_COLUMNS];
  for (int32_t k = 0; k < n; k++) {
    int32_t x = k < n_left ? x_lo + k : right_lo + (k - n_left);
    double q = (x + 0.5 - s->cx) * s->ux;
    ox[k] = mmr_overlap(q, s->hw);
    zx[k] = fabs(q) - s->hw + s->r;
  }
  int whole = x_hi - x_lo + 1 <= ROW_COLUMNS;
  uint8_t as[ROW_COLUMNS > 2 * EDGE_COLUMNS ? ROW_COLUMNS : 2 * EDGE_COLUMNS];
  // Where each end's opacities go in `as`.
  uint8_t *left_as = as, *right_as = whole ? as + (right_lo - x_lo) : as + n_left;
  int rounded = s->r >= 0.5;
  double shared_oy = -1;
  for (int32_t y = y0; y < y1; y++) {
    double q = (y + 0.5 - s->cy) * s->vy;
    double oy = mmr_overlap(q, s->hh), zy = fabs(q) - s->hh + s->r;
    if (oy <= 0) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    uint32_t a_mid = mmr_alpha(alpha, oy);
    int corner = rounded && zy > 0;
    if (corner || oy != shared_oy) {
      for (int32_t k = 0; k < n; k++) {
        double coverage = corner && zx[k] > 0
                              ? mmr_clamp01(0.5 - (sqrt(zx[k] * zx[k] + zy * zy) - s->r))
                              : ox[k] * oy;
        uint8_t *a = k < n_left ? left_as + k : right_as + (k - n_left);
        *a = (uint8_t)mmr_alpha(alpha, coverage);
      }
      if (whole && run_lo <= run_hi)
        memset(as + (run_lo - x_lo), (int)a_mid, (size_t)(run_hi - run_lo + 1));
      shared_oy = corner ? -1 : oy;
    }
    if (whole) {
      mmr_blend_run(row + x_lo, as, x_hi - x_lo + 1, c);
      continue;
    }
    solid_span(row, run_lo, run_hi, c, a_mid);
    mmr_blend_run(row + x_lo, left_as, n_left, c);
    mmr_blend_run(row + right_lo, right_as, n - n_left, c);
  }
  return 1;
}

void mmr_fill_shape(const mmr_target *t, const mmr_shape *s, uint32_t rgb, uint8_t alpha) {
  if (alpha == 0 || !(s->hw > 0) || !(s->hh > 0)) return;
  if (fabs(s->uy) < 1e-12 && fabs(s->vx) < 1e-12 &&
      fill_axis_aligned(t, s, mmr_target_color(t, rgb), alpha))
    return;
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(s, &bx0, &by0, &bx1, &by1);
  by0 = mmr_max_i(by0, t->y0);
  by1 = mmr_min_i(by1, t->y0 + t->height);
  mmr_color c = mmr_target_color(t, rgb);
  for (int32_t y = by0; y < by1; y++) {
    int32_t lo, hi, full_lo, full_hi;
    if (!mmr_shape_row(s, y + 0.5, &lo, &hi, &full_lo, &full_hi)) continue;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    // The middle run: whole pixels.
    int32_t mid_lo = mmr_max_i(full_lo, lo), mid_hi = mmr_min_i(full_hi, hi);
    if (mid_lo > mid_hi) mid_lo = hi + 1, mid_hi = hi;
    for (int32_t x = lo; x <= hi; x++) {
      if (x == mid_lo) {
        solid_span(row, mid_lo, mid_hi, c, alpha);
        x = mid_hi;
        continue;
      }
      double qx, qy;
      mmr_frame_point(s, x, y, &qx, &qy);
      uint32_t a = mmr_alpha(alpha, mmr_coverage_at(s, qx, qy));
      if (a == 255) {
        row[x] = mmr_opaque(c);
      } else if (a > 0) {
        row[x] = mmr_blend(row[x], c, a);
      }
    }
  }
}

/* A premultiplied pixel `p` times coverage m (0-255) over `d`. */
static inline uint32_t over(uint32_t d, uint32_t p, uint32_t m) {
  uint32_t a = mmr_div255((p >> 24) * m), ia = 255 - a;
  uint32_t n0 = mmr_div255(((p >> 16) & 255) * m) + mmr_div255(((d >> 16) & 255) * ia);
  uint32_t n1 = mmr_div255(((p >> 8) & 255) * m) + mmr_div255(((d >> 8) & 255) * ia);
  uint32_t n2 = mmr_div255((p & 255) * m) + mmr_div255((d & 255) * ia);
  uint32_t n3 = a + mmr_div255((d >> 24) * ia);
  return (n3 > 255 ? 255 : n3) << 24 | (n0 > 255 ? 255 : n0) << 16 | (n1 > 255 ? 255 : n1) << 8 |
         (n2 > 255 ? 255 : n2);
}

void mmr_composite(const mmr_target *t, const mmr_target *layer, const mmr_shape *clip) {
  int32_t y0 = mmr_max_i(t->y0, layer->y0);
  int32_t y1 = mmr_min_i(t->y0 + t->height, layer->y0 + layer->height);
  for (int32_t y = y0; y < y1; y++) {
    int32_t lo, hi, full_lo, full_hi;
    if (!mmr_shape_row(clip, y + 0.5, &lo, &hi, &full_lo, &full_hi)) continue;
    if (!mmr_target_columns(t, &lo, &hi) || !mmr_target_columns(layer, &lo, &hi)) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    const uint32_t *src = mmr_pixel(layer, 0, y);
    for (int32_t x = lo; x <= hi; x++) {
      uint32_t p = src[x];
      if (p == 0) continue;
      uint32_t m = 255;
      if (x < full_lo || x > full_hi) {
        double qx, qy;
        mmr_frame_point(clip, x, y, &qx, &qy);
        m = mmr_alpha(255, mmr_coverage_at(clip, qx, qy));
      }
      if (m == 255 && (p >> 24) == 255) {
        row[x] = t->layer ? p : (p | 0xFF000000u);
      } else if (m > 0) {
        uint32_t v = over(row[x], p, m);
        row[x] = t->layer ? v : (v | 0xFF000000u);
      }
    }
  }
}
