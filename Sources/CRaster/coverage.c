// Coverage: of a shape at a pixel, its bounds and rows, and coverage masks.

#include "raster_internal.h"

float mmr_coverage(const mmr_shape *s, int32_t x, int32_t y) {
  double qx, qy;
  mmr_frame_point(s, x, y, &qx, &qy);
  return (float)mmr_coverage_at(s, qx, qy);
}

void mmr_shape_bounds(const mmr_shape *s, int32_t *x0, int32_t *y0, int32_t *x1, int32_t *y1) {
  // A pixel can be covered only when its centre is within half a pixel of the shape's box.
  double ex = s->hw + 0.5, ey = s->hh + 0.5;
  double rx = fabs(s->ux) * ex + fabs(s->vx) * ey;
  double ry = fabs(s->uy) * ex + fabs(s->vy) * ey;
  double left = s->cx - rx, right = s->cx + rx, top = s->cy - ry, bottom = s->cy + ry;
  const double limit = 1e9;
  if (!(left > -limit) || !(right < limit) || !(top > -limit) || !(bottom < limit)) {
    *x0 = *y0 = *x1 = *y1 = 0;
    return;
  }
  // Pixel x has its centre in [left, right] when x is in [left - 0.5, right - 0.5].
  *x0 = (int32_t)floor(left - 0.5);
  *x1 = (int32_t)ceil(right - 0.5) + 1;
  *y0 = (int32_t)floor(top - 0.5);
  *y1 = (int32_t)ceil(bottom - 0.5) + 1;
}

/* Narrows [*lo, *hi] (continuous x) to where lo_bound <= k * x + m <= hi_bound. */
static int narrow(double k, double m, double lo_bound, double hi_bound, double *lo, double *hi) {
  if (fabs(k) < 1e-12) return m >= lo_bound && m <= hi_bound;
  double a = (lo_bound - m) / k, b = (hi_bound - m) / k;
  if (a > b) {
    double swap = a;
    a = b;
    b = swap;
  }
  if (a > *lo) *lo = a;
  if (b < *hi) *hi = b;
  return *lo <= *hi;
}

int mmr_box_row(const mmr_shape *s, double ex, double ey, double yc, int32_t *lo, int32_t *hi) {
  if (ex < 0 || ey < 0) return 0;
  double lo_x = -1e9, hi_x = 1e9;
  double dy = yc - s->cy;
  // qx = (x - cx) * ux + dy * uy, qy = (x - cx) * vx + dy * vy.
  if (!narrow(s->ux, -s->cx * s->ux + dy * s->uy, -ex, ex, &lo_x, &hi_x)) return 0;
  if (!narrow(s->vx, -s->cx * s->vx + dy * s->vy, -ey, ey, &lo_x, &hi_x)) return 0;
  double first = ceil(lo_x - 0.5), last = floor(hi_x - 0.5);
  if (first > last) return 0;
  *lo = (int32_t)first;
  *hi = (int32_t)last;
  return 1;
}

int mmr_shape_row(const mmr_shape *s, double yc, int32_t *any_lo, int32_t *any_hi,
                  int32_t *full_lo, int32_t *full_hi) {
  if (!mmr_box_row(s, s->hw + 0.5, s->hh + 0.5, yc, any_lo, any_hi)) return 0;
  // Whole pixels: within half a pixel of the box along both axes and clear of the corners'
  // arcs: the wider of the two arms of the cross the corners leave.
  double inset = s->r >= 0.5 ? s->r : 0;
  int32_t a_lo = 0, a_hi = -1, b_lo = 0, b_hi = -1;
  int a = mmr_box_row(s, s->hw - 0.5, s->hh - 0.5 - inset, yc, &a_lo, &a_hi);
  int b = inset > 0 && mmr_box_row(s, s->hw - 0.5 - inset, s->hh - 0.5, yc, &b_lo, &b_hi);
  if (a && (!b || a_hi - a_lo >= b_hi - b_lo)) {
    *full_lo = a_lo;
    *full_hi = a_hi;
  } else if (b) {
    *full_lo = b_lo;
    *full_hi = b_hi;
  } else {
    *full_lo = 0;
    *full_hi = -1;
  }
  return 1;
}

