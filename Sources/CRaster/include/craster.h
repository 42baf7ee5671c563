#ifndef CRASTER_H
#define CRASTER_H

/* The coverage rasteriser of MaterialMotionSDL: anti-aliased, sub-pixel drawing into 32-bit
 * pixels, and the coverage masks the OpenGL canvas draws from. Every function works in pixels,
 * with pixel (x, y) covering [x, x+1) x [y, y+1) and sampled at its centre (x+0.5, y+0.5).
 *
 * Coverage (what fraction of a pixel a shape covers, 0...1) is one function, mmr_coverage, used
 * both to blend into pixels (the software renderer) and to make masks (OpenGL), so the two
 * renderers draw the same edges. For a rounded rectangle at the pixel centre, in the shape's own
 * axes (qx, qy from its centre, in pixels):
 *   - along each axis, the overlap of the pixel's unit span with the shape's span:
 *     clamp(min(q + 0.5, h) - max(q - 0.5, -h), 0, 1), exact box-filter coverage for an
 *     axis-aligned edge at any fractional position, and for bars thinner than a pixel;
 *   - coverage is the product of the two (exact for an axis-aligned rectangle, corners
 *     included);
 *   - in the corner zones of a radius of at least half a pixel, clamp(0.5 - d, 0, 1) with d the
 *     distance past the arc: the one-pixel ramp centred on the edge that Skia's and NanoVG's
 *     anti-aliasing use.
 */

#include <stdint.h>

/* A rounded rectangle in pixels: its centre, its unit axes, half its width and height along
 * them, and its corner radius (at most the smaller half extent). */
typedef struct mmr_shape {
  double cx, cy;
  double ux, uy;
  double vx, vy;
  double hw, hh;
  double r;
} mmr_shape;

/* 32-bit pixels to draw into: columns [x0, x0+width) of rows [y0, y0+height) of the frame,
 * `stride` pixels a row, `pixels` the one at (x0, y0). `red_low`: red in the low byte
 * (ABGR8888/XBGR8888), else in bits 16-23 (ARGB8888/XRGB8888). An opaque target (`layer` 0) has
 * its alpha byte written 0xFF; a layer (`layer` 1, ARGB8888) holds premultiplied colour and
 * coverage in its alpha byte, starting transparent, for mmr_composite. */
typedef struct mmr_target {
  uint32_t *pixels;
  int32_t x0, y0, width, height, stride;
  int32_t red_low;
  int32_t layer;
} mmr_target;

/* The coverage of pixel (x, y) by `s`. */
float mmr_coverage(const mmr_shape *s, int32_t x, int32_t y);

/* The pixels that may have coverage: [x0, x1) x [y0, y1) (may be empty or off the target). */
void mmr_shape_bounds(const mmr_shape *s, int32_t *x0, int32_t *y0, int32_t *x1, int32_t *y1);

/* Fills every pixel of the target with `rgb` (0xRRGGBB), or a layer with transparency. */
void mmr_clear(const mmr_target *t, uint32_t rgb);

/* Blends the layer `layer` (premultiplied) over `t` where they overlap, times the coverage of
 * `clip`: what a clipping element's descendants drew, cut to its anti-aliased shape. */
void mmr_composite(const mmr_target *t, const mmr_target *layer, const mmr_shape *clip);

/* Writes rows [y0, y1) of the opaque target `t` as 8-bit RGB (red, green, blue bytes) into
 * `rgb`: row y at (y - t->y0) * t->width * 3, `t->width` pixels from column t->x0. */
void mmr_read_rgb(const mmr_target *t, int32_t y0, int32_t y1, uint8_t *rgb);

/* Blends `rgb` at opacity `alpha` (0-255) times its coverage by `s`. */
void mmr_fill_shape(const mmr_target *t, const mmr_shape *s, uint32_t rgb, uint8_t alpha);

/* Writes the coverage of `s` over pixels [x0, x0+w) x [y0, y0+h) as white ARGB8888 texels
 * (alpha = coverage) into `out` (`stride` texels a row), for a canvas that draws masks. */
void mmr_shape_mask(const mmr_shape *s, int32_t x0, int32_t y0, int32_t w, int32_t h,
                    uint32_t *out, int32_t stride);

/* Blends a one-pixel line from (x0, y0) to (x1, y1) extended half a pixel past both ends:
 * coverage clamp(1 - d, 0, 1) at distance d from it, the pixels whose centres lie within the
 * extended segment's length. */
void mmr_stroke_segment(const mmr_target *t, double x0, double y0, double x1, double y1,
                        uint32_t rgb, uint8_t alpha);

