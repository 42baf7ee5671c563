// sdl-image-grid: the peer of `motion-sandbox --scene photo-album` for workload (m) of
// Benchmarks/run.sh.
//
// Plain SDL2 + SDL2_image + SDL2_ttf, no element tree: it opens the same window as sdl-bare-loop
// (same flags, hints and renderer as MaterialMotionSDL's SDLWindow), loads the 12 photos once
// (IMG_Load, SDL_CreateTextureFromSurface) and, every frame, draws what the photo-album scene
// shows with N photos:
//
//   - clear to #FAFAFA;
//   - N photos on the album's grid (PhotoGrid in the sandbox): in the area the scene leaves free,
//     the window less 56 px at the top (title and keys) and 24 px at the bottom (the
//     visualization strip), W x A with A = H - 80, spacing s = 4 px: of c = 1...N columns the
//     one whose square cell side min((W - (c+1)s)/c, (A - (r+1)s)/r), r = ceil(N/c), is largest,
//     ties to the fewer columns; the side floored to whole pixels; the grid spread over the
//     area, what is left of each direction shared evenly by its gaps (the two margins and the
//     gaps between cells), floored at each cell: cell i at column k = i % c, row j = i / c,
//     origin (floor((k+1)(W - c side)/(c+1)) + k side, 56 + floor((j+1)(A - r side)/(r+1))
//     + j side); photo i is photo-(i % 12).png stretched over its cell with SDL_RenderCopyF;
//   - the text the sandbox shows over the scene, each line rasterised once (the app's text
//     changes in none of them, so it rasterises each once too): the scene's name and hint
//     (15 px, centred at the top), the keys line under it (11 px), and the visualization strip
//     along the bottom (20 % black, one 14 px line "transition: atRest"). The scene has no
//     frame-time readout;
//   - present.
//
// Frame time spans the same part of a frame as sdl-bare-loop's (event polling to after
// SDL_RenderPresent, without the pacing sleep), and the last line has the same format:
//
//   sdl-image-grid: 600 frames (x11/software), frame time median 2.13 ms, p99 3.40 ms
//
// usage: sdl-image-grid --images DIR [--photos N] [--renderer software|opengl] [--no-vsync]
//                       [--headless] [--frames N] [--size WxH] [--font PATH] [--hint TEXT]
//                       [--print-grid]
//   --print-grid  print the grid (columns, rows, side, where the columns and rows start) and
//                 exit without opening a window.
//   --hint TEXT   the title line (default: the photo-album scene's name and hint).
//   --blend       draw the photos blended (SDL_BLENDMODE_BLEND, as the sandbox's image cache
//                 sets on every image) instead of as SDL_CreateTextureFromSurface makes them
//                 from an opaque PNG (no blending);
//   --geometry    draw each photo as two textured triangles (SDL_RenderGeometry, white vertices,
//                 as the sandbox draws a scaled image) instead of SDL_RenderCopyF;
//   --format F    make the textures from surfaces converted to F: abgr8888 (the sandbox's
//                 RGBA bytes), argb8888, xrgb8888 or xbgr8888, instead of the 24-bit RGB ones
//                 IMG_Load returns. The three are for finding out what a difference costs;
//                 run.sh uses none of them.

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <peer_loop.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PHOTO_FILES = 12, SPACING = 4, TOP_INSET = 56, BOTTOM_INSET = 24 };

static void usage(void) {
  fprintf(stderr, "usage: sdl-image-grid --images DIR [--photos N] [--renderer software|opengl] "
                  "[--no-vsync] [--headless] [--frames N] [--size WxH] [--font PATH] "
                  "[--hint TEXT] [--print-grid] [--blend] [--geometry] [--format F]\n");
  exit(2);
}

// The album's grid for `count` photos in a width x height window: its columns and cell side.
static void grid(int count, int width, int height, int *columns, int *side) {
  double best = -1;
  *columns = 1;
  for (int c = 1; c <= count; c++) {
    int r = (count + c - 1) / c;
    double across = (double)(width - (c + 1) * SPACING) / c;
    double down = (double)(height - (r + 1) * SPACING) / r;
    double cell = across < down ? across : down;
    if (cell > best) {
      best = cell;
      *columns = c;
    }
  }
  *side = best > 0 ? (int)floor(best) : 0;
}

// Where cell k of n cells of `side` starts along `length`: what is left of it shared evenly by
// the n + 1 gaps, floored (PhotoGrid.frame(of:)).
static int spread(int k, int n, int side, int length) {
  int free = length - n * side;
  if (free < 0) free = 0;
  return (k + 1) * free / (n + 1) + k * side;
}


