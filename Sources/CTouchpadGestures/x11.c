#include "touchpad_gestures.h"

/* XInput 2.4 gestures: not yet received (stub). */
int mmtg_x11_attach(SDL_Window *window, char *message, int message_len) {
  (void)window;
  if (message && message_len > 0) message[0] = 0;
  return MMTG_UNAVAILABLE;
}
