/*
 * Wayland: zwp_pointer_gestures_v1 pinches, swipes and holds (version 3) for SDL's window,
 * beside SDL 2.26 (which has none).
 *
 * Everything lives on SDL's own wl_display connection but on a private event queue, so SDL's
 * dispatch never sees our objects and we never dispatch SDL's. We do not read the socket
 * ourselves: SDL 2.26's Wayland_PumpEvents calls wl_display_prepare_read + read_events whenever
 * its default queue is empty, and wl_display_read_events reads every event on the socket and
 * queues each one on the queue of the proxy it is for, so ours are waiting on our queue after
 * SDL's pump; mmtg_wl_dispatch only dispatches them (never blocks). Reading here as well would
 * let our pinches overtake SDL's own events read in the same batch.
 *
 * The position comes from a private wl_pointer (enter / leave / motion on SDL's surface, in
 * surface coordinates, which are SDL's window points). The gesture listeners are in
 * wayland-gestures.c; the state both files share is wayland_receiver.h's.
 */
#include "touchpad_gestures.h"

#include <SDL_syswm.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <wayland-client.h>

#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "wayland_receiver.h"

/* The receiver's state: one window at a time. */
struct mmtg_wl_state mmtg_wl;

/* Writes a printf-style message (if the caller wants one) and returns `status`. */
static int report(int status, char *message, int message_len, const char *format, ...) {
  if (message && message_len > 0) {
    va_list args;
    va_start(args, format);
    vsnprintf(message, (size_t)message_len, format, args);
    va_end(args);
  }
  return status;
}

/* --- pointer (position only; every event of the bound version needs a handler) --- */

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial,
                          struct wl_surface *surface, wl_fixed_t x, wl_fixed_t y) {
  (void)data, (void)pointer, (void)serial;
  mmtg_wl.inside = surface != NULL && surface == mmtg_wl.surface;
  if (!mmtg_wl.inside) return;
  mmtg_wl.x = wl_fixed_to_double(x);
  mmtg_wl.y = wl_fixed_to_double(y);
}

static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial,
                          struct wl_surface *surface) {
  (void)data, (void)pointer, (void)serial, (void)surface;
  mmtg_wl.inside = 0; /* keep the last position */
}

static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x,
                           wl_fixed_t y) {
  (void)data, (void)pointer, (void)time;
  if (!mmtg_wl.inside) return; /* over another surface of this client */
  mmtg_wl.x = wl_fixed_to_double(x);
  mmtg_wl.y = wl_fixed_to_double(y);
}

static void pointer_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time,
                           uint32_t button, uint32_t state) {
  (void)data, (void)pointer, (void)serial, (void)time, (void)button, (void)state;
}

static void pointer_axis(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis,
                         wl_fixed_t value) {
  (void)data, (void)pointer, (void)time, (void)axis, (void)value;
}

static void pointer_frame(void *data, struct wl_pointer *pointer) { (void)data, (void)pointer; }

static void pointer_axis_source(void *data, struct wl_pointer *pointer, uint32_t source) {
  (void)data, (void)pointer, (void)source;
}

static void pointer_axis_stop(void *data, struct wl_pointer *pointer, uint32_t time,
                              uint32_t axis) {
  (void)data, (void)pointer, (void)time, (void)axis;
}

static void pointer_axis_discrete(void *data, struct wl_pointer *pointer, uint32_t axis,
                                  int32_t discrete) {
  (void)data, (void)pointer, (void)axis, (void)discrete;
}

static const struct wl_pointer_listener pointer_listener = {
    .enter = pointer_enter,
    .leave = pointer_leave,
    .motion = pointer_motion,
    .button = pointer_button,
    .axis = pointer_axis,
    .frame = pointer_frame,
    .axis_source = pointer_axis_source,
    .axis_stop = pointer_axis_stop,
    .axis_discrete = pointer_axis_discrete,
};

/* Destroys the pinch, swipe and hold objects (before their pointer goes). */
static void destroy_gesture_objects(void) {
  if (mmtg_wl.pinch) zwp_pointer_gesture_pinch_v1_destroy(mmtg_wl.pinch);
  if (mmtg_wl.swipe) zwp_pointer_gesture_swipe_v1_destroy(mmtg_wl.swipe);
  if (mmtg_wl.hold) zwp_pointer_gesture_hold_v1_destroy(mmtg_wl.hold);
  mmtg_wl.pinch = NULL;
  mmtg_wl.swipe = NULL;
  mmtg_wl.hold = NULL;
}

