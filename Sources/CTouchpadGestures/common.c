#include "touchpad_gestures.h"

static Uint32 registered = 0;

Uint32 mmtg_event_type(void) {
  if (registered == 0) {
    registered = SDL_RegisterEvents(1);
  }
  return registered;
}

int mmtg_push(const mmtg_pinch *p) {
  SDL_Event e;
  mmtg_pack(p, &e);
  return SDL_PushEvent(&e);
}
