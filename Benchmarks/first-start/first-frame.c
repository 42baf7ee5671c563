// Preloaded into the sandbox by measure.py: when the program presents its first frame
// (SDL_RenderPresent returns, in a window or headless), writes the nanoseconds since
// FIRST_FRAME_START_NS (CLOCK_MONOTONIC, taken by the launcher just before it started the
// process) and the CPU time the process has used (user + system, ns) to the file
// FIRST_FRAME_OUT, and ends the process at once. On a machine other processes load, the CPU
// time is the steadier figure: the wall time then includes waiting for a core.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

typedef struct SDL_Renderer SDL_Renderer;

void SDL_RenderPresent(SDL_Renderer *renderer) {
  void (*present)(SDL_Renderer *) = (void (*)(SDL_Renderer *))dlsym(RTLD_NEXT, "SDL_RenderPresent");
  present(renderer);
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  const char *start = getenv("FIRST_FRAME_START_NS");
  const char *out = getenv("FIRST_FRAME_OUT");
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  long long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL +
                  (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
  if (start && out) {
    FILE *file = fopen(out, "w");
    if (file) {
      fprintf(file, "%lld %lld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec - atoll(start),
              cpu);
      fclose(file);
    }
  }
  _exit(0);
}
