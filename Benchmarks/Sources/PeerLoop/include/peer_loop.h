// What the C peers of the app workloads (sdl-bare-loop, sdl-cairo-loop, sdl-image-grid) share:
// the window and renderer made as MaterialMotionSDL's SDLWindow makes them, the frame clock, the
// summary of frame times, and the texts drawn through an SDL renderer. One copy, so the peers
// cannot drift apart in how they open, time and report.
#ifndef PEER_LOOP_H
#define PEER_LOOP_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

// A peer's window and renderer.
typedef struct {
  SDL_Window *window;
  SDL_Renderer *renderer;
  SDL_RendererInfo info;
  // Whether SDL gave its software renderer.
  int is_software;
  // Whether presenting waits for the display (never headless or on the software renderer).
  int has_vsync;
  // The display's refresh rate (60 when SDL does not know it): the rate a window without vsync
  // paces itself to.
  double target_fps;
} PeerWindow;

// Initialises SDL's video and events and SDL_ttf, then opens a `width` × `height` window titled
// `name` and its renderer, with SDLWindow's hints and flags: hidden on SDL's dummy driver when
// `headless`, OpenGL (with vsync when `vsync`) when `want_gl`, else SDL's software renderer.
// Returns 0 after printing "name: what failed: SDL's error" on stderr.
int peer_window_open(PeerWindow *peer, const char *name, int headless, int want_gl, int vsync,
                     int width, int height);

// Seconds since the performance counter read `start`.
double peer_seconds(Uint64 start, double frequency);

// The median and 99th percentile of `count` frame times (sorted in place; 0 when none).
typedef struct {
  double median, p99;
} PeerFrameTimes;
PeerFrameTimes peer_frame_times(double *durations, int count);

// The next number in [0, 1) of SplitMix64 from `state`, as the stress scene draws its numbers.
double peer_rng_unit(Uint64 *state);

// A line of text rasterised once into a blended texture.
typedef struct {
  SDL_Texture *texture;
  int width, height;
} PeerText;

// Rasterises `text` with TTF_RenderUTF8_Blended and makes a blended texture of it (no texture
// when either fails).
PeerText peer_make_text(SDL_Renderer *renderer, TTF_Font *font, const char *text,
                        SDL_Color color);

// Draws `text` in the box (x, y, w, h): left-aligned 4 px in, or centred; vertically centred, on
// whole pixels.
void peer_draw_text(SDL_Renderer *renderer, PeerText text, float x, float y, float w, float h,
                    int centred);

#endif
