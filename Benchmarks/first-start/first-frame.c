// Preloaded into the sandbox by measure.py: when the program's first frame leaves it, writes the
// nanoseconds since FIRST_FRAME_START_NS (CLOCK_MONOTONIC, taken by the launcher just before it
// started the process) and the CPU time the process has used (user + system, ns) to the file
// FIRST_FRAME_OUT, and ends the process at once. On a machine other processes load, the CPU time
// is the steadier figure: the wall time then includes waiting for a core.
//
// Where a frame leaves the process is caught in shared libraries every build calls, so a build
// with SDL linked statically (the package's) is measured as one with SDL shared:
// - in a window on X11, the frame's pixels go to the X server with XShmPutImage or XPutImage
//   (libX11): SDL's software window and Mesa's software OpenGL both send them so;
// - headless, SDL's dummy video driver saves each presented frame as SDL_windowN-NNNNNNNN.bmp
//   when SDL_VIDEO_DUMMY_SAVE_FRAMES is set (measure.py sets it): its fopen (libc) is the
//   moment the frame was presented; the file is never written.
// With SDL shared, SDL_RenderPresent itself is caught too (whichever comes first ends the run).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

typedef struct SDL_Renderer SDL_Renderer;
typedef struct _XDisplay Display;
typedef unsigned long Drawable;
typedef struct _XGC *GC;
typedef struct _XImage XImage;

static void first_frame(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  const char *start = getenv("FIRST_FRAME_START_NS");
  const char *out = getenv("FIRST_FRAME_OUT");
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  long long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL +
                  (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
  if (start && out) {
    FILE *(*open_file)(const char *, const char *) =
        (FILE * (*)(const char *, const char *)) dlsym(RTLD_NEXT, "fopen");
    FILE *file = open_file(out, "w");
    if (file) {
      fprintf(file, "%lld %lld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec - atoll(start),
              cpu);
      fclose(file);
    }
  }
  _exit(0);
}

void SDL_RenderPresent(SDL_Renderer *renderer) {
  void (*present)(SDL_Renderer *) = (void (*)(SDL_Renderer *))dlsym(RTLD_NEXT, "SDL_RenderPresent");
  present(renderer);
  first_frame();
}

int XPutImage(Display *display, Drawable d, GC gc, XImage *image, int sx, int sy, int dx, int dy,
              unsigned int w, unsigned int h) {
  int (*put)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int) =
      (int (*)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int))
          dlsym(RTLD_NEXT, "XPutImage");
  put(display, d, gc, image, sx, sy, dx, dy, w, h);
  first_frame();
  return 0;
}

int XShmPutImage(Display *display, Drawable d, GC gc, XImage *image, int sx, int sy, int dx, int dy,
                 unsigned int w, unsigned int h, int send_event) {
  int (*put)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int, int) =
      (int (*)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int,
               int))dlsym(RTLD_NEXT, "XShmPutImage");
  put(display, d, gc, image, sx, sy, dx, dy, w, h, send_event);
  first_frame();
  return 0;
}

static int is_dummy_frame(const char *path) {
  const char *name = strrchr(path, '/');
  return strncmp(name ? name + 1 : path, "SDL_window", 10) == 0;
}

FILE *fopen(const char *path, const char *mode) {
  if (path && is_dummy_frame(path)) first_frame();
  FILE *(*open_file)(const char *, const char *) =
      (FILE * (*)(const char *, const char *)) dlsym(RTLD_NEXT, "fopen");
  return open_file(path, mode);
}

FILE *fopen64(const char *path, const char *mode) {
  if (path && is_dummy_frame(path)) first_frame();
  FILE *(*open_file)(const char *, const char *) =
      (FILE * (*)(const char *, const char *)) dlsym(RTLD_NEXT, "fopen64");
  return open_file(path, mode);
}
