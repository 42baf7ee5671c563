// Images: copied texel for texel (text), or mapped by a quad and sampled bilinearly (images,
// shadows).

#include "raster_internal.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Blends four straight-alpha texels over four pixels at opacity `alpha`, as mmr_blit's
 * one-pixel loop does, in 16-bit lanes: a = texel alpha times alpha over 255 (rounded as
 * mmr_div255), then mmr_blend's formula with the texel's colour, whose fourth lane is 255. */
#if defined(__SSE2__)
static inline __m128i blit_four(__m128i d, __m128i texels, __m128i alpha, int red_low) {
  const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(255);
  const __m128i half = _mm_set1_epi16(128);
  const __m128i opaque = _mm_setr_epi16(0, 0, 0, 255, 0, 0, 0, 255);
  const __m128i colour = _mm_setr_epi16(-1, -1, -1, 0, -1, -1, -1, 0);
  __m128i halves[2] = {_mm_unpacklo_epi8(texels, zero), _mm_unpackhi_epi8(texels, zero)};
  __m128i ds[2] = {_mm_unpacklo_epi8(d, zero), _mm_unpackhi_epi8(d, zero)};
  for (int i = 0; i < 2; i++) {
    __m128i t = halves[i];
    __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(t, 0xFF), 0xFF);
    a = _mm_add_epi16(_mm_mullo_epi16(a, alpha), half);
    a = _mm_srli_epi16(_mm_add_epi16(a, _mm_srli_epi16(a, 8)), 8);
    if (red_low) t = _mm_shufflehi_epi16(_mm_shufflelo_epi16(t, 0xC6), 0xC6);
    t = _mm_or_si128(_mm_and_si128(t, colour), opaque);
    __m128i v = _mm_mullo_epi16(ds[i], _mm_sub_epi16(full, a));
    v = _mm_add_epi16(v, _mm_add_epi16(_mm_mullo_epi16(t, a), half));
    ds[i] = _mm_srli_epi16(_mm_add_epi16(v, _mm_srli_epi16(v, 8)), 8);
  }
  return _mm_packus_epi16(ds[0], ds[1]);
}
#endif

void mmr_blit(const mmr_target *t, const uint32_t *src, int32_t sw, int32_t sh, int32_t sstride,
              int32_t x, int32_t y, uint8_t alpha) {
  if (alpha == 0) return;
  int32_t y0 = mmr_max_i(y, t->y0), y1 = mmr_min_i(y + sh, t->y0 + t->height);
#if defined(__SSE2__)
  const __m128i alphas = _mm_set1_epi16(alpha);
  const __m128i texel_alpha = _mm_set1_epi32((int)0xFF000000u);
#endif
  for (int32_t py = y0; py < y1; py++) {
    int32_t lo = x, hi = x + sw - 1;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    const uint32_t *srow = src + (int64_t)(py - y) * sstride - x;
    uint32_t *row = mmr_pixel(t, 0, py);
    int32_t px = lo;
#if defined(__SSE2__)
    for (; px + 3 <= hi; px += 4) {
      __m128i texels = _mm_loadu_si128((const __m128i *)(srow + px));
      // Four transparent texels leave the pixels as they are.
      if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(texels, texel_alpha),
                                            _mm_setzero_si128())) == 0xFFFF)
        continue;
      __m128i d = _mm_loadu_si128((const __m128i *)(row + px));
      _mm_storeu_si128((__m128i *)(row + px), blit_four(d, texels, alphas, t->red_low));
    }
#endif
    for (; px <= hi; px++) {
      uint32_t texel = srow[px];
      uint32_t ta = texel >> 24;
      if (ta == 0) continue;
      uint32_t a = mmr_div255(ta * alpha);
      mmr_color c = {(texel >> 16) & 255, (texel >> 8) & 255, texel & 255};
      if (t->red_low) c = (mmr_color){c.c2, c.c1, c.c0};
      if (a == 255) {
        row[px] = mmr_opaque(c);
      } else if (a > 0) {
        row[px] = mmr_blend(row[px], c, a);
      }
    }
  }
}

