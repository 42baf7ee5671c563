// sdl-cairo-loop: the anti-aliased peer of `motion-sandbox --scene stress` for workload (f) of
// Benchmarks/run.sh (issue 30).
//
// The frame of sdl-bare-loop, drawn anti-aliased with Cairo instead of with SDL's own fills:
// plain SDL2 + SDL2_ttf + Cairo, no element tree, no streams. It opens the same window (same
// flags, hints and renderer as MaterialMotionSDL's SDLWindow), moves the 1,000 squares exactly as
// sdl-bare-loop does (the same seed, a tenth of the way to targets that change every second), and
// every frame:
//
//   - locks a streaming texture of the window's size (in the window's pixel format when that is
//     XRGB8888 or ARGB8888, Cairo's RGB24 or ARGB32, so SDL's copy of it converts nothing) and
//     wraps its pixels in a Cairo image surface (when the lock's pitch is not Cairo's stride, it
//     draws into a Cairo image surface of its own and copies that into the locked pixels);
//   - clears to #FAFAFA;
//   - 1,000 12x12 squares with 3 px rounded corners at their sub-pixel positions, each its own
//     path (four arcs) filled on its own, six colours at 85 % alpha, Cairo's default
//     anti-aliasing;
//   - the four visualization strips (black, 20 % alpha) with 100 lines, each a white highlight
//     bar (opaque: its flash restarts every frame) and a 10 px label "#i (x, y)" whose text
//     changes every frame: rasterised with TTF_RenderUTF8_Blended, premultiplied into a Cairo
//     image surface and painted on whole pixels, the surface freed after the frame;
//   - the frame-time readout (13 px label on a translucent bar, re-rasterised every frame) and
//     the scene's hint line (15 px, rasterised once, like the app's text cache keeps it);
//   - unlocks the texture, SDL_RenderCopy of it over the window (no blending), present.
//
// Frame time is measured over the same span as sdl-bare-loop's and SandboxHost.runFrame's: from
// the start of the frame (event polling) to after SDL_RenderPresent, excluding the pacing sleep
// that follows (a window without vsync sleeps to the display rate; headless runs are not paced).
// The last line has the same format as sdl-bare-loop's and motion-sandbox's:
//
//   sdl-cairo-loop: 600 frames (x11/software), frame time median 2.13 ms, p99 3.40 ms
//
// usage: sdl-cairo-loop [--renderer software|opengl] [--no-vsync] [--headless] [--frames N]
//                       [--size WxH] [--font PATH]
//   --frames N  1 to 1,000,000 (default 600)
//   --size WxH  each side 100 to 8192 (default 800x600)

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <peer_loop.h>
#include <cairo/cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SQUARES = 1000, LABELS = 100, STRIPS = 4 };

static void usage(void) {
  fprintf(stderr, "usage: sdl-cairo-loop [--renderer software|opengl] [--no-vsync] [--headless] "
                  "[--frames N (1-1000000)] [--size WxH (100-8192 each)] [--font PATH]\n");
  exit(2);
}

// The whole of `text` as a decimal integer in [low, high], and where it ended; usage() otherwise.
static long parse_long(const char *text, long low, long high, char **end) {
  errno = 0;
  long value = strtol(text, end, 10);
  if (errno != 0 || *end == text || value < low || value > high) usage();
  return value;
}

static int parse_int(const char *text, int low, int high) {
  char *end;
  int value = (int)parse_long(text, low, high, &end);
  if (*end != '\0') usage();
  return value;
}

// "WxH", each side in [100, 8192].
static void parse_size(const char *text, int *width, int *height) {
  char *end;
  *width = (int)parse_long(text, 100, 8192, &end);
  if (*end != 'x') usage();
  const char *rest = end + 1;
  *height = (int)parse_long(rest, 100, 8192, &end);
  if (*end != '\0') usage();
}

typedef struct {
  cairo_surface_t *surface;
  int width, height;
} Text;

