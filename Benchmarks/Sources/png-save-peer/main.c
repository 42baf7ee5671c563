// png-save-peer: the peer of `motion-sandbox --capture` for workload (g) of Benchmarks/run.sh.
//
// Re-encodes frames the app captured with SDL_image's IMG_SavePNG on one background thread, the
// capture design the app replaced (about 26 fps at 1280x720 on this machine).
//
// The frames are decoded (IMG_Load) before the clock starts, so nothing but the encoding is
// timed: the main thread starts one encoder thread, which writes frame after frame with
// IMG_SavePNG, and the clock stops when the last file is written. The figure is therefore the
// most any capture pipeline built on one IMG_SavePNG thread could reach (its producer is free
// here; in an app it also has to draw and read the pixels back). Last line:
//
//   png-save-peer: 300 frames written to DIR (B bytes, P per frame), F fps end to end
//
// usage: png-save-peer --input DIR --output DIR [--frames N]
//   reads DIR/frame-000000.png ... (N frames, default: every consecutive one found)

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
  SDL_Surface **frames;
  int count;
  const char *output;
  long long bytes;
  int written;
  int failed;
} Job;

static void *encode(void *argument) {
  Job *job = argument;
  char path[4096];
  for (int i = 0; i < job->count; i++) {
    snprintf(path, sizeof path, "%s/frame-%06d.png", job->output, i);
    if (IMG_SavePNG(job->frames[i], path) != 0) {
      fprintf(stderr, "png-save-peer: IMG_SavePNG %s: %s\n", path, SDL_GetError());
      job->failed = 1;
      return NULL;
    }
    struct stat info;
    if (stat(path, &info) == 0) job->bytes += info.st_size;
    job->written++;
  }
  return NULL;
}

static double seconds(void) {
  return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

int main(int argc, char **argv) {
  const char *input = NULL, *output = NULL;
  int limit = -1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--input") && i + 1 < argc) {
      input = argv[++i];
    } else if (!strcmp(argv[i], "--output") && i + 1 < argc) {
      output = argv[++i];
    } else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      limit = atoi(argv[++i]);
    } else {
      input = NULL;
      break;
    }
  }
  if (!input || !output) {
    fprintf(stderr, "usage: png-save-peer --input DIR --output DIR [--frames N]\n");
    return 2;
  }
  if (IMG_Init(IMG_INIT_PNG) == 0) {
    fprintf(stderr, "png-save-peer: IMG_Init: %s\n", SDL_GetError());
    return 1;
  }

  int capacity = limit > 0 ? limit : 64, count = 0;
  SDL_Surface **frames = malloc(sizeof(SDL_Surface *) * (size_t)capacity);
  char path[4096];
  while (limit < 0 || count < limit) {
    snprintf(path, sizeof path, "%s/frame-%06d.png", input, count);
    struct stat info;
    if (stat(path, &info) != 0) break;
    SDL_Surface *frame = IMG_Load(path);
    if (!frame) {
      fprintf(stderr, "png-save-peer: IMG_Load %s: %s\n", path, SDL_GetError());
      return 1;
    }
    if (count == capacity) {
      capacity *= 2;
      frames = realloc(frames, sizeof(SDL_Surface *) * (size_t)capacity);
    }
    frames[count++] = frame;
  }
  if (count == 0 || (limit > 0 && count < limit)) {
    fprintf(stderr, "png-save-peer: found %d frames in %s\n", count, input);
    return 1;
  }

  Job job = {frames, count, output, 0, 0, 0};
  double start = seconds();
  pthread_t thread;
  if (pthread_create(&thread, NULL, encode, &job) != 0) {
    fprintf(stderr, "png-save-peer: cannot start the encoder thread\n");
    return 1;
  }
  pthread_join(thread, NULL);
  double elapsed = seconds() - start;
  if (job.failed) return 1;

  printf("png-save-peer: %d frames written to %s (%lld bytes, %lld per frame), %.1f fps end to "
         "end (%dx%d, IMG_SavePNG on one background thread)\n",
         job.written, output, job.bytes, job.bytes / job.written, job.written / elapsed,
         frames[0]->w, frames[0]->h);
  for (int i = 0; i < count; i++) SDL_FreeSurface(frames[i]);
  free(frames);
  IMG_Quit();
  return 0;
}
