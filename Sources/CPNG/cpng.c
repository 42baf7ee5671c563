#include "cpng.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

cpng_result cpng_write_file(const char *path, const uint8_t *pixels, int width, int height,
                            int pitch, int channels, int level, int filter) {
  cpng_result result;
  memset(&result, 0, sizeof result);
  char tmp[4096];
  if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
    result.error = 1;
    set_message(&result, "path too long");
    return result;
  }
  FILE *file = fopen(tmp, "wb");
  if (!file) {
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
    remove(tmp);
    return result;
  }
  if (setjmp(ctx.jump)) {
    result.error = 4;
    if (ferror(file)) result.errno_value = errno;
    png_destroy_write_struct(&png, &info);
    fclose(file);
    remove(tmp);
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
    remove(tmp);
    return result;
  }
  long size = ftell(file);
  if (fclose(file) != 0) {
    result.error = 5;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    remove(tmp);
    return result;
  }
  if (rename(tmp, path) != 0) {
    result.error = 6;
    result.errno_value = errno;
    set_message(&result, strerror(errno));
    remove(tmp);
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
