#include "peer_loop.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int peer_window_open(PeerWindow *peer, const char *name, int headless, int want_gl, int vsync,
                     int width, int height) {
  memset(peer, 0, sizeof *peer);
  SDL_SetHint(SDL_HINT_VIDEODRIVER, headless ? "dummy" : "");
  SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    fprintf(stderr, "%s: SDL_Init: %s\n", name, SDL_GetError());
    return 0;
  }
  if (TTF_Init() != 0) {
    fprintf(stderr, "%s: TTF_Init: %s\n", name, SDL_GetError());
    return 0;
  }
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  flags |= headless ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN;
  if (want_gl) flags |= SDL_WINDOW_OPENGL;
  peer->window = SDL_CreateWindow(name, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                                  height, flags);
  if (!peer->window) {
    fprintf(stderr, "%s: SDL_CreateWindow: %s\n", name, SDL_GetError());
    return 0;
  }
  if (want_gl) {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl");
    peer->renderer = SDL_CreateRenderer(
        peer->window, -1, SDL_RENDERER_ACCELERATED | (vsync ? SDL_RENDERER_PRESENTVSYNC : 0));
  } else {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    peer->renderer = SDL_CreateRenderer(peer->window, -1, SDL_RENDERER_SOFTWARE);
  }
  if (!peer->renderer) {
    fprintf(stderr, "%s: SDL_CreateRenderer: %s\n", name, SDL_GetError());
    return 0;
  }
  SDL_GetRendererInfo(peer->renderer, &peer->info);
  peer->is_software = !strcmp(peer->info.name, "software");
  peer->has_vsync =
      !headless && !peer->is_software && (peer->info.flags & SDL_RENDERER_PRESENTVSYNC);
  SDL_DisplayMode mode;
  peer->target_fps = 60;
  if (SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0) {
    peer->target_fps = mode.refresh_rate;
  }
  return 1;
}

double peer_seconds(Uint64 start, double frequency) {
  return (double)(SDL_GetPerformanceCounter() - start) / frequency;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

PeerFrameTimes peer_frame_times(double *durations, int count) {
  PeerFrameTimes times = {0, 0};
  if (count < 1) return times;
  qsort(durations, (size_t)count, sizeof(double), compare_doubles);
  times.median = durations[count / 2];
  int rank = (int)ceil(0.99 * count) - 1;
  if (rank < 0) rank = 0;
  if (rank > count - 1) rank = count - 1;
  times.p99 = durations[rank];
  return times;
}

double peer_rng_unit(Uint64 *state) {
  *state += 0x9E3779B97F4A7C15ULL;
  Uint64 z = *state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  z ^= z >> 31;
  return (double)(z >> 11) / (double)(1ULL << 53);
}

PeerText peer_make_text(SDL_Renderer *renderer, TTF_Font *font, const char *text,
                        SDL_Color color) {
  PeerText result = {NULL, 0, 0};
  SDL_Surface *surface = TTF_RenderUTF8_Blended(font, text, color);
  if (!surface) return result;
  result.texture = SDL_CreateTextureFromSurface(renderer, surface);
  result.width = surface->w;
  result.height = surface->h;
  SDL_FreeSurface(surface);
  if (result.texture) SDL_SetTextureBlendMode(result.texture, SDL_BLENDMODE_BLEND);
  return result;
}

void peer_draw_text(SDL_Renderer *renderer, PeerText text, float x, float y, float w, float h,
                    int centred) {
  if (!text.texture) return;
  float left = centred ? x + (w - (float)text.width) / 2 : x + 4;
  float top = y + (h - (float)text.height) / 2;
  SDL_FRect dst = {roundf(left), roundf(top), (float)text.width, (float)text.height};
  SDL_RenderCopyF(renderer, text.texture, NULL, &dst);
}
