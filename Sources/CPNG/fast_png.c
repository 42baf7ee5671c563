/* A PNG encoder for captured frames, made for speed over size: every row filtered with "Up" (the
 * difference from the row above, so what did not change between rows is zero), and one deflate
 * block with the fixed Huffman codes in which a byte equal to the byte one pixel before it is
 * part of a match at that distance and any other byte is a literal. A frame of flat colours and
 * small moving shapes (what a motion sandbox draws) is mostly such runs, and encodes at about the
 * speed of reading it; a frame of photographs does not, and is given up as soon as it would take
 * more than a quarter of its raw size (the caller then writes it with zlib).
 *
 * A row is scanned as masks, not byte by byte: one bit a byte for "equals the byte a pixel
 * before", 64 bytes to a word, and from it one bit where a run of three or more such bytes
 * begins; the bytes up to the next such run are literals written in one loop. (Byte by byte, a
 * frame with many edges, whose runs are mostly a byte or two, took 40 cycles a literal.) */
#include "fast_png.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Bits are gathered in a 64-bit word and stored eight bytes at a time, advancing by the whole
 * bytes gathered (the rest stay in the word): `count` is under 8 after every store, so up to 56
 * bits (six literals of at most 9 bits) can be added between stores without a test. `limit`
 * leaves 8 bytes of room for the last store. */
typedef struct {
  uint8_t *out;
  size_t size, limit;
  uint64_t bits;
  unsigned count;
  int overflow;
} bit_writer;

static inline void add_bits(bit_writer *w, uint32_t value, unsigned length) {
  w->bits |= (uint64_t)value << w->count;
  w->count += length;
}

static inline void store_bits(bit_writer *w) {
  if (w->size + 8 > w->limit) {
    w->overflow = 1;
    w->size = 0;
  }
  memcpy(w->out + w->size, &w->bits, 8); /* little-endian: deflate's bit order */
  unsigned bytes = w->count >> 3;
  w->size += bytes;
  w->bits >>= bytes * 8; /* at most 56: `count` is under 64 */
  w->count &= 7;
}

static void put_bits(bit_writer *w, uint32_t value, int length) {
  add_bits(w, value, (unsigned)length);
  store_bits(w);
}

static void flush_bits(bit_writer *w) {
  store_bits(w);
  if (w->count > 0 && !w->overflow) w->size++;
  w->count = 0;
}

static uint32_t reversed(uint32_t code, int length) {
  uint32_t r = 0;
  for (int i = 0; i < length; i++) r |= ((code >> i) & 1u) << (length - 1 - i);
  return r;
}

/* The fixed Huffman code of each literal/length symbol, bit-reversed for the writer, and the
 * symbol, extra bits and their value of each match length 3-258. */
static uint32_t symbol_code[288];
static uint8_t symbol_length[288];
/* A literal's code (low 16 bits) and length (above), in one load. */
static uint32_t literal_entry[256];
static uint16_t length_symbol[259];
static uint8_t length_extra[259];
static uint16_t length_extra_value[259];

static void make_tables(void) {
  for (int s = 0; s < 288; s++) {
    uint32_t code;
    int length;
    if (s < 144) code = 0x30 + (uint32_t)s, length = 8;
    else if (s < 256) code = 0x190 + (uint32_t)(s - 144), length = 9;
    else if (s < 280) code = (uint32_t)(s - 256), length = 7;
    else code = 0xC0 + (uint32_t)(s - 280), length = 8;
    symbol_code[s] = reversed(code, length);
    symbol_length[s] = (uint8_t)length;
    if (s < 256) literal_entry[s] = symbol_code[s] | (uint32_t)length << 16;
  }
  static const uint16_t base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                    31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
  static const uint8_t extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                    2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  for (int k = 0; k < 29; k++) {
    int last = k == 28 ? 258 : base[k] + (1 << extra[k]) - 1;
    if (k == 27) last = 257;
    for (int n = base[k]; n <= last; n++) {
      length_symbol[n] = (uint16_t)(257 + k);
      length_extra[n] = extra[k];
      length_extra_value[n] = (uint16_t)(n - base[k]);
    }
  }
}

static void literal(bit_writer *w, uint8_t byte) {
  put_bits(w, symbol_code[byte], symbol_length[byte]);
}

/* Adler-32 kept as the bytes are written: literals one by one, a run of zeros at once (it
 * leaves the sum `a` as it is and adds `a` once a byte to `b`). Reduced modulo 65521 once a row:
 * a row of at most 2^16 pixels keeps both well inside 64 bits. */
typedef struct {
  uint64_t a, b;
} adler_sum;