/* A coverage as a white mask texel. */
static inline uint32_t mask_texel(float c) { return (uint32_t)(255 * c + 0.5f) << 24 | 0x00FFFFFFu; }

/* The mask of an unrotated shape: each column's and each row's overlap once, their product
 * everywhere but in the corners' zones (columns at either end of the rows near the top and the
 * bottom), where the arc's ramp is worked out. */
static void axis_aligned_mask(const mmr_shape *s, int32_t x0, int32_t y0, int32_t w, int32_t h,
                              uint32_t *out, int32_t stride) {
  enum { MAX = 256 };
  float ox[MAX], oy[MAX], zx[MAX], zy[MAX];
  int rounded = s->r >= 0.5;
  float r = (float)s->r;
  // Columns [0, left) and [right, w) are in the corners' zones (zx > 0).
  int32_t left = 0, right = w;
  for (int32_t i = 0; i < w; i++) {
    double q = (x0 + i + 0.5 - s->cx) * s->ux;
    ox[i] = (float)mmr_overlap(q, s->hw);
    zx[i] = (float)(fabs(q) - s->hw + s->r);
  }
  while (left < w && zx[left] > 0) left++;
  while (right > left && zx[right - 1] > 0) right--;
  for (int32_t j = 0; j < h; j++) {
    double q = (y0 + j + 0.5 - s->cy) * s->vy;
    oy[j] = (float)mmr_overlap(q, s->hh);
    zy[j] = (float)(fabs(q) - s->hh + s->r);
  }
  for (int32_t j = 0; j < h; j++) {
    uint32_t *row = out + (int64_t)j * stride;
    float y_overlap = oy[j], y_zone = zy[j];
    if (!rounded || y_zone <= 0) {
      for (int32_t i = 0; i < w; i++) row[i] = mask_texel(ox[i] * y_overlap);
      continue;
    }
    float yy = y_zone * y_zone;
    for (int32_t i = 0; i < left; i++) {
      float d = sqrtf(zx[i] * zx[i] + yy) - r;
      row[i] = mask_texel(d >= 0.5f ? 0 : (d <= -0.5f ? 1 : 0.5f - d));
    }
    for (int32_t i = left; i < right; i++) row[i] = mask_texel(ox[i] * y_overlap);
    for (int32_t i = right; i < w; i++) {
      float d = sqrtf(zx[i] * zx[i] + yy) - r;
      row[i] = mask_texel(d >= 0.5f ? 0 : (d <= -0.5f ? 1 : 0.5f - d));
    }
  }
}

void mmr_shape_mask(const mmr_shape *s, int32_t x0, int32_t y0, int32_t w, int32_t h,
                    uint32_t *out, int32_t stride) {
  if (fabs(s->uy) < 1e-12 && fabs(s->vx) < 1e-12 && w <= 256 && h <= 256) {
    axis_aligned_mask(s, x0, y0, w, h, out, stride);
    return;
  }
  for (int32_t j = 0; j < h; j++) {
    uint32_t *row = out + (int64_t)j * stride;
    int32_t y = y0 + j;
    int32_t any_lo, any_hi, full_lo, full_hi;
    if (!mmr_shape_row(s, y + 0.5, &any_lo, &any_hi, &full_lo, &full_hi)) {
      for (int32_t i = 0; i < w; i++) row[i] = 0x00FFFFFFu;
      continue;
    }
    for (int32_t i = 0; i < w; i++) {
      int32_t x = x0 + i;
      uint32_t a;
      if (x < any_lo || x > any_hi) {
        a = 0;
      } else if (x >= full_lo && x <= full_hi) {
        a = 255;
      } else {
        double qx, qy;
        mmr_frame_point(s, x, y, &qx, &qy);
        a = mmr_alpha(255, mmr_coverage_at(s, qx, qy));
      }
      row[i] = a << 24 | 0x00FFFFFFu;
    }
  }
}