/* The quad's frame: centre, unit axes and half extents in pixels, and the texels per pixel
 * along each axis. Returns 0 for a degenerate quad. */
static int quad_frame(const double q[6], int32_t tw, int32_t th, mmr_shape *s, double *sa,
                      double *sb) {
  double la = sqrt(q[2] * q[2] + q[3] * q[3]), lb = sqrt(q[4] * q[4] + q[5] * q[5]);
  if (!(la > 1e-9) || !(lb > 1e-9) || !(la < 1e6) || !(lb < 1e6)) return 0;
  s->cx = q[0] + (q[2] * tw + q[4] * th) / 2;
  s->cy = q[1] + (q[3] * tw + q[5] * th) / 2;
  s->ux = q[2] / la;
  s->uy = q[3] / la;
  s->vx = q[4] / lb;
  s->vy = q[5] / lb;
  s->hw = tw * la / 2;
  s->hh = th * lb / 2;
  s->r = 0;
  *sa = 1 / la;
  *sb = 1 / lb;
  return 1;
}

/* A texel as ARGB8888 (from RGBA bytes or ARGB words). */
static inline uint32_t texel_at(const void *texels, int32_t format, int32_t stride, int32_t i,
                                int32_t j) {
  if (format == MMR_TEXELS_ARGB8888) return ((const uint32_t *)texels)[(int64_t)j * stride + i];
  const uint8_t *p = (const uint8_t *)texels + ((int64_t)j * stride + i) * 4;
  return (uint32_t)p[3] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
}

/* Blends the bilinear sample of four texels (weights fx, fy), straight alpha, at opacity alpha
 * times coverage. An opaque sample of four equal texels is copied. */
static inline void blend_sample(const mmr_target *t, uint32_t *p, uint32_t t00, uint32_t t10,
                                uint32_t t01, uint32_t t11, float fx, float fy, uint32_t alpha,
                                float coverage) {
  mmr_color c;
  float ta;
  if (t00 == t10 && t00 == t01 && t00 == t11) {
    c = (mmr_color){(t00 >> 16) & 255, (t00 >> 8) & 255, t00 & 255};
    ta = (float)(t00 >> 24);
  } else {
    float w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy;
#define MMR_LERP(shift)                                                                        \
  (((t00 >> shift) & 255) * w00 + ((t10 >> shift) & 255) * w10 + ((t01 >> shift) & 255) * w01 + \
   ((t11 >> shift) & 255) * w11)
    ta = MMR_LERP(24);
    c = (mmr_color){(uint32_t)(MMR_LERP(16) + 0.5f), (uint32_t)(MMR_LERP(8) + 0.5f),
                    (uint32_t)(MMR_LERP(0) + 0.5f)};
#undef MMR_LERP
  }
  uint32_t a = (uint32_t)(alpha * coverage * ta / 255 + 0.5f);
  if (a == 0) return;
  if (t->red_low) c = (mmr_color){c.c2, c.c1, c.c0};
  *p = a >= 255 ? mmr_opaque(c) : mmr_blend(*p, c, a);
}

/* Where pixel (x, y)'s centre falls in texel space (texel centres at i + 0.5) and the sample's
 * neighbours and weights, edges clamped. */
typedef struct {
  int32_t i0, i1, j0, j1;
  double fx, fy;
} sample;

static inline sample sample_at(const mmr_shape *s, double sa, double sb, int32_t w, int32_t h,
                               double qx, double qy) {
  double u = (qx + s->hw) * sa - 0.5, v = (qy + s->hh) * sb - 0.5;
  double fu = floor(u), fv = floor(v);
  sample p;
  p.fx = u - fu;
  p.fy = v - fv;
  int32_t i = (int32_t)fmax(-1, fmin(fu, w)), j = (int32_t)fmax(-1, fmin(fv, h));
  p.i0 = mmr_max_i(0, mmr_min_i(i, w - 1));
  p.i1 = mmr_max_i(0, mmr_min_i(i + 1, w - 1));
  p.j0 = mmr_max_i(0, mmr_min_i(j, h - 1));
  p.j1 = mmr_max_i(0, mmr_min_i(j + 1, h - 1));
  return p;
}