/* `count` literals, six to a store, their Adler-32 kept in `sum` as they go. */
static void literals(bit_writer *w, adler_sum *sum, const uint8_t *bytes, size_t count) {
  uint64_t a = sum->a, b = sum->b;
  size_t i = 0;
  for (; i + 6 <= count; i += 6) {
    for (int k = 0; k < 6; k++) {
      uint32_t e = literal_entry[bytes[i + (size_t)k]];
      add_bits(w, e & 0xFFFF, e >> 16);
      a += bytes[i + (size_t)k];
      b += a;
    }
    store_bits(w);
  }
  for (; i < count; i++) {
    uint32_t e = literal_entry[bytes[i]];
    add_bits(w, e & 0xFFFF, e >> 16);
    a += bytes[i];
    b += a;
  }
  store_bits(w);
  sum->a = a;
  sum->b = b;
}

/* A match of `length` (3-258) at distance `channels` (3 or 4: distance codes 2 and 3, five bits,
 * no extra bits). */
static void match(bit_writer *w, int length, int channels) {
  int s = length_symbol[length];
  add_bits(w, symbol_code[s], symbol_length[s]);
  add_bits(w, length_extra_value[length], length_extra[length]);
  add_bits(w, channels == 3 ? 0x08 : 0x18, 5); /* distance codes 2 and 3, bit-reversed */
  store_bits(w);
}

/* The Up filter of a row: each byte less the one above it (vectorised by the compiler). */
static void up_filter(uint8_t *restrict out, const uint8_t *restrict current,
                      const uint8_t *restrict above, size_t count) {
  for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(current[i] - above[i]);
}

static void adler_bytes(adler_sum *s, const uint8_t *bytes, size_t count) {
  for (size_t i = 0; i < count; i++) {
    s->a += bytes[i];
    s->b += s->a;
  }
}

static void adler_zeros(adler_sum *s, size_t count) { s->b += s->a * count; }

static void adler_reduce(adler_sum *s) {
  s->a %= 65521;
  s->b %= 65521;
}

/* Bit p of `bits` (p from 0 to count - 1, 64 a word) is set when byte p of `row` equals the byte
 * `channels` before it, for p > channels (the first pixel's bytes, and the filter-type byte,
 * have no pixel before them in the row); 16 bytes at a time where SSE2 is there. `row` has 16
 * readable bytes before it and 64 after its `count`. */
static void repeats(const uint8_t *row, size_t count, int channels, uint64_t *bits) {
  size_t words = (count + 63) / 64;
  for (size_t k = 0; k < words; k++) {
    uint64_t word = 0;
    size_t base = k * 64;
#if defined(__SSE2__)
    for (int part = 0; part < 4; part++) {
      size_t p = base + (size_t)part * 16;
      __m128i a = _mm_loadu_si128((const __m128i *)(row + p));
      __m128i b = _mm_loadu_si128((const __m128i *)(row + p - channels));
      uint64_t m = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b));
      word |= m << (part * 16);
    }
#else
    for (int q = 0; q < 64; q++) word |= (uint64_t)(row[base + q] == row[base + q - channels]) << q;
#endif
    bits[k] = word;
  }
  bits[0] &= ~(((uint64_t)2 << channels) - 1); /* bits 0..channels */
  size_t tail = count % 64;
  if (tail) bits[words - 1] &= ((uint64_t)1 << tail) - 1;
}

/* Bit p of `starts` is set where a run of at least three repeats begins: bits p, p + 1 and p + 2
 * of `bits` set and bit p - 1 clear. */
static void run_starts(const uint64_t *bits, size_t words, uint64_t *starts) {
  uint64_t before = 0;
  for (size_t k = 0; k < words; k++) {
    uint64_t b = bits[k], next = k + 1 < words ? bits[k + 1] : 0;
    uint64_t b1 = b >> 1 | next << 63, b2 = b >> 2 | next << 62;
    starts[k] = b & b1 & b2 & ~(b << 1 | before >> 63);
    before = b;
  }
}

/* The first bit set in `starts` at or after p, or `count` when there is none. */
static inline size_t next_start(const uint64_t *starts, size_t p, size_t count) {
  size_t words = (count + 63) / 64;
  size_t k = p / 64;
  uint64_t word = starts[k] & (~(uint64_t)0 << (p % 64));
  while (word == 0) {
    if (++k >= words) return count;
    word = starts[k];
  }
  return k * 64 + (size_t)__builtin_ctzll(word);
}

/* How many bits are set in a row in `bits` from bit p on (up to `count` - p). */
static inline size_t ones_from(const uint64_t *bits, size_t p, size_t count) {
  size_t start = p;
  for (;;) {
    uint64_t unequal = ~bits[p / 64] >> (p % 64);
    if (unequal != 0) {
      p += (size_t)__builtin_ctzll(unequal);
      break;
    }
    p += 64 - p % 64;
    if (p >= count) break;
  }
  return (p < count ? p : count) - start;
}

static void put_u32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24), p[1] = (uint8_t)(v >> 16), p[2] = (uint8_t)(v >> 8), p[3] = (uint8_t)v;
}