int main(int argc, char **argv) {
  const char *renderer_choice = "software";
  const char *font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  const char *images = NULL;
  const char *hint_text = "photo-album \xE2\x80\x94 Tap a photo to open it; tap, drag down or pinch "
                          "it closed to put it back.";
  const char *keys_text = "Esc quit \xC2\xB7 1\xE2\x80\x93" "9 scenes \xC2\xB7 P pause \xC2\xB7 N step "
                          "\xC2\xB7 S slow motion \xC2\xB7 G plots \xC2\xB7 T tune \xC2\xB7 F1 frame "
                          "time \xC2\xB7 F12 screenshot";
  int headless = 0, frames = 600, width = 800, height = 600, photos = 100, print_grid = 0;
  int vsync = 1, blend = 0, geometry = 0;
  Uint32 format = SDL_PIXELFORMAT_UNKNOWN;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--renderer") && i + 1 < argc) {
      renderer_choice = argv[++i];
    } else if (!strcmp(argv[i], "--images") && i + 1 < argc) {
      images = argv[++i];
    } else if (!strcmp(argv[i], "--photos") && i + 1 < argc) {
      photos = atoi(argv[++i]);
    } else if (!strcmp(argv[i], "--headless")) {
      headless = 1;
    } else if (!strcmp(argv[i], "--no-vsync")) {
      vsync = 0;
    } else if (!strcmp(argv[i], "--blend")) {
      blend = 1;
    } else if (!strcmp(argv[i], "--geometry")) {
      geometry = 1;
    } else if (!strcmp(argv[i], "--format") && i + 1 < argc) {
      const char *name = argv[++i];
      format = !strcmp(name, "abgr8888")   ? SDL_PIXELFORMAT_ABGR8888
               : !strcmp(name, "argb8888") ? SDL_PIXELFORMAT_ARGB8888
               : !strcmp(name, "xrgb8888") ? SDL_PIXELFORMAT_RGB888
               : !strcmp(name, "xbgr8888") ? SDL_PIXELFORMAT_BGR888
                                           : SDL_PIXELFORMAT_UNKNOWN;
      if (format == SDL_PIXELFORMAT_UNKNOWN) usage();
    } else if (!strcmp(argv[i], "--print-grid")) {
      print_grid = 1;
    } else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      frames = atoi(argv[++i]);
    } else if (!strcmp(argv[i], "--font") && i + 1 < argc) {
      font_path = argv[++i];
    } else if (!strcmp(argv[i], "--hint") && i + 1 < argc) {
      hint_text = argv[++i];
    } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
      if (sscanf(argv[++i], "%dx%d", &width, &height) != 2) usage();
    } else {
      usage();
    }
  }
  int want_gl = !strcmp(renderer_choice, "opengl");
  if ((!want_gl && strcmp(renderer_choice, "software")) || frames < 1 || width < 100 ||
      height < 100 || photos < 1 || (!images && !print_grid)) {
    usage();
  }
  int columns, side, area = height - TOP_INSET - BOTTOM_INSET;
  grid(photos, width, area, &columns, &side);
  int rows = (photos + columns - 1) / columns;
  if (print_grid) {
    printf("sdl-image-grid: %d photos in %dx%d (grid area %dx%d): %d columns, %d rows, side %d\n",
           photos, width, height, width, area, columns, rows, side);
    printf("sdl-image-grid: columns at x");
    for (int k = 0; k < columns; k++) printf(" %d", spread(k, columns, side, width));
    printf(", rows at y");
    for (int j = 0; j < rows; j++) printf(" %d", TOP_INSET + spread(j, rows, side, area));
    printf("\n");
    return 0;
  }
  if (headless && want_gl) {
    fprintf(stderr, "sdl-image-grid: --headless uses the software renderer, like motion-sandbox\n");
    return 2;
  }

  // The same hints, flags and renderer as SDLWindow (PeerLoop).
  PeerWindow peer;
  if (!peer_window_open(&peer, "sdl-image-grid", headless, want_gl, vsync, width, height)) {
    return 1;
  }
  SDL_Window *window = peer.window;
  SDL_Renderer *renderer = peer.renderer;
  SDL_RendererInfo info = peer.info;
  int has_vsync = peer.has_vsync;
  double target_fps = peer.target_fps;
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);

  // The photos, decoded once.
  SDL_Texture *textures[PHOTO_FILES];
  long decoded_bytes = 0;
  for (int i = 0; i < PHOTO_FILES; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/photo-%02d.png", images, i);
    SDL_Surface *surface = IMG_Load(path);
    if (!surface) {
      fprintf(stderr, "sdl-image-grid: cannot load %s: %s\n", path, IMG_GetError());
      return 1;
    }
    if (format != SDL_PIXELFORMAT_UNKNOWN) {
      SDL_Surface *converted = SDL_ConvertSurfaceFormat(surface, format, 0);
      SDL_FreeSurface(surface);
      surface = converted;
    }
    textures[i] = SDL_CreateTextureFromSurface(renderer, surface);
    decoded_bytes += (long)surface->pitch * surface->h;
    SDL_FreeSurface(surface);
    if (!textures[i]) {
      fprintf(stderr, "sdl-image-grid: cannot make a texture of %s: %s\n", path, SDL_GetError());
      return 1;
    }
    if (blend) SDL_SetTextureBlendMode(textures[i], SDL_BLENDMODE_BLEND);
    if (i == 0 && getenv("SDL_IMAGE_GRID_VERBOSE")) {
      Uint32 texture_format;
      SDL_BlendMode mode;
      SDL_QueryTexture(textures[0], &texture_format, NULL, NULL, NULL);
      SDL_GetTextureBlendMode(textures[0], &mode);
      fprintf(stderr, "sdl-image-grid: textures %s, blend mode %d; renderer's first format %s\n",
              SDL_GetPixelFormatName(texture_format), (int)mode,
              SDL_GetPixelFormatName(info.texture_formats[0]));
    }
  }
  SDL_FRect *cells = malloc(sizeof(SDL_FRect) * (size_t)photos);
  for (int i = 0; i < photos; i++) {
    int col = i % columns, row = i / columns;
    cells[i] = (SDL_FRect){(float)spread(col, columns, side, width),
                           (float)(TOP_INSET + spread(row, rows, side, area)), (float)side,
                           (float)side};
  }

  TTF_Font *hint_font = TTF_OpenFont(font_path, 15);
  TTF_Font *keys_font = TTF_OpenFont(font_path, 11);
  TTF_Font *strip_font = TTF_OpenFont(font_path, 14);
  if (!hint_font || !keys_font || !strip_font) {
    fprintf(stderr, "sdl-image-grid: cannot open font %s: %s\n", font_path, SDL_GetError());
    return 1;
  }
  SDL_Color black = {0, 0, 0, 255}, hint_color = {51, 51, 51, 255}, keys_color = {102, 102, 102, 255};
  PeerText hint = peer_make_text(renderer, hint_font, hint_text, hint_color);
  PeerText keys = peer_make_text(renderer, keys_font, keys_text, keys_color);
  PeerText strip_label = peer_make_text(renderer, strip_font, "transition: atRest", black);
  // VisualizationElement: one line of 14 x 1.3 points along the bottom edge.
  const float strip_height = 14 * 1.3f;
  SDL_FRect strip = {0, (float)height - strip_height, (float)width, strip_height};

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
    SDL_SetRenderDrawColor(renderer, 0xFA, 0xFA, 0xFA, 0xFF);
    SDL_RenderClear(renderer);
    for (int i = 0; i < photos; i++) {
      if (geometry) {
        static const int indices[6] = {0, 1, 2, 0, 2, 3};
        SDL_FRect c = cells[i];
        SDL_Color white = {255, 255, 255, 255};
        SDL_Vertex quad[4] = {{{c.x, c.y}, white, {0, 0}},
                              {{c.x + c.w, c.y}, white, {1, 0}},
                              {{c.x + c.w, c.y + c.h}, white, {1, 1}},
                              {{c.x, c.y + c.h}, white, {0, 1}}};
        SDL_RenderGeometry(renderer, textures[i % PHOTO_FILES], quad, 4, indices, 6);
      } else {
        SDL_RenderCopyF(renderer, textures[i % PHOTO_FILES], NULL, &cells[i]);
      }
    }
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 51);
    SDL_RenderFillRectF(renderer, &strip);
    peer_draw_text(renderer, strip_label, strip.x, strip.y, strip.w, strip.h, 0);
    peer_draw_text(renderer, hint, 0, 8, (float)width, 24, 1);
    peer_draw_text(renderer, keys, 0, 30, (float)width, 16, 1);
    SDL_RenderPresent(renderer);

    double elapsed = peer_seconds(start, frequency) - frame_start;
    durations[made++] = elapsed * 1000;
    if (!headless && !has_vsync) {
      double remaining = 1 / target_fps - (peer_seconds(start, frequency) - frame_start);
      if (remaining > 0.0005) SDL_Delay((Uint32)(remaining * 1000));
    }
  }

  PeerFrameTimes times = peer_frame_times(durations, made);
  double median = times.median, p99 = times.p99;
  printf("sdl-image-grid: %d photos from %d files, %ld bytes decoded\n", photos, PHOTO_FILES,
         decoded_bytes);
  printf("sdl-image-grid: %d frames (%s/%s), frame time median %.2f ms, p99 %.2f ms\n", made,
         SDL_GetCurrentVideoDriver(), info.name, median, p99);
  for (int i = 0; i < PHOTO_FILES; i++) SDL_DestroyTexture(textures[i]);
  PeerText texts[] = {hint, keys, strip_label};
  for (int i = 0; i < 3; i++) {
    if (texts[i].texture) SDL_DestroyTexture(texts[i].texture);
  }
  TTF_CloseFont(hint_font);
  TTF_CloseFont(keys_font);
  TTF_CloseFont(strip_font);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  TTF_Quit();
  SDL_Quit();
  free(durations);
  free(cells);
  return 0;
}