/* Blends the straight-alpha ARGB8888 texels `src` (`sw` x `sh`, `sstride` texels a row) with
 * their top left at pixel (x, y), at opacity `alpha`: a copy texel for texel (text). */
void mmr_blit(const mmr_target *t, const uint32_t *src, int32_t sw, int32_t sh, int32_t sstride,
              int32_t x, int32_t y, uint8_t alpha);

/* Texel formats of mmr_draw_image. */
enum { MMR_TEXELS_RGBA_BYTES = 0, MMR_TEXELS_ARGB8888 = 1 };

/* Blends the image `texels` (`tw` x `th`, `tstride` texels a row, straight alpha) mapped onto
 * the quad `quad` (pixel space: the texel grid's origin and its x and y axes, a texel long:
 * ox, oy, ax, ay, bx, by), sampled bilinearly at each pixel centre with its edges clamped, at
 * opacity `alpha`, times the edge coverage of the quad: min of the two axes' overlaps (what a
 * quad with a half-pixel fringe draws). */
void mmr_draw_image(const mmr_target *t, const void *texels, int32_t format, int32_t tw,
                    int32_t th, int32_t tstride, const double quad[6], uint8_t alpha);

/* Blends `rgb` with opacity alpha/255 times the 8-bit map `map` (`mw` x `mh`, `mstride` bytes a
 * row), its part `source` (u0, v0, u1, v1, in texels; u0 == u1 stretches one column) mapped onto
 * the parallelogram `quad` (ox, oy, ax, ay, bx, by: a corner and its two sides, in pixels),
 * sampled bilinearly with the map's edges clamped, on the pixels whose centres lie in it
 * (half-open: parallelograms that share a side share no pixel): a part of a shadow. */
void mmr_draw_alpha_map(const mmr_target *t, const uint8_t *map, int32_t mw, int32_t mh,
                        int32_t mstride, const double source[4], const double quad[6],
                        uint32_t rgb, uint8_t alpha);

/* The pixels mmr_draw_alpha_map covers with an axis-aligned `quad` (sides along x and y,
 * positive, within a million pixels of the origin): columns [x, x + w), rows [y, y + h), before
 * any target narrows them. Returns 0 (and nothing) for another quad or when it covers none. */
int mmr_alpha_map_extent(const double quad[6], int32_t *x, int32_t *y, int32_t *w, int32_t *h);

/* Writes into `out` (w * h bytes, rows of w, as mmr_alpha_map_extent gives them) the opacity
 * mmr_draw_alpha_map would draw at each of those pixels, the map's value times `alpha`: a block
 * that mmr_draw_alpha_block then draws, pixel for pixel as mmr_draw_alpha_map does, as long as
 * the quad does not move. Writes nothing for a quad mmr_alpha_map_extent refuses. */
void mmr_alpha_map_block(const uint8_t *map, int32_t mw, int32_t mh, int32_t mstride,
                         const double source[4], const double quad[6], uint8_t alpha,
                         uint8_t *out);

/* Draws a block of opacities (w x h bytes, rows of w) at pixel (x, y) in colour `rgb`
 * (0xRRGGBB), narrowed to the target: black over an opaque frame darkens it. */
void mmr_draw_alpha_block(const mmr_target *t, const uint8_t *block, int32_t x, int32_t y,
                          int32_t w, int32_t h, uint32_t rgb);

/* One layer of a Material shadow, in pixels: its offset, its blur's standard deviation (half
 * the CSS blur radius), its spread and its opacity (0-1). */
typedef struct mmr_shadow_layer {
  double dx, dy, sigma, spread, opacity;
} mmr_shadow_layer;

/* Writes into `out` (`w` x `h` bytes, `stride` a row) the opacity of the shadows `layers` of the
 * rounded rectangle with half extents hw, hh and corner radius r centred at (cx, cy) (the map's
 * pixel (i, j) is centred at (i + 0.5, j + 0.5)): each layer's shape (offset, grown by its
 * spread, its radius grown with it as CSS does) covered as mmr_coverage covers, blurred, and the
 * layers composited as black over black: 1 - prod(1 - opacity * blurred). The blur is Gaussian:
 * exact (a box-filtered kernel) below a deviation of 2 pixels, three box blurs above (the
 * approximation SVG's feGaussianBlur specifies, within about 3 %). Returns 0 when `scratch`
 * (floats, at least 3 * w * h) is too small. */
int mmr_shadow_map(double cx, double cy, double hw, double hh, double r,
                   const mmr_shadow_layer *layers, int32_t count, uint8_t *out, int32_t w,
                   int32_t h, int32_t stride, float *scratch, int64_t scratch_count);

#endif
