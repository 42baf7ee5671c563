#include "touchpad_gestures.h"

#include <stdio.h>

static Uint32 registered = 0;

Uint32 mmtg_event_type(void) {
  if (registered == 0) {
    registered = SDL_RegisterEvents(1);
  }
  return registered;
}

int mmtg_push(const mmtg_gesture *p) {
  SDL_Event e;
  mmtg_pack(p, &e);
  return SDL_PushEvent(&e);
}

/* The devices named so far, newest last. Only the thread that owns SDL's video subsystem
   pushes and decodes gesture events, so no lock. */
enum { MAX_DEVICES = 8, MAX_NAME = 128 };
static struct {
  int source, id;
  char name[MAX_NAME];
} devices[MAX_DEVICES];
static int device_count;

int mmtg_push_device(int source, int id, const char *name, uint32_t time_ms) {
  int slot = -1;
  for (int i = 0; i < device_count; i++) {
    if (devices[i].source == source && devices[i].id == id) slot = i;
  }
  if (slot < 0) {
    if (device_count == MAX_DEVICES) { /* forget the oldest */
      memmove(devices, devices + 1, (MAX_DEVICES - 1) * sizeof devices[0]);
      device_count--;
    }
    slot = device_count++;
    devices[slot].source = source;
    devices[slot].id = id;
  }
  snprintf(devices[slot].name, MAX_NAME, "%s", name != NULL ? name : "");
  mmtg_gesture p;
  memset(&p, 0, sizeof p);
  p.kind = MMTG_KIND_DEVICE;
  p.phase = MMTG_PHASE_BEGIN;
  p.source = source;
  p.a = (float)id;
  p.time_ms = time_ms;
  return mmtg_push(&p);
}

int mmtg_device_name(int source, int id, char *out, int out_len) {
  if (out == NULL || out_len <= 0) return 0;
  out[0] = 0;
  for (int i = device_count - 1; i >= 0; i--) {
    if (devices[i].source == source && devices[i].id == id) {
      snprintf(out, (size_t)out_len, "%s", devices[i].name);
      return 1;
    }
  }
  return 0;
}
