// sdl-bare-loop: the peer of `motion-sandbox --scene stress` for workload (f) of Benchmarks/run.sh.
//
// Plain SDL2 + SDL2_ttf, no element tree, no streams: it opens the same window (same flags,
// hints and renderer as MaterialMotionSDL's SDLWindow) and, every frame, moves 1,000 squares with
// a trivial motion and draws what the stress scene shows:
//
//   - clear to #FAFAFA;
//   - 1,000 12x12 squares, SDL_RenderFillRectF, blended, six colours at 85 % alpha;
//   - the four visualization strips (black, 20 % alpha) with 100 lines, each a white highlight
//     bar (opaque: its flash restarts every frame) and a 10 px label "#i (x, y)" whose text changes every frame: rasterised with
//     TTF_RenderUTF8_Blended, turned into a texture with SDL_CreateTextureFromSurface, drawn, and
//     destroyed after the frame is presented;
//   - the frame-time readout (13 px label on a translucent bar, re-rasterised every frame) and
//     the scene's hint line (15 px, rasterised once, like the app's text cache keeps it);
//   - present.
//
// Frame time is measured over the same span as SandboxHost.runFrame: from the start of the frame
// (event polling) to after SDL_RenderPresent, excluding the pacing sleep that follows (a window
// without vsync sleeps to the display rate; headless runs are not paced). The last line has the
// same format as motion-sandbox's:
//
//   sdl-bare-loop: 600 frames (x11/software), frame time median 2.13 ms, p99 3.40 ms
//
// usage: sdl-bare-loop [--renderer software|opengl] [--no-vsync] [--headless] [--frames N] [--size WxH]
//                      [--font PATH] [--minimal] [--squares N]
//   --squares N  move and draw N squares (1 to 100,000; default 1,000, the stress scene's), the
//                peer of workload (s)'s `--set stress.squares=N`.
//   --minimal  draw only the squares and the 100 labels (no strips, highlight bars, readout or
//              hint), to see what the rest costs.

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <peer_loop.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SQUARES = 100000, LABELS = 100, STRIPS = 4 };
static int squares = 1000;

static void usage(void) {
  fprintf(stderr, "usage: sdl-bare-loop [--renderer software|opengl] [--no-vsync] [--headless] [--frames N] "
                  "[--size WxH] [--font PATH] [--minimal] [--squares N]\n");
  exit(2);
}


// SplitMix64's state, as in the stress scene.
static Uint64 rng_state = 42;

