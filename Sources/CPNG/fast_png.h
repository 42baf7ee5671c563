#ifndef FAST_PNG_H
#define FAST_PNG_H

#include <stddef.h>
#include <stdint.h>

/* Encodes 8-bit RGB (channels 3) or RGBA (4) pixels, rows `pitch` bytes apart, as a whole PNG in
 * memory (malloc'ed; free it), fast: see fast_png.c. Returns 0, or -1 when the image would not
 * compress to a quarter of its raw size (or memory ran out): then nothing is returned. */
int fast_png_encode(const uint8_t *pixels, int width, int height, int pitch, int channels,
                    uint8_t **out, size_t *size);

#endif