/* One axis of an unrotated image, per pixel: the two texels sampled, the weight of the second,
 * and the edge's coverage. */
typedef struct {
  int32_t i0, i1;
  float f, coverage;
} axis_sample;

static void axis_samples(axis_sample *out, int32_t from, int32_t count, double centre,
                         double sign, double half, double texels_per_pixel, int32_t size) {
  for (int32_t k = 0; k < count; k++) {
    double q = (from + k + 0.5 - centre) * sign;
    double u = (q + half) * texels_per_pixel - 0.5, fu = floor(u);
    int32_t i = (int32_t)fmax(-1, fmin(fu, size));
    out[k].i0 = mmr_max_i(0, mmr_min_i(i, size - 1));
    out[k].i1 = mmr_max_i(0, mmr_min_i(i + 1, size - 1));
    out[k].f = (float)(u - fu);
    out[k].coverage = (float)mmr_overlap(q, half);
  }
}

/* The bilinear mix of four 32-bit texels, each byte a channel, with weights fx and fy in
 * 256ths of the second texel along each axis, rounded: two channels at a time in one word. */
static inline uint32_t mmr_lerp_word(uint32_t a, uint32_t b, uint32_t f) {
  const uint32_t lanes = 0x00FF00FFu, half = 0x00800080u;
  uint32_t rb = (((a & lanes) * (256 - f) + (b & lanes) * f + half) >> 8) & lanes;
  uint32_t ag = ((((a >> 8) & lanes) * (256 - f) + ((b >> 8) & lanes) * f + half) >> 8) & lanes;
  return rb | ag << 8;
}

static inline uint32_t mmr_bilinear(uint32_t t00, uint32_t t10, uint32_t t01, uint32_t t11,
                                    uint32_t fx, uint32_t fy) {
  if (t00 == t10 && t00 == t01 && t00 == t11) return t00;
  return mmr_lerp_word(mmr_lerp_word(t00, t10, fx), mmr_lerp_word(t01, t11, fx), fy);
}

enum { MAX_AXIS = 4096 };

