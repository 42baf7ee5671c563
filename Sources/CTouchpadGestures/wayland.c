#include "touchpad_gestures.h"

/* Wayland pointer gestures: not yet received (stub). */
int mmtg_wl_attach(SDL_Window *window, char *message, int message_len) {
  (void)window;
  if (message && message_len > 0) message[0] = 0;
  return MMTG_UNAVAILABLE;
}
void mmtg_wl_dispatch(void) {}
void mmtg_wl_detach(void) {}