// Rasterises `text` with SDL_ttf and premultiplies it into a Cairo ARGB32 image surface.
static Text make_text(TTF_Font *font, const char *text, SDL_Color color) {
  Text result = {NULL, 0, 0};
  SDL_Surface *rendered = TTF_RenderUTF8_Blended(font, text, color);
  if (!rendered) return result;
  SDL_Surface *argb = rendered;
  if (rendered->format->format != SDL_PIXELFORMAT_ARGB8888) {
    argb = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(rendered);
    if (!argb) return result;
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, argb->w, argb->h);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    SDL_FreeSurface(argb);
    return result;
  }
  cairo_surface_flush(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  SDL_LockSurface(argb);
  for (int row = 0; row < argb->h; row++) {
    const Uint32 *from = (const Uint32 *)((const Uint8 *)argb->pixels + row * argb->pitch);
    Uint32 *to = (Uint32 *)(data + row * stride);
    for (int column = 0; column < argb->w; column++) {
      Uint32 p = from[column], a = p >> 24;
      Uint32 r = (((p >> 16) & 0xFF) * a + 127) / 255;
      Uint32 g = (((p >> 8) & 0xFF) * a + 127) / 255;
      Uint32 b = ((p & 0xFF) * a + 127) / 255;
      to[column] = a << 24 | r << 16 | g << 8 | b;
    }
  }
  SDL_UnlockSurface(argb);
  cairo_surface_mark_dirty(surface);
  result.surface = surface;
  result.width = argb->w;
  result.height = argb->h;
  SDL_FreeSurface(argb);
  return result;
}

// Paints `text` in the box (x, y, w, h): left-aligned 4 px in, or centred; vertically centred, on
// whole pixels (as sdl-bare-loop places its label textures).
static void draw_text(cairo_t *cr, Text text, double x, double y, double w, double h,
                      int centred) {
  if (!text.surface) return;
  double left = round(centred ? x + (w - text.width) / 2 : x + 4);
  double top = round(y + (h - text.height) / 2);
  cairo_set_source_surface(cr, text.surface, left, top);
  cairo_rectangle(cr, left, top, text.width, text.height);
  cairo_fill(cr);
}

// A rectangle with corners of radius r, as a closed sub-path.
static void rounded_rectangle(cairo_t *cr, double x, double y, double w, double h, double r) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

// SplitMix64's state, as in the stress scene.
static Uint64 rng_state = 42;

