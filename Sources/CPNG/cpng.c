#include "cpng.h"
#include "fast_png.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

static void set_message(cpng_result *r, const char *msg) {
  snprintf(r->message, sizeof r->message, "%s", msg);
}

typedef struct {
  cpng_result *result;
  jmp_buf jump;
} error_context;

static void on_png_error(png_structp png, png_const_charp msg) {
  error_context *ctx = (error_context *)png_get_error_ptr(png);
  set_message(ctx->result, msg);
  longjmp(ctx->jump, 1);
}

static void on_png_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

/* Writes all of `bytes` to `fd` (retrying short writes and EINTR); 0, or -1 with errno set. */
static int write_all(int fd, const uint8_t *bytes, size_t size) {
  while (size > 0) {
    ssize_t n = write(fd, bytes, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      return -1;
    }
    bytes += n;
    size -= (size_t)n;
  }
  return 0;
}

cpng_result cpng_write_fd(int fd, const uint8_t *pixels, int width, int height, int pitch,
                          int channels, int level, int filter) {
  cpng_result result;
  memset(&result, 0, sizeof result);
  if (level == 1 && !filter) {
    /* Level 1, unfiltered (the capture's default): the fast encoder, unless the image would not
     * compress to a quarter of its size with it; then zlib at level 1 below. */
    uint8_t *fast = NULL;
    size_t fast_size = 0;
    if (fast_png_encode(pixels, width, height, pitch, channels, &fast, &fast_size) == 0) {
      if (write_all(fd, fast, fast_size) != 0) {
        result.error = 5;
        result.errno_value = errno;
        set_message(&result, strerror(errno));
      } else {
        result.bytes_written = fast_size;
      }
      free(fast);
      return result;
    }
  }
  int own = dup(fd);
  FILE *file = own >= 0 ? fdopen(own, "wb") : NULL;
  if (!file) {
    if (own >= 0) close(own);
    result.error = 2;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    return result;
  }
  error_context ctx;
  ctx.result = &result;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, on_png_error, on_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    result.error = 3;
    set_message(&result, "out of memory");
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return result;
  }
  if (setjmp(ctx.jump)) {
    result.error = 4;
    if (ferror(file)) result.errno_value = errno;
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return result;
  }
  png_init_io(png, file);
  png_set_compression_level(png, level < 0 ? 1 : (level > 9 ? 9 : level));
  png_set_filter(png, 0, filter ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)pitch));
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  if (fflush(file) != 0 || ferror(file)) {
    result.error = 5;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    fclose(file);
    return result;
  }
  long size = ftell(file);
  if (fclose(file) != 0) {
    result.error = 5;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    return result;
  }
  result.bytes_written = size > 0 ? (size_t)size : 0;
  return result;
}

cpng_result cpng_read_rgba(const char *path, int max_side, uint8_t **pixels, int *width, int *height) {
  cpng_result result;
  memset(&result, 0, sizeof result);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  // The file is opened here, not by libpng, so errno is reported only when opening failed: after
  // a libpng error (not a PNG, a damaged one) errno holds whatever an earlier call left there.
  FILE *file = fopen(path, "rb");
  if (!file) {
    result.error = 2;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    return result;
  }
  if (!png_image_begin_read_from_stdio(&image, file)) {
    fclose(file);
    result.error = 1;
    set_message(&result, image.message);
    return result;
  }
  if (image.width > (png_uint_32)max_side || image.height > (png_uint_32)max_side) {
    png_image_free(&image);
    fclose(file);
    result.error = 5;
    snprintf(result.message, sizeof result.message, "the image is %ux%u pixels, more than %d a side",
             (unsigned)image.width, (unsigned)image.height, max_side);
    return result;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t size = PNG_IMAGE_SIZE(image);
  uint8_t *buffer = malloc(size);
  if (!buffer) {
    png_image_free(&image);
    fclose(file);
    result.error = 3;
    set_message(&result, "out of memory");
    return result;
  }
  if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
    free(buffer);
    fclose(file);
    result.error = 4;
    set_message(&result, image.message);
    return result;
  }
  fclose(file);
  *pixels = buffer;
  *width = (int)image.width;
  *height = (int)image.height;
  return result;
}

