#ifndef RASTER_INTERNAL_H
#define RASTER_INTERNAL_H

/* What the rasteriser's files share: the coverage of a shape at a point of its own frame, the
 * row intervals of boxes, the addressing of a target and the blend of one pixel. */

#include "craster.h"
#include <math.h>

static inline double mmr_clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

/* The overlap of the unit span centred on q with [-h, h]. */
static inline double mmr_overlap(double q, double h) {
  double hi = q + 0.5 < h ? q + 0.5 : h;
  double lo = q - 0.5 > -h ? q - 0.5 : -h;
  return mmr_clamp01(hi - lo);
}

/* The coverage of a pixel whose centre is at (qx, qy) in the frame of `s` (see craster.h). */
static inline double mmr_coverage_at(const mmr_shape *s, double qx, double qy) {
  if (s->r >= 0.5) {
    double zx = fabs(qx) - s->hw + s->r;
    double zy = fabs(qy) - s->hh + s->r;
    if (zx > 0 && zy > 0) return mmr_clamp01(0.5 - (sqrt(zx * zx + zy * zy) - s->r));
  }
  return mmr_overlap(qx, s->hw) * mmr_overlap(qy, s->hh);
}

/* The frame coordinates of the centre of pixel (x, y). */
static inline void mmr_frame_point(const mmr_shape *s, int32_t x, int32_t y, double *qx,
                                   double *qy) {
  double dx = x + 0.5 - s->cx, dy = y + 0.5 - s->cy;
  *qx = dx * s->ux + dy * s->uy;
  *qy = dx * s->vx + dy * s->vy;
}

/* The columns [*lo, *hi] (pixel indices) whose centres on the row of centre `yc` lie in the box
 * |qx| <= ex, |qy| <= ey of the frame of `s`; 0 when there are none. */
int mmr_box_row(const mmr_shape *s, double ex, double ey, double yc, int32_t *lo, int32_t *hi);

/* The columns of the row of centre `yc` where `s` may cover (*any) and surely covers whole
 * pixels (*full; may be empty, lo > hi). Returns 0 when it covers nothing of the row. */
int mmr_shape_row(const mmr_shape *s, double yc, int32_t *any_lo, int32_t *any_hi,
                  int32_t *full_lo, int32_t *full_hi);

/* The target's pixel (x, y) (within its columns and rows). */
static inline uint32_t *mmr_pixel(const mmr_target *t, int32_t x, int32_t y) {
  return t->pixels + (int64_t)(y - t->y0) * t->stride + (x - t->x0);
}

/* Narrows [*lo, *hi] to the target's columns; 0 when nothing is left. */
static inline int mmr_target_columns(const mmr_target *t, int32_t *lo, int32_t *hi) {
  if (*lo < t->x0) *lo = t->x0;
  if (*hi > t->x0 + t->width - 1) *hi = t->x0 + t->width - 1;
  return *lo <= *hi;
}

/* A colour in the target's byte order: c0 the channel in bits 16-23, c2 the low byte. */
typedef struct {
  uint32_t c0, c1, c2;
} mmr_color;

static inline mmr_color mmr_target_color(const mmr_target *t, uint32_t rgb) {
  mmr_color c = {(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255};
  if (t->red_low) {
    uint32_t r = c.c0;
    c.c0 = c.c2;
    c.c2 = r;
  }
  return c;
}

/* x * y / 255, rounded. */
static inline uint32_t mmr_div255(uint32_t v) {
  v += 128;
  return (v + (v >> 8)) >> 8;
}

/* `d` with `c` blended over it at opacity a (0-255): SDL's and OpenGL's blend,
 * c·a + d·(1 − a) on each colour channel. Over an opaque pixel it stays opaque; over a layer's
 * premultiplied pixel the alpha byte becomes a + dα·(1 − a) and the result is premultiplied. */
static inline uint32_t mmr_blend(uint32_t d, mmr_color c, uint32_t a) {
  uint32_t ia = 255 - a;
  uint32_t n0 = mmr_div255(c.c0 * a + ((d >> 16) & 255) * ia);
  uint32_t n1 = mmr_div255(c.c1 * a + ((d >> 8) & 255) * ia);
  uint32_t n2 = mmr_div255(c.c2 * a + (d & 255) * ia);
  uint32_t n3 = mmr_div255(255 * a + (d >> 24) * ia);
  return n3 << 24 | n0 << 16 | n1 << 8 | n2;
}

static inline uint32_t mmr_opaque(mmr_color c) {
  return 0xFF000000u | c.c0 << 16 | c.c1 << 8 | c.c2;
}

/* Opacity `alpha` times coverage, as the 0-255 alpha a pixel is blended with. */
static inline uint32_t mmr_alpha(uint32_t alpha, double coverage) {
  return (uint32_t)(alpha * coverage + 0.5);
}

/* Blends colour `c` over `n` pixels of `row`, pixel k at opacity as[k] as mmr_blend does (an
 * opacity of 0 leaves the pixel as it was). */
void mmr_blend_run(uint32_t *row, const uint8_t *as, int32_t n, mmr_color c);

static inline int32_t mmr_max_i(int32_t a, int32_t b) { return a > b ? a : b; }
static inline int32_t mmr_min_i(int32_t a, int32_t b) { return a < b ? a : b; }

#endif