int fast_png_encode(const uint8_t *pixels, int width, int height, int pitch, int channels,
                    uint8_t **out, size_t *size) {
  static pthread_once_t tables = PTHREAD_ONCE_INIT;
  pthread_once(&tables, make_tables);
  if (width <= 0 || height <= 0 || (channels != 3 && channels != 4)) return -1;
  size_t row_bytes = (size_t)width * (size_t)channels;
  size_t raw = (row_bytes + 1) * (size_t)height;
  size_t limit = raw / 4 + 4096;
  uint8_t *buffer = malloc(limit + 64);
  /* The filtered row, with the 16 bytes before it and the 64 after it that `repeats` may read, its
   * repeats and where their runs start. */
  uint8_t *padded = calloc(row_bytes + 1 + 16 + 64, 1);
  uint64_t *bits = malloc(((row_bytes + 1 + 63) / 64) * 2 * sizeof(uint64_t));
  uint8_t *row = padded ? padded + 16 : NULL;
  if (!buffer || !padded || !bits) {
    free(buffer);
    free(padded);
    free(bits);
    return -1;
  }
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  memcpy(buffer, signature, 8);
  /* IHDR */
  put_u32(buffer + 8, 13);
  memcpy(buffer + 12, "IHDR", 4);
  put_u32(buffer + 16, (uint32_t)width);
  put_u32(buffer + 20, (uint32_t)height);
  buffer[24] = 8;
  buffer[25] = channels == 4 ? 6 : 2;
  buffer[26] = buffer[27] = buffer[28] = 0;
  put_u32(buffer + 29, (uint32_t)crc32(0L, buffer + 12, 17));
  /* IDAT: its length is filled in at the end. */
  size_t idat = 33;
  memcpy(buffer + idat + 4, "IDAT", 4);
  buffer[idat + 8] = 0x78, buffer[idat + 9] = 0x01; /* zlib: deflate, 32 KB window */
  bit_writer w = {buffer + idat + 10, 0, limit - (idat + 10) - 32, 0, 0, 0};
  put_bits(&w, 1, 1); /* BFINAL */
  put_bits(&w, 1, 2); /* BTYPE 01: fixed Huffman codes */
  adler_sum sum = {1, 0};
  /* The filtered row, with the pixel before its first byte (`channels` bytes) made unequal to
   * anything by the filter-type byte position: matches stay within the row. */
  for (int y = 0; y < height && !w.overflow; y++) {
    const uint8_t *current = pixels + (size_t)y * (size_t)pitch;
    const uint8_t *above = y > 0 ? current - pitch : NULL;
    row[0] = 2; /* Up */
    if (above) {
      up_filter(row + 1, current, above, row_bytes);
    } else {
      memcpy(row + 1, current, row_bytes);
    }
    size_t n = row_bytes + 1;
    /* The filter type and the first pixel's bytes (no pixel before them in the row). */
    size_t i = n < (size_t)channels + 1 ? n : (size_t)channels + 1;
    literals(&w, &sum, row, i);
    repeats(row, n, channels, bits);
    size_t words = (n + 63) / 64;
    uint64_t *starts = bits + words;
    run_starts(bits, words, starts);
    /* Each run of repeats is taken whole from its first byte (the byte before it is not a
     * repeat): one of three bytes or more is a match, shorter ones and the bytes between runs are
     * literals. */
    while (i < n && !w.overflow) {
      size_t start = next_start(starts, i, n);
      literals(&w, &sum, row + i, start - i);
      i = start;
      if (start >= n) break;
      size_t j = start + ones_from(bits, start, n);
      size_t run = j - start;
      /* A run repeats the pixel before it: zeros when that pixel's bytes are. */
      int zeros = 1;
      for (int k = 1; k <= channels; k++) zeros &= row[start - (size_t)k] == 0;
      if (zeros) {
        adler_zeros(&sum, run);
      } else {
        adler_bytes(&sum, row + start, run);
      }
      while (run >= 3) {
        int length = run > 258 ? 258 : (int)run;
        if (run - (size_t)length > 0 && run - (size_t)length < 3) length -= 3;
        match(&w, length, channels);
        run -= (size_t)length;
      }
      for (size_t k = j - run; k < j; k++) literal(&w, row[k]); /* in the sum already */
      i = j;
    }
    adler_reduce(&sum);
  }
  put_bits(&w, symbol_code[256], symbol_length[256]); /* end of block */
  flush_bits(&w);
  free(padded);
  free(bits);
  if (w.overflow) {
    free(buffer);
    return -1;
  }
  size_t zlib_end = idat + 10 + w.size;
  put_u32(buffer + zlib_end, (uint32_t)(sum.b << 16 | sum.a));
  size_t data_length = zlib_end + 4 - (idat + 8);
  put_u32(buffer + idat, (uint32_t)data_length);
  put_u32(buffer + idat + 8 + data_length, (uint32_t)crc32(0L, buffer + idat + 4, (uInt)(data_length + 4)));
  size_t end = idat + 12 + data_length;
  put_u32(buffer + end, 0);
  memcpy(buffer + end + 4, "IEND", 4);
  put_u32(buffer + end + 8, 0xAE426082u);
  *out = buffer;
  *size = end + 12;
  return 0;
}