/* Creates or releases our wl_pointer and gesture objects as the seat gains or loses a pointer. */
static void sync_pointer(void) {
  int has_pointer = (mmtg_wl.capabilities & WL_SEAT_CAPABILITY_POINTER) != 0;
  if (has_pointer && mmtg_wl.pointer == NULL && mmtg_wl.gestures != NULL) {
    mmtg_wl.pointer = wl_seat_get_pointer(mmtg_wl.seat);
    wl_pointer_add_listener(mmtg_wl.pointer, &pointer_listener, NULL);
    mmtg_wl.pinch = zwp_pointer_gestures_v1_get_pinch_gesture(mmtg_wl.gestures, mmtg_wl.pointer);
    zwp_pointer_gesture_pinch_v1_add_listener(mmtg_wl.pinch, &mmtg_wl_pinch_listener, NULL);
    mmtg_wl.swipe = zwp_pointer_gestures_v1_get_swipe_gesture(mmtg_wl.gestures, mmtg_wl.pointer);
    zwp_pointer_gesture_swipe_v1_add_listener(mmtg_wl.swipe, &mmtg_wl_swipe_listener, NULL);
    if (mmtg_wl.gestures_version >= ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION) {
      mmtg_wl.hold = zwp_pointer_gestures_v1_get_hold_gesture(mmtg_wl.gestures, mmtg_wl.pointer);
      zwp_pointer_gesture_hold_v1_add_listener(mmtg_wl.hold, &mmtg_wl_hold_listener, NULL);
    }
  } else if (!has_pointer && mmtg_wl.pointer != NULL) {
    destroy_gesture_objects();
    if (mmtg_wl.seat_version >= WL_POINTER_RELEASE_SINCE_VERSION) {
      wl_pointer_release(mmtg_wl.pointer);
    } else {
      wl_pointer_destroy(mmtg_wl.pointer);
    }
    mmtg_wl.pointer = NULL;
    mmtg_wl.inside = 0;
    mmtg_wl.pinching = 0;
    mmtg_wl.swiping = 0;
    mmtg_wl.holding = 0;
  }
}

/* --- seat and registry --- */

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
  (void)data, (void)seat;
  mmtg_wl.capabilities = capabilities;
  sync_pointer();
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
  (void)data, (void)seat;
  snprintf(mmtg_wl.seat_name, sizeof mmtg_wl.seat_name, "%s", name != NULL ? name : "");
  mmtg_wl.seat_announced = 0;
}

static const struct wl_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

static void registry_global(void *data, struct wl_registry *registry, uint32_t name,
                            const char *interface, uint32_t version) {
  (void)data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && mmtg_wl.seat == NULL) {
    /* The first seat is the one SDL uses too. Version 5 has wl_pointer.release and frames;
       our pointer listener handles every event up to it. */
    mmtg_wl.seat_version = min_u32(version, 5);
    mmtg_wl.seat = wl_registry_bind(registry, name, &wl_seat_interface, mmtg_wl.seat_version);
    wl_seat_add_listener(mmtg_wl.seat, &seat_listener, NULL);
  } else if (strcmp(interface, zwp_pointer_gestures_v1_interface.name) == 0 &&
             mmtg_wl.gestures == NULL) {
    mmtg_wl.gestures_version = min_u32(version, 3);
    mmtg_wl.gestures = wl_registry_bind(registry, name, &zwp_pointer_gestures_v1_interface,
                                        mmtg_wl.gestures_version);
  }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
  (void)data, (void)registry, (void)name; /* a vanished seat just stops sending events */
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

/* --- API --- */

void mmtg_wl_detach(void) {
  if (mmtg_wl.display == NULL) return;
  /* Every proxy on the queue goes before the queue; SDL flushes the requests on its next pump. */
  destroy_gesture_objects();
  if (mmtg_wl.pointer) {
    if (mmtg_wl.seat_version >= WL_POINTER_RELEASE_SINCE_VERSION) {
      wl_pointer_release(mmtg_wl.pointer);
    } else {
      wl_pointer_destroy(mmtg_wl.pointer);
    }
  }
  if (mmtg_wl.gestures) {
    if (mmtg_wl.gestures_version >= ZWP_POINTER_GESTURES_V1_RELEASE_SINCE_VERSION) {
      zwp_pointer_gestures_v1_release(mmtg_wl.gestures);
    } else {
      zwp_pointer_gestures_v1_destroy(mmtg_wl.gestures);
    }
  }
  if (mmtg_wl.seat) {
    if (mmtg_wl.seat_version >= WL_SEAT_RELEASE_SINCE_VERSION) {
      wl_seat_release(mmtg_wl.seat);
    } else {
      wl_seat_destroy(mmtg_wl.seat);
    }
  }
  if (mmtg_wl.registry) wl_registry_destroy(mmtg_wl.registry);
  if (mmtg_wl.wrapper) wl_proxy_wrapper_destroy(mmtg_wl.wrapper);
  if (mmtg_wl.queue) wl_event_queue_destroy(mmtg_wl.queue);
  wl_display_flush(mmtg_wl.display);
  memset(&mmtg_wl, 0, sizeof mmtg_wl);
}