void cpng_free(void *p) { free(p); }

/* A tEXt chunk: length, type, key NUL value, CRC over type and data. */
static uint8_t *text_chunk(const char *key, const char *value, size_t *size) {
  size_t key_length = strlen(key), value_length = strlen(value);
  size_t data_length = key_length + 1 + value_length;
  uint8_t *chunk = malloc(data_length + 12);
  if (!chunk) return NULL;
  chunk[0] = (uint8_t)(data_length >> 24);
  chunk[1] = (uint8_t)(data_length >> 16);
  chunk[2] = (uint8_t)(data_length >> 8);
  chunk[3] = (uint8_t)data_length;
  memcpy(chunk + 4, "tEXt", 4);
  memcpy(chunk + 8, key, key_length);
  chunk[8 + key_length] = 0;
  memcpy(chunk + 9 + key_length, value, value_length);
  uLong crc = crc32(0L, chunk + 4, (uInt)(data_length + 4));
  uint8_t *end = chunk + 8 + data_length;
  end[0] = (uint8_t)(crc >> 24);
  end[1] = (uint8_t)(crc >> 16);
  end[2] = (uint8_t)(crc >> 8);
  end[3] = (uint8_t)crc;
  *size = data_length + 12;
  return chunk;
}

cpng_result cpng_encode(const uint8_t *pixels, int width, int height, int channels,
                        const char *text_key, const char *text_value, uint8_t **out, size_t *size) {
  cpng_result result;
  memset(&result, 0, sizeof result);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = channels == 4 ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
  png_alloc_size_t length = 0;
  if (!png_image_write_to_memory(&image, NULL, &length, 0, pixels, 0, NULL)) {
    result.error = 4;
    set_message(&result, image.message);
    return result;
  }
  size_t chunk_size = 0;
  uint8_t *chunk = NULL;
  if (text_key && text_value) {
    chunk = text_chunk(text_key, text_value, &chunk_size);
    if (!chunk) {
      result.error = 3;
      set_message(&result, "out of memory");
      return result;
    }
  }
  uint8_t *buffer = malloc(length + chunk_size);
  if (!buffer) {
    free(chunk);
    result.error = 3;
    set_message(&result, "out of memory");
    return result;
  }
  if (!png_image_write_to_memory(&image, buffer, &length, 0, pixels, 0, NULL)) {
    free(chunk);
    free(buffer);
    result.error = 4;
    set_message(&result, image.message);
    return result;
  }
  if (chunk) {
    /* After the 8-byte signature and the IHDR chunk (25 bytes). */
    size_t at = 8 + 25;
    memmove(buffer + at + chunk_size, buffer + at, length - at);
    memcpy(buffer + at, chunk, chunk_size);
    free(chunk);
  }
  *out = buffer;
  *size = length + chunk_size;
  result.bytes_written = *size;
  return result;
}

cpng_result cpng_decode_rgba(const uint8_t *data, size_t size, int max_side, uint8_t **pixels,
                             int *width, int *height) {
  cpng_result result;
  memset(&result, 0, sizeof result);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    result.error = 1;
    set_message(&result, image.message);
    return result;
  }
  if (image.width > (png_uint_32)max_side || image.height > (png_uint_32)max_side) {
    png_image_free(&image);
    result.error = 5;
    snprintf(result.message, sizeof result.message, "the image is %ux%u pixels, more than %d a side",
             (unsigned)image.width, (unsigned)image.height, max_side);
    return result;
  }
  image.format = PNG_FORMAT_RGBA;
  uint8_t *buffer = malloc(PNG_IMAGE_SIZE(image));
  if (!buffer) {
    png_image_free(&image);
    result.error = 3;
    set_message(&result, "out of memory");
    return result;
  }
  if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
    free(buffer);
    result.error = 4;
    set_message(&result, image.message);
    return result;
  }
  *pixels = buffer;
  *width = (int)image.width;
  *height = (int)image.height;
  return result;
}
