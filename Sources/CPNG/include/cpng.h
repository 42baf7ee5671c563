#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/* Result of an encode. error == 0 on success; otherwise errno_value holds errno when the
 * failure came from the file system (ENOSPC, EACCES, ...) and message a libpng or stdio reason. */
typedef struct {
  int error;
  int errno_value;
  size_t bytes_written;
  char message[160];
} cpng_result;

/* Writes an 8-bit RGB (channels 3) or RGBA (channels 4) image as PNG to the open file `fd`
 * (a duplicate of it is written and closed; `fd` stays open for its owner to publish).
 * `level` 1 without `filter` is the fast run encoder (fast_png.c), or zlib's level 1 where that
 * would not compress the image to a quarter of its size; other levels are zlib's 0-9, and
 * `filter` 0 = no filtering (fastest), 1 = libpng's adaptive set. */
cpng_result cpng_write_fd(int fd, const uint8_t *pixels, int width, int height, int pitch,
                          int channels, int level, int filter);

/* Reads a PNG into a newly malloc'ed 8-bit RGBA buffer (free with cpng_free). */
/* Reads the PNG at `path` as 8-bit RGBA. An image wider or taller than `max_side` pixels is
   refused (error 5) before any pixel memory is allocated. */
cpng_result cpng_read_rgba(const char *path, int max_side, uint8_t **pixels, int *width, int *height);
/* Encodes 8-bit RGB (channels 3) or RGBA (channels 4) pixels as PNG in memory (libpng's default
 * compression), with one tEXt chunk `text_key` = `text_value` after the header when both are
 * given (keys are 1 to 79 Latin-1 characters). The bytes are malloc'ed (free with cpng_free). */
cpng_result cpng_encode(const uint8_t *pixels, int width, int height, int channels,
                        const char *text_key, const char *text_value, uint8_t **out, size_t *size);

/* Decodes PNG bytes as 8-bit RGBA (free with cpng_free); an image wider or taller than
 * `max_side` pixels is refused (error 5) before pixel memory is allocated. */
cpng_result cpng_decode_rgba(const uint8_t *data, size_t size, int max_side, uint8_t **pixels,
                             int *width, int *height);

void cpng_free(void *p);

#endif