int mmtg_wl_attach(SDL_Window *window, char *message, int message_len) {
  if (message && message_len > 0) message[0] = 0;
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info)) {
    return report(MMTG_ERROR, message, message_len, "SDL_GetWindowWMInfo failed: %s",
                  SDL_GetError());
  }
  if (info.subsystem != SDL_SYSWM_WAYLAND) return MMTG_UNAVAILABLE;

  mmtg_wl_detach(); /* one window at a time: a re-created window replaces the old one */
  mmtg_wl.display = info.info.wl.display;
  mmtg_wl.surface = info.info.wl.surface;
  mmtg_event_type(); /* register the event type now, not in the middle of a dispatch */

  mmtg_wl.queue = wl_display_create_queue(mmtg_wl.display);
  mmtg_wl.wrapper = mmtg_wl.queue ? wl_proxy_create_wrapper(mmtg_wl.display) : NULL;
  if (mmtg_wl.wrapper == NULL) {
    mmtg_wl_detach();
    return report(MMTG_ERROR, message, message_len,
                  "cannot create a Wayland event queue for touchpad gestures");
  }
  wl_proxy_set_queue((struct wl_proxy *)mmtg_wl.wrapper, mmtg_wl.queue);
  mmtg_wl.registry = wl_display_get_registry(mmtg_wl.wrapper);
  wl_registry_add_listener(mmtg_wl.registry, &registry_listener, NULL);

  /* First round trip: the globals (binding the seat and gestures); second: the seat's
     capabilities, which create our pointer and pinch objects. SDL's own events read meanwhile
     stay queued on SDL's queue for its next pump. */
  for (int i = 0; i < 2; i++) {
    if (wl_display_roundtrip_queue(mmtg_wl.display, mmtg_wl.queue) < 0) {
      int error = wl_display_get_error(mmtg_wl.display);
      mmtg_wl_detach();
      return report(MMTG_ERROR, message, message_len,
                    "Wayland round trip failed while looking for touchpad gestures: %s",
                    strerror(error ? error : errno));
    }
  }
  if (mmtg_wl.gestures == NULL) {
    mmtg_wl_detach();
    return report(MMTG_UNAVAILABLE, message, message_len,
                  "the Wayland compositor does not offer zwp_pointer_gestures_v1: touchpad "
                  "pinch is unavailable");
  }
  if (mmtg_wl.seat == NULL || mmtg_wl.pointer == NULL) {
    int no_seat = mmtg_wl.seat == NULL;
    mmtg_wl_detach();
    return report(MMTG_UNAVAILABLE, message, message_len,
                  no_seat ? "the Wayland compositor offers no wl_seat: touchpad pinch is "
                            "unavailable"
                          : "the Wayland seat has no pointer: touchpad pinch is unavailable");
  }
  return MMTG_OK;
}

void mmtg_wl_dispatch(void) {
  if (mmtg_wl.queue == NULL) return;
  /* Only what SDL's pump has already read; never reads the socket or blocks. An error on the
     connection (-1) is SDL's to report: its own dispatch fails the same way. */
  wl_display_dispatch_queue_pending(mmtg_wl.display, mmtg_wl.queue);
}

/* --- libwayland's own messages --- */

static char wayland_log[512];

static void keep_wayland_log(const char *format, va_list args) {
  vsnprintf(wayland_log, sizeof wayland_log, format, args);
  size_t n = strlen(wayland_log);
  while (n > 0 && (wayland_log[n - 1] == '\n' || wayland_log[n - 1] == ' ')) wayland_log[--n] = 0;
}

void mmtg_keep_wayland_log(void) {
  wayland_log[0] = 0;
  wl_log_set_handler_client(keep_wayland_log);
}

const char *mmtg_wayland_log(void) { return wayland_log; }
