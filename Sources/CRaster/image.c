// Images: copied texel for texel (text), or mapped by a quad and sampled bilinearly (images,
// shadows).

#include "raster_internal.h"

void mmr_blit(const mmr_target *t, const uint32_t *src, int32_t sw, int32_t sh, int32_t sstride,
              int32_t x, int32_t y, uint8_t alpha) {
  if (alpha == 0) return;
  int32_t y0 = mmr_max_i(y, t->y0), y1 = mmr_min_i(y + sh, t->y0 + t->height);
  for (int32_t py = y0; py < y1; py++) {
    int32_t lo = x, hi = x + sw - 1;
    if (!mmr_target_columns(t, &lo, &hi)) continue;
    const uint32_t *srow = src + (int64_t)(py - y) * sstride - x;
    uint32_t *row = mmr_pixel(t, 0, py);
    for (int32_t px = lo; px <= hi; px++) {
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
  for (int32_t y = by0; y < by1; y++) {
    axis_sample r = rows[y - by0];
    if (r.coverage <= 0) continue;
    uint32_t *row = mmr_pixel(t, 0, y);
    for (int32_t x = bx0; x < bx1; x++) {
      axis_sample c = columns[x - bx0];
      float coverage = c.coverage < r.coverage ? c.coverage : r.coverage;
      if (coverage <= 0) continue;
      uint32_t t00 = texel_at(texels, format, tstride, c.i0, r.i0);
      uint32_t t10 = texel_at(texels, format, tstride, c.i1, r.i0);
      uint32_t t01 = texel_at(texels, format, tstride, c.i0, r.i1);
      uint32_t t11 = texel_at(texels, format, tstride, c.i1, r.i1);
      blend_sample(t, row + x, t00, t10, t01, t11, c.f, r.f, alpha, coverage);
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
  enum { CHUNK = 256 };
  int32_t i0s[CHUNK], i1s[CHUNK];
  float fxs[CHUNK];
  for (int32_t from = x_lo; from <= x_hi; from += CHUNK) {
    int32_t to = mmr_min_i(x_hi, from + CHUNK - 1);
    for (int32_t x = from; x <= to; x++) {
      double u = source[0] + (x + 0.5 - quad[0]) / la * du - 0.5;
      double fu = floor(u);
      i0s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu, mw - 1));
      i1s[x - from] = mmr_max_i(0, mmr_min_i((int32_t)fu + 1, mw - 1));
      fxs[x - from] = (float)(u - fu);
    }
    for (int32_t y = y_lo; y <= y_hi; y++) {
      double v = source[1] + (y + 0.5 - quad[1]) / lb * dv - 0.5;
      double fv = floor(v);
      float fy = (float)(v - fv);
      int32_t j0 = mmr_max_i(0, mmr_min_i((int32_t)fv, mh - 1));
      int32_t j1 = mmr_max_i(0, mmr_min_i((int32_t)fv + 1, mh - 1));
      const uint8_t *r0 = map + (int64_t)j0 * mstride, *r1 = map + (int64_t)j1 * mstride;
      uint32_t *row = mmr_pixel(t, 0, y);
      for (int32_t x = from; x <= to; x++) {
        int32_t k = x - from;
        float fx = fxs[k];
        float top = r0[i0s[k]] * (1 - fx) + r0[i1s[k]] * fx;
        float bottom = r1[i0s[k]] * (1 - fx) + r1[i1s[k]] * fx;
        uint32_t a = (uint32_t)(alpha * ((top * (1 - fy) + bottom * fy) / 255) + 0.5f);
        if (a > 0) row[x] = mmr_blend(row[x], c, a);
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
