// Reading rows of an opaque target as 8-bit RGB: what a capture encodes, taken while the rows
// are still in cache.

#include "raster_internal.h"

/* A row's pixels as red, green and blue bytes, one by one. */
static void rgb_row(const uint32_t *row, int32_t width, uint8_t *out, int red_low) {
  for (int32_t x = 0; x < width; x++) {
    uint32_t p = row[x];
    uint8_t *o = out + 3 * x;
    o[0] = (uint8_t)(red_low ? p : p >> 16);
    o[1] = (uint8_t)(p >> 8);
    o[2] = (uint8_t)(red_low ? p >> 16 : p);
  }
}

#if defined(__x86_64__) || defined(__i386__)
#include <tmmintrin.h>

/* Four pixels to twelve bytes at a time with SSSE3's byte shuffle (every x86-64 of the last
 * fifteen years; checked once at run time). `order` puts red, green and blue first. */
__attribute__((target("ssse3"))) static void rgb_row_ssse3(const uint32_t *row, int32_t width,
                                                            uint8_t *out, int red_low) {
  const __m128i order = red_low ? _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1,
                                                -1, -1)
                                : _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1,
                                                -1, -1);
  int32_t x = 0;
  // Sixteen bytes are stored for twelve: the last four to seven pixels are written one by one.
  for (; x + 4 <= width - 4; x += 4) {
    __m128i p = _mm_loadu_si128((const __m128i *)(row + x));
    _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(p, order));
  }
  rgb_row(row + x, width - x, out + 3 * x, red_low);
}
#endif

void mmr_read_rgb(const mmr_target *t, int32_t y0, int32_t y1, uint8_t *rgb) {
  y0 = mmr_max_i(y0, t->y0);
  y1 = mmr_min_i(y1, t->y0 + t->height);
#if defined(__x86_64__) || defined(__i386__)
  /* Found once; bands are read out on several threads at once, so the flag is atomic. */
  static int known = -1;
  int ssse3 = __atomic_load_n(&known, __ATOMIC_RELAXED);
  if (ssse3 < 0) {
    ssse3 = __builtin_cpu_supports("ssse3") ? 1 : 0;
    __atomic_store_n(&known, ssse3, __ATOMIC_RELAXED);
  }
#endif
  for (int32_t y = y0; y < y1; y++) {
    const uint32_t *row = mmr_pixel(t, t->x0, y);
    uint8_t *out = rgb + (int64_t)(y - t->y0) * t->width * 3;
#if defined(__x86_64__) || defined(__i386__)
    if (ssse3) {
      rgb_row_ssse3(row, t->width, out, t->red_low);
      continue;
    }
#endif
    rgb_row(row, t->width, out, t->red_low);
  }
}