int main(int argc, char **argv) {
  const char *renderer_choice = "software";
  const char *font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  int headless = 0, frames = 600, width = 800, height = 600;
  int vsync = 1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--renderer") && i + 1 < argc) {
      renderer_choice = argv[++i];
    } else if (!strcmp(argv[i], "--headless")) {
      headless = 1;
    } else if (!strcmp(argv[i], "--no-vsync")) {
      vsync = 0;
    } else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      frames = parse_int(argv[++i], 1, 1000000);
    } else if (!strcmp(argv[i], "--font") && i + 1 < argc) {
      font_path = argv[++i];
    } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
      parse_size(argv[++i], &width, &height);
    } else {
      usage();
    }
  }
  int want_gl = !strcmp(renderer_choice, "opengl");
  if (!want_gl && strcmp(renderer_choice, "software")) usage();
  if (headless && want_gl) {
    fprintf(stderr, "sdl-cairo-loop: --headless uses the software renderer, like motion-sandbox\n");
    return 2;
  }

  // The same hints, flags and renderer as SDLWindow (PeerLoop).
  PeerWindow peer;
  if (!peer_window_open(&peer, "sdl-cairo-loop", headless, want_gl, vsync, width, height)) {
    return 1;
  }
  SDL_Window *window = peer.window;
  SDL_Renderer *renderer = peer.renderer;
  SDL_RendererInfo info = peer.info;
  int has_vsync = peer.has_vsync;
  double target_fps = peer.target_fps;

  // The frame: a streaming texture of the renderer's output size, in the window's format when
  // Cairo has it (XRGB8888 is Cairo's RGB24, ARGB8888 its ARGB32), so that copying it to the
  // window converts no pixel; Cairo draws in window points, scaled to the output's pixels.
  int pixel_width = width, pixel_height = height;
  if (SDL_GetRendererOutputSize(renderer, &pixel_width, &pixel_height) != 0) {
    pixel_width = width;
    pixel_height = height;
  }
  Uint32 window_format = SDL_GetWindowPixelFormat(window);
  Uint32 texture_format = window_format == SDL_PIXELFORMAT_RGB888 ? SDL_PIXELFORMAT_RGB888
                                                                  : SDL_PIXELFORMAT_ARGB8888;
  cairo_format_t cairo_format =
      texture_format == SDL_PIXELFORMAT_RGB888 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32;
  SDL_Texture *frame_texture = SDL_CreateTexture(renderer, texture_format,
                                                 SDL_TEXTUREACCESS_STREAMING, pixel_width,
                                                 pixel_height);
  if (!frame_texture) {
    fprintf(stderr, "sdl-cairo-loop: SDL_CreateTexture: %s\n", SDL_GetError());
    return 1;
  }
  SDL_SetTextureBlendMode(frame_texture, SDL_BLENDMODE_NONE);
  int cairo_stride = cairo_format_stride_for_width(cairo_format, pixel_width);
  // Only when a lock's pitch is not Cairo's stride: drawn here, then copied into the lock.
  cairo_surface_t *own_surface = NULL;
  int copies = 0;

  TTF_Font *label_font = TTF_OpenFont(font_path, 10);
  TTF_Font *readout_font = TTF_OpenFont(font_path, 13);
  TTF_Font *hint_font = TTF_OpenFont(font_path, 15);
  if (!label_font || !readout_font || !hint_font) {
    fprintf(stderr, "sdl-cairo-loop: cannot open font %s: %s\n", font_path, SDL_GetError());
    return 1;
  }

  // Squares: position, target, colour (as sdl-bare-loop).
  static const Uint32 palette[6] = {0x6200EE, 0x03DAC6, 0xFF0266, 0x3700B3, 0xFFB300, 0x018786};
  static double x[SQUARES], y[SQUARES], tx[SQUARES], ty[SQUARES];
  double w = width, h = height;
  for (int i = 0; i < SQUARES; i++) {
    x[i] = peer_rng_unit(&rng_state) * w;
    y[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
    tx[i] = peer_rng_unit(&rng_state) * w;
    ty[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
  }
  // Strips along the bottom edge, 25 lines of 13 px each (VisualizationElement's 1.3 x 10 pt).
  const double line_height = 13;
  const int lines_per_strip = LABELS / STRIPS;
  const double strip_width = w / (double)STRIPS;
  const double strip_top = h - line_height * lines_per_strip;

  SDL_Color black = {0, 0, 0, 255}, white = {255, 255, 255, 255}, hint_color = {51, 51, 51, 255};
  Text hint = make_text(hint_font,
                        "stress \xE2\x80\x94 1,000 springs and 100 visualized streams; the frame "
                        "time is at the top left.",
                        hint_color);
  Text frame_texts[LABELS + 1];
  char text[160];

  double *durations = malloc(sizeof(double) * (size_t)frames);
  if (!durations) {
    fprintf(stderr, "sdl-cairo-loop: out of memory\n");
    return 1;
  }
  Uint64 start = SDL_GetPerformanceCounter();
  double frequency = (double)SDL_GetPerformanceFrequency();
  int quit = 0, made = 0;
  while (!quit && made < frames) {
    double frame_start = peer_seconds(start, frequency);
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
      if (event.type == SDL_QUIT) quit = 1;
    }

    // Trivial motion, as sdl-bare-loop's: every square eases a tenth of the way to its target;
    // new targets every second.
    if (made % 60 == 0 && made > 0) {
      for (int i = 0; i < SQUARES; i++) {
        tx[i] = peer_rng_unit(&rng_state) * w;
        ty[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
      }
    }
    for (int i = 0; i < SQUARES; i++) {
      x[i] += (tx[i] - x[i]) * 0.1;
      y[i] += (ty[i] - y[i]) * 0.1;
    }

    void *pixels;
    int pitch;
    if (SDL_LockTexture(frame_texture, NULL, &pixels, &pitch) != 0) {
      fprintf(stderr, "sdl-cairo-loop: SDL_LockTexture: %s\n", SDL_GetError());
      return 1;
    }
    cairo_surface_t *surface;
    if (pitch == cairo_stride) {
      surface = cairo_image_surface_create_for_data(pixels, cairo_format, pixel_width,
                                                    pixel_height, pitch);
    } else {
      if (!own_surface) {
        own_surface = cairo_image_surface_create(cairo_format, pixel_width, pixel_height);
      }
      surface = cairo_surface_reference(own_surface);
    }
    cairo_t *cr = cairo_create(surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "sdl-cairo-loop: cairo: %s\n", cairo_status_to_string(cairo_status(cr)));
      return 1;
    }
    if (pixel_width != width || pixel_height != height) {
      cairo_scale(cr, (double)pixel_width / width, (double)pixel_height / height);
    }

    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgb(cr, 0xFA / 255.0, 0xFA / 255.0, 0xFA / 255.0);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    for (int i = 0; i < SQUARES; i++) {
      Uint32 c = palette[i % 6];
      cairo_set_source_rgba(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0,
                            (c & 0xFF) / 255.0, 0.85);
      rounded_rectangle(cr, x[i] - 6, y[i] - 6, 12, 12, 3);
      cairo_fill(cr);
    }
    for (int s = 0; s < STRIPS; s++) {
      cairo_set_source_rgba(cr, 0, 0, 0, 0.2);
      cairo_rectangle(cr, s * strip_width, strip_top, strip_width, line_height * lines_per_strip);
      cairo_fill(cr);
    }
    for (int i = 0; i < LABELS; i++) {
      double lx = (i % STRIPS) * strip_width;
      double ly = strip_top + (i / STRIPS) * line_height;
      // The highlight flashes restart on every text change, so they are at full opacity when
      // drawn: opaque white (Cairo draws an opaque OVER as a plain fill).
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_rectangle(cr, lx, ly, strip_width, line_height);
      cairo_fill(cr);
      snprintf(text, sizeof text, "#%d (%.16g, %.16g)", i, x[i], y[i]);
      frame_texts[i] = make_text(label_font, text, black);
      draw_text(cr, frame_texts[i], lx, ly, strip_width, line_height, 0);
    }
    cairo_set_source_rgba(cr, 0, 0, 0, 166 / 255.0);
    cairo_rectangle(cr, 8, 36, 430, 22);
    cairo_fill(cr);
    double last = made > 0 ? durations[made - 1] : 0;
    snprintf(text, sizeof text, "frame %.1f ms (median %.1f, p99 %.1f) \xC2\xB7 %d elements "
                                "\xC2\xB7 %s",
             last, last, last, SQUARES + 2 * LABELS + STRIPS + 2, info.name);
    frame_texts[LABELS] = make_text(readout_font, text, white);
    draw_text(cr, frame_texts[LABELS], 8, 36, 430, 22, 0);
    draw_text(cr, hint, 0, 8, w, 24, 1);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    if (surface == own_surface) {
      const unsigned char *from = cairo_image_surface_get_data(own_surface);
      int row_bytes = pixel_width * 4;
      for (int row = 0; row < pixel_height; row++) {
        memcpy((Uint8 *)pixels + (size_t)row * (size_t)pitch,
               from + (size_t)row * (size_t)cairo_stride, (size_t)row_bytes);
      }
      copies++;
    }
    cairo_surface_destroy(surface);
    SDL_UnlockTexture(frame_texture);
    SDL_RenderCopy(renderer, frame_texture, NULL, NULL);
    SDL_RenderPresent(renderer);
    for (int i = 0; i <= LABELS; i++) {
      if (frame_texts[i].surface) cairo_surface_destroy(frame_texts[i].surface);
    }

    double elapsed = peer_seconds(start, frequency) - frame_start;
    durations[made++] = elapsed * 1000;
    if (!headless && !has_vsync) {
      double remaining = 1 / target_fps - (peer_seconds(start, frequency) - frame_start);
      if (remaining > 0.0005) SDL_Delay((Uint32)(remaining * 1000));
    }
  }

  PeerFrameTimes times = peer_frame_times(durations, made);
  double median = times.median, p99 = times.p99;
  printf("sdl-cairo-loop: cairo %s, %s texture %dx%d (window %s), %s\n", cairo_version_string(),
         SDL_GetPixelFormatName(texture_format), pixel_width, pixel_height,
         SDL_GetPixelFormatName(window_format),
         copies ? "drawn in Cairo's own surface and copied (the lock's pitch differed)"
                : "drawn in the locked pixels");
  printf("sdl-cairo-loop: %d frames (%s/%s), frame time median %.2f ms, p99 %.2f ms\n", made,
         SDL_GetCurrentVideoDriver(), info.name, median, p99);
  if (hint.surface) cairo_surface_destroy(hint.surface);
  if (own_surface) cairo_surface_destroy(own_surface);
  SDL_DestroyTexture(frame_texture);
  TTF_CloseFont(label_font);
  TTF_CloseFont(readout_font);
  TTF_CloseFont(hint_font);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  TTF_Quit();
  SDL_Quit();
  free(durations);
  return 0;
}
