// Blending a run of pixels, each at its own opacity: a shape's edge columns, a shadow's block.

#include "raster_internal.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Four pixels at a time in 16-bit lanes where SSE2 is there (every x86-64): each channel
 * d·(255 − a) + c·a + 128 (at most 255·255 + 128: no lane overflows), then (v + (v >> 8)) >> 8,
 * which is mmr_blend's formula. At a = 0 it gives d back and at 255 the opaque colour, byte for
 * byte, so no pixel needs a branch of its own; four transparent pixels are skipped. */
void mmr_blend_run(uint32_t *row, const uint8_t *as, int32_t n, mmr_color c) {
  int32_t k = 0;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(255);
  const __m128i half = _mm_set1_epi16(128);
  /* Lanes in the pixels' byte order: c2 (low byte), c1, c0, alpha; two pixels. */
  const short c2 = (short)c.c2, c1 = (short)c.c1, c0 = (short)c.c0;
  const __m128i color = _mm_setr_epi16(c2, c1, c0, 255, c2, c1, c0, 255);
  for (; k + 4 <= n; k += 4) {
    int32_t four;
    memcpy(&four, as + k, 4);
    if (four == 0) continue;
    __m128i a = _mm_cvtsi32_si128(four);
    a = _mm_unpacklo_epi8(a, a);
    a = _mm_unpacklo_epi16(a, a); /* a0 ×4, a1 ×4, a2 ×4, a3 ×4 as bytes */
    __m128i alo = _mm_unpacklo_epi8(a, zero), ahi = _mm_unpackhi_epi8(a, zero);
    __m128i d = _mm_loadu_si128((const __m128i *)(row + k));
    __m128i lo = _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_sub_epi16(full, alo));
    __m128i hi = _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_sub_epi16(full, ahi));
    lo = _mm_add_epi16(lo, _mm_add_epi16(_mm_mullo_epi16(color, alo), half));
    hi = _mm_add_epi16(hi, _mm_add_epi16(_mm_mullo_epi16(color, ahi), half));
    lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
    hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
    _mm_storeu_si128((__m128i *)(row + k), _mm_packus_epi16(lo, hi));
  }
#endif
  for (; k < n; k++)
    if (as[k] != 0) row[k] = mmr_blend(row[k], c, as[k]);
}