int main(int argc, char **argv) {
  const char *renderer_choice = "software";
  const char *font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  int headless = 0, frames = 600, width = 800, height = 600, minimal = 0;
  int vsync = 1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--renderer") && i + 1 < argc) {
      renderer_choice = argv[++i];
    } else if (!strcmp(argv[i], "--headless")) {
      headless = 1;
    } else if (!strcmp(argv[i], "--no-vsync")) {
      vsync = 0;
    } else if (!strcmp(argv[i], "--minimal")) {
      minimal = 1;
    } else if (!strcmp(argv[i], "--squares") && i + 1 < argc) {
      char *end;
      long n = strtol(argv[++i], &end, 10);
      if (*end || n < 1 || n > MAX_SQUARES) usage();
      squares = (int)n;
    } else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      frames = atoi(argv[++i]);
    } else if (!strcmp(argv[i], "--font") && i + 1 < argc) {
      font_path = argv[++i];
    } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
      if (sscanf(argv[++i], "%dx%d", &width, &height) != 2) usage();
    } else {
      usage();
    }
  }
  int want_gl = !strcmp(renderer_choice, "opengl");
  if ((!want_gl && strcmp(renderer_choice, "software")) || frames < 1 || width < 100 ||
      height < 100) {
    usage();
  }
  if (headless && want_gl) {
    fprintf(stderr, "sdl-bare-loop: --headless uses the software renderer, like motion-sandbox\n");
    return 2;
  }

  // The same hints, flags and renderer as SDLWindow (PeerLoop).
  PeerWindow peer;
  if (!peer_window_open(&peer, "sdl-bare-loop", headless, want_gl, vsync, width, height)) {
    return 1;
  }
  SDL_Window *window = peer.window;
  SDL_Renderer *renderer = peer.renderer;
  SDL_RendererInfo info = peer.info;
  int has_vsync = peer.has_vsync;
  double target_fps = peer.target_fps;
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);

  TTF_Font *label_font = TTF_OpenFont(font_path, 10);
  TTF_Font *readout_font = TTF_OpenFont(font_path, 13);
  TTF_Font *hint_font = TTF_OpenFont(font_path, 15);
  if (!label_font || !readout_font || !hint_font) {
    fprintf(stderr, "sdl-bare-loop: cannot open font %s: %s\n", font_path, SDL_GetError());
    return 1;
  }

  // Squares: position, target, colour.
  static const Uint32 palette[6] = {0x6200EE, 0x03DAC6, 0xFF0266, 0x3700B3, 0xFFB300, 0x018786};
  static double x[MAX_SQUARES], y[MAX_SQUARES], tx[MAX_SQUARES], ty[MAX_SQUARES];
  double w = width, h = height;
  for (int i = 0; i < squares; i++) {
    x[i] = peer_rng_unit(&rng_state) * w;
    y[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
    tx[i] = peer_rng_unit(&rng_state) * w;
    ty[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
  }
  // Strips along the bottom edge, 25 lines of 13 px each (VisualizationElement's 1.3 x 10 pt).
  const float line_height = 13;
  const int lines_per_strip = LABELS / STRIPS;
  const float strip_width = (float)(w / STRIPS);
  const float strip_top = (float)h - line_height * (float)lines_per_strip;

  SDL_Color black = {0, 0, 0, 255}, white = {255, 255, 255, 255}, hint_color = {51, 51, 51, 255};
  PeerText hint = peer_make_text(renderer, hint_font,
                        "stress \xE2\x80\x94 1,000 springs and 100 visualized streams; the frame "
                        "time is at the top left.",
                        hint_color);
  PeerText frame_texts[LABELS + 1];
  char text[160];

  double *durations = malloc(sizeof(double) * (size_t)frames);
  Uint64 start = SDL_GetPerformanceCounter();
  double frequency = (double)SDL_GetPerformanceFrequency();
  int quit = 0, made = 0;
  while (!quit && made < frames) {
    double frame_start = peer_seconds(start, frequency);
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
      if (event.type == SDL_QUIT) quit = 1;
    }

    // Trivial motion: every square eases a tenth of the way to its target; new targets every
    // second.
    if (made % 60 == 0 && made > 0) {
      for (int i = 0; i < squares; i++) {
        tx[i] = peer_rng_unit(&rng_state) * w;
        ty[i] = 40 + peer_rng_unit(&rng_state) * (h - 40);
      }
    }
    for (int i = 0; i < squares; i++) {
      x[i] += (tx[i] - x[i]) * 0.1;
      y[i] += (ty[i] - y[i]) * 0.1;
    }

    SDL_SetRenderDrawColor(renderer, 0xFA, 0xFA, 0xFA, 0xFF);
    SDL_RenderClear(renderer);
    for (int i = 0; i < squares; i++) {
      Uint32 c = palette[i % 6];
      SDL_SetRenderDrawColor(renderer, (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 217);
      SDL_FRect r = {(float)x[i] - 6, (float)y[i] - 6, 12, 12};
      SDL_RenderFillRectF(renderer, &r);
    }
    for (int s = 0; s < STRIPS && !minimal; s++) {
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 51);
      SDL_FRect r = {(float)s * strip_width, strip_top, strip_width,
                     line_height * (float)lines_per_strip};
      SDL_RenderFillRectF(renderer, &r);
    }
    for (int i = 0; i < LABELS; i++) {
      float lx = (float)(i % STRIPS) * strip_width;
      float ly = strip_top + (float)(i / STRIPS) * line_height;
      if (!minimal) {
        // The highlight flashes restart on every text change, so they are at full opacity when
        // drawn: opaque, drawn without blending (as the app's renderer draws opaque fills).
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_FRect r = {lx, ly, strip_width, line_height};
        SDL_RenderFillRectF(renderer, &r);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
      }
      snprintf(text, sizeof text, "#%d (%.16g, %.16g)", i, x[i], y[i]);
      frame_texts[i] = peer_make_text(renderer, label_font, text, black);
      peer_draw_text(renderer, frame_texts[i], lx, ly, strip_width, line_height, 0);
    }
    frame_texts[LABELS].texture = NULL;
    if (!minimal) {
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 166);
      SDL_FRect bar = {8, 36, 430, 22};
      SDL_RenderFillRectF(renderer, &bar);
      double last = made > 0 ? durations[made - 1] : 0;
      snprintf(text, sizeof text, "frame %.1f ms (median %.1f, p99 %.1f) \xC2\xB7 %d elements "
                                  "\xC2\xB7 %s",
               last, last, last, squares + 2 * LABELS + STRIPS + 2, info.name);
      frame_texts[LABELS] = peer_make_text(renderer, readout_font, text, white);
      peer_draw_text(renderer, frame_texts[LABELS], 8, 36, 430, 22, 0);
      peer_draw_text(renderer, hint, 0, 8, (float)w, 24, 1);
    }
    SDL_RenderPresent(renderer);
    for (int i = 0; i <= LABELS; i++) {
      if (frame_texts[i].texture) SDL_DestroyTexture(frame_texts[i].texture);
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
  printf("sdl-bare-loop: %d frames (%s/%s), frame time median %.2f ms, p99 %.2f ms\n", made,
         SDL_GetCurrentVideoDriver(), info.name, median, p99);
  if (hint.texture) SDL_DestroyTexture(hint.texture);
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