/* An unrotated image: the samples of each column and each row worked out once. */
static int draw_image_axis_aligned(const mmr_target *t, const void *texels, int32_t format,
                                   int32_t tw, int32_t th, int32_t tstride, const mmr_shape *s,
                                   double sa, double sb, uint32_t alpha) {
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(s, &bx0, &by0, &bx1, &by1);
  bx0 = mmr_max_i(bx0, t->x0);
  bx1 = mmr_min_i(bx1, t->x0 + t->width);
  by0 = mmr_max_i(by0, t->y0);
  by1 = mmr_min_i(by1, t->y0 + t->height);
  if (bx1 - bx0 > MAX_AXIS || by1 - by0 > MAX_AXIS) return 0;
  if (bx0 >= bx1 || by0 >= by1) return 1;
  axis_sample columns[bx1 - bx0], rows[by1 - by0];
  axis_samples(columns, bx0, bx1 - bx0, s->cx, s->ux, s->hw, sa, tw);
  axis_samples(rows, by0, by1 - by0, s->cy, s->vy, s->hh, sb, th);
  // Integer weights (256ths) for the texels and the edges' coverage, worked out once each.
  uint32_t cf[bx1 - bx0], ccov[bx1 - bx0];
  for (int32_t k = 0; k < bx1 - bx0; k++) {
    cf[k] = (uint32_t)(columns[k].f * 256 + 0.5f);
    ccov[k] = (uint32_t)(columns[k].coverage * 256 + 0.5f);
  }
  // Texels are read as 32-bit words: RGBA bytes read that way have red in the low byte.
  int swap = (format == MMR_TEXELS_RGBA_BYTES) != (t->red_low != 0);
  for (int32_t y = by0; y < by1; y++) {
    axis_sample r = rows[y - by0];
    uint32_t rcov = (uint32_t)(r.coverage * 256 + 0.5f);
    if (rcov == 0) continue;
    uint32_t fy = (uint32_t)(r.f * 256 + 0.5f);
    const uint8_t *row0 = (const uint8_t *)texels + (int64_t)r.i0 * tstride * 4;
    const uint8_t *row1 = (const uint8_t *)texels + (int64_t)r.i1 * tstride * 4;
    uint32_t *row = mmr_pixel(t, 0, y);
    for (int32_t x = bx0; x < bx1; x++) {
      int32_t k = x - bx0;
      uint32_t cov = ccov[k] < rcov ? ccov[k] : rcov;
      if (cov == 0) continue;
      axis_sample c = columns[k];
      uint32_t t00, t10, t01, t11;
      memcpy(&t00, row0 + c.i0 * 4, 4);
      memcpy(&t10, row0 + c.i1 * 4, 4);
      memcpy(&t01, row1 + c.i0 * 4, 4);
      memcpy(&t11, row1 + c.i1 * 4, 4);
      uint32_t texel = mmr_bilinear(t00, t10, t01, t11, cf[k], fy);
      if (swap) texel = (texel & 0xFF00FF00u) | ((texel >> 16) & 255) | ((texel & 255) << 16);
      uint32_t ta = texel >> 24;
      uint32_t a = (cov == 256 && alpha == 255) ? ta : (alpha * cov * ta + 32640) / 65280;
      if (a == 0) continue;
      mmr_color color = {(texel >> 16) & 255, (texel >> 8) & 255, texel & 255};
      row[x] = a >= 255 ? mmr_opaque(color) : mmr_blend(row[x], color, a);
    }
  }
  return 1;
}

void mmr_draw_image(const mmr_target *t, const void *texels, int32_t format, int32_t tw,
                    int32_t th, int32_t tstride, const double quad[6], uint8_t alpha) {
  mmr_shape s;
  double sa, sb;
  if (alpha == 0 || tw <= 0 || th <= 0 || !quad_frame(quad, tw, th, &s, &sa, &sb)) return;
  if (fabs(s.uy) < 1e-12 && fabs(s.vx) < 1e-12 &&
      draw_image_axis_aligned(t, texels, format, tw, th, tstride, &s, sa, sb, alpha))
    return;
  int32_t bx0, by0, bx1, by1;
  mmr_shape_bounds(&s, &bx0, &by0, &bx1, &by1);
  by0 = mmr_max_i(by0, t->y0);
  by1 = mmr_min_i(by1, t->y0 + t->height);
  for (int32_t y = by0; y < by1; y++) {
    int32_t lo, hi;
    if (!mmr_box_row(&s, s.hw + 0.5, s.hh + 0.5, y + 0.5, &lo, &hi)) continue;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    for (int32_t x = lo; x <= hi; x++) {
      double qx, qy;
      mmr_frame_point(&s, x, y, &qx, &qy);
      double ox = mmr_overlap(qx, s.hw), oy = mmr_overlap(qy, s.hh);
      double coverage = ox < oy ? ox : oy;
      if (coverage <= 0) continue;
      sample p = sample_at(&s, sa, sb, tw, th, qx, qy);
      uint32_t t00 = texel_at(texels, format, tstride, p.i0, p.j0);
      uint32_t t10 = texel_at(texels, format, tstride, p.i1, p.j0);
      uint32_t t01 = texel_at(texels, format, tstride, p.i0, p.j1);
      uint32_t t11 = texel_at(texels, format, tstride, p.i1, p.j1);
      blend_sample(t, row + x, t00, t10, t01, t11, (float)p.fx, (float)p.fy, alpha,
                   (float)coverage);
    }
  }
}
