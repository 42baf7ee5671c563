/*
 * Wayland: zwp_pointer_gestures_v1 pinches for SDL's window, beside SDL 2.26 (which has none).
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
 * surface coordinates, which are SDL's window points).
 */
#include "touchpad_gestures.h"

#include <SDL_syswm.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <wayland-client.h>

#include "pointer-gestures-unstable-v1-client-protocol.h"

static struct {
  struct wl_display *display; /* SDL's connection (not ours to close) */
  struct wl_surface *surface; /* SDL's window surface (not ours) */
  struct wl_event_queue *queue;
  struct wl_display *wrapper; /* display proxy wrapper whose new objects land on `queue` */
  struct wl_registry *registry;
  struct wl_seat *seat;
  uint32_t seat_version;
  uint32_t capabilities;
  struct zwp_pointer_gestures_v1 *gestures;
  uint32_t gestures_version;
  struct wl_pointer *pointer;
  struct zwp_pointer_gesture_pinch_v1 *pinch;
  int inside;        /* the pointer is over SDL's surface */
  double x, y;       /* last pointer position on SDL's surface */
  int pinching;      /* a pinch that began on SDL's surface is under way */
  int pinch_fingers; /* its finger count, repeated on each event */
  float pinch_scale; /* its last absolute scale, repeated on the end event */
} wl;

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

static void push(int phase, uint32_t time, float scale, float rotation, int fingers,
                 int cancelled) {
  mmtg_pinch p = {0};
  p.phase = phase;
  p.source = MMTG_SOURCE_WAYLAND;
  p.fingers = fingers;
  p.cancelled = cancelled;
  p.scale = scale;
  p.rotation = rotation;
  p.x = (float)wl.x;
  p.y = (float)wl.y;
  p.time_ms = time;
  mmtg_push(&p);
}

/* --- pinch gesture --- */

static void pinch_begin(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial,
                        uint32_t time, struct wl_surface *surface, uint32_t fingers) {
  (void)data, (void)pinch, (void)serial;
  /* Gestures over another surface (or one already destroyed: NULL) are not ours to report. */
  wl.pinching = surface != NULL && surface == wl.surface;
  if (!wl.pinching) return;
  wl.pinch_fingers = fingers > 31 ? 31 : (int)fingers;
  wl.pinch_scale = 1;
  push(MMTG_PHASE_BEGIN, time, 1, 0, wl.pinch_fingers, 0);
}

static void pinch_update(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t time,
                         wl_fixed_t dx, wl_fixed_t dy, wl_fixed_t scale, wl_fixed_t rotation) {
  (void)data, (void)pinch, (void)dx, (void)dy; /* the position is the pointer's, not a pan */
  if (!wl.pinching) return;
  wl.pinch_scale = (float)wl_fixed_to_double(scale);
  float degrees = (float)wl_fixed_to_double(rotation);
  push(MMTG_PHASE_UPDATE, time, wl.pinch_scale, degrees, wl.pinch_fingers, 0);
}

static void pinch_end(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial,
                      uint32_t time, int32_t cancelled) {
  (void)data, (void)pinch, (void)serial;
  if (!wl.pinching) return;
  wl.pinching = 0;
  push(MMTG_PHASE_END, time, wl.pinch_scale, 0, wl.pinch_fingers, cancelled != 0);
}

static const struct zwp_pointer_gesture_pinch_v1_listener pinch_listener = {
    .begin = pinch_begin,
    .update = pinch_update,
    .end = pinch_end,
};

/* --- pointer (position only; every event of the bound version needs a handler) --- */

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial,
                          struct wl_surface *surface, wl_fixed_t x, wl_fixed_t y) {
  (void)data, (void)pointer, (void)serial;
  wl.inside = surface != NULL && surface == wl.surface;
  if (!wl.inside) return;
  wl.x = wl_fixed_to_double(x);
  wl.y = wl_fixed_to_double(y);
}

static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial,
                          struct wl_surface *surface) {
  (void)data, (void)pointer, (void)serial, (void)surface;
  wl.inside = 0; /* keep the last position */
}

static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x,
                           wl_fixed_t y) {
  (void)data, (void)pointer, (void)time;
  if (!wl.inside) return; /* over another surface of this client */
  wl.x = wl_fixed_to_double(x);
  wl.y = wl_fixed_to_double(y);
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

/* Creates or releases our wl_pointer and pinch object as the seat gains or loses a pointer. */
static void sync_pointer(void) {
  int has_pointer = (wl.capabilities & WL_SEAT_CAPABILITY_POINTER) != 0;
  if (has_pointer && wl.pointer == NULL && wl.gestures != NULL) {
    wl.pointer = wl_seat_get_pointer(wl.seat);
    wl_pointer_add_listener(wl.pointer, &pointer_listener, NULL);
    wl.pinch = zwp_pointer_gestures_v1_get_pinch_gesture(wl.gestures, wl.pointer);
    zwp_pointer_gesture_pinch_v1_add_listener(wl.pinch, &pinch_listener, NULL);
  } else if (!has_pointer && wl.pointer != NULL) {
    zwp_pointer_gesture_pinch_v1_destroy(wl.pinch);
    wl.pinch = NULL;
    if (wl.seat_version >= WL_POINTER_RELEASE_SINCE_VERSION) {
      wl_pointer_release(wl.pointer);
    } else {
      wl_pointer_destroy(wl.pointer);
    }
    wl.pointer = NULL;
    wl.inside = 0;
    wl.pinching = 0;
  }
}

/* --- seat and registry --- */

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
  (void)data, (void)seat;
  wl.capabilities = capabilities;
  sync_pointer();
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
  (void)data, (void)seat, (void)name;
}

static const struct wl_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

static void registry_global(void *data, struct wl_registry *registry, uint32_t name,
                            const char *interface, uint32_t version) {
  (void)data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && wl.seat == NULL) {
    /* The first seat is the one SDL uses too. Version 5 has wl_pointer.release and frames;
       our pointer listener handles every event up to it. */
    wl.seat_version = min_u32(version, 5);
    wl.seat = wl_registry_bind(registry, name, &wl_seat_interface, wl.seat_version);
    wl_seat_add_listener(wl.seat, &seat_listener, NULL);
  } else if (strcmp(interface, zwp_pointer_gestures_v1_interface.name) == 0 &&
             wl.gestures == NULL) {
    wl.gestures_version = min_u32(version, 3);
    wl.gestures =
        wl_registry_bind(registry, name, &zwp_pointer_gestures_v1_interface, wl.gestures_version);
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
  if (wl.display == NULL) return;
  /* Every proxy on the queue goes before the queue; SDL flushes the requests on its next pump. */
  if (wl.pinch) zwp_pointer_gesture_pinch_v1_destroy(wl.pinch);
  if (wl.pointer) {
    if (wl.seat_version >= WL_POINTER_RELEASE_SINCE_VERSION) {
      wl_pointer_release(wl.pointer);
    } else {
      wl_pointer_destroy(wl.pointer);
    }
  }
  if (wl.gestures) {
    if (wl.gestures_version >= ZWP_POINTER_GESTURES_V1_RELEASE_SINCE_VERSION) {
      zwp_pointer_gestures_v1_release(wl.gestures);
    } else {
      zwp_pointer_gestures_v1_destroy(wl.gestures);
    }
  }
  if (wl.seat) {
    if (wl.seat_version >= WL_SEAT_RELEASE_SINCE_VERSION) {
      wl_seat_release(wl.seat);
    } else {
      wl_seat_destroy(wl.seat);
    }
  }
  if (wl.registry) wl_registry_destroy(wl.registry);
  if (wl.wrapper) wl_proxy_wrapper_destroy(wl.wrapper);
  if (wl.queue) wl_event_queue_destroy(wl.queue);
  wl_display_flush(wl.display);
  memset(&wl, 0, sizeof wl);
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
  wl.display = info.info.wl.display;
  wl.surface = info.info.wl.surface;
  mmtg_event_type(); /* register the event type now, not in the middle of a dispatch */

  wl.queue = wl_display_create_queue(wl.display);
  wl.wrapper = wl.queue ? wl_proxy_create_wrapper(wl.display) : NULL;
  if (wl.wrapper == NULL) {
    mmtg_wl_detach();
    return report(MMTG_ERROR, message, message_len,
                  "cannot create a Wayland event queue for touchpad gestures");
  }
  wl_proxy_set_queue((struct wl_proxy *)wl.wrapper, wl.queue);
  wl.registry = wl_display_get_registry(wl.wrapper);
  wl_registry_add_listener(wl.registry, &registry_listener, NULL);

  /* First round trip: the globals (binding the seat and gestures); second: the seat's
     capabilities, which create our pointer and pinch objects. SDL's own events read meanwhile
     stay queued on SDL's queue for its next pump. */
  for (int i = 0; i < 2; i++) {
    if (wl_display_roundtrip_queue(wl.display, wl.queue) < 0) {
      int error = wl_display_get_error(wl.display);
      mmtg_wl_detach();
      return report(MMTG_ERROR, message, message_len,
                    "Wayland round trip failed while looking for touchpad gestures: %s",
                    strerror(error ? error : errno));
    }
  }
  if (wl.gestures == NULL) {
    mmtg_wl_detach();
    return report(MMTG_UNAVAILABLE, message, message_len,
                  "the Wayland compositor does not offer zwp_pointer_gestures_v1: touchpad "
                  "pinch is unavailable");
  }
  if (wl.seat == NULL || wl.pointer == NULL) {
    int no_seat = wl.seat == NULL;
    mmtg_wl_detach();
    return report(MMTG_UNAVAILABLE, message, message_len,
                  no_seat ? "the Wayland compositor offers no wl_seat: touchpad pinch is "
                            "unavailable"
                          : "the Wayland seat has no pointer: touchpad pinch is unavailable");
  }
  return MMTG_OK;
}

void mmtg_wl_dispatch(void) {
  if (wl.queue == NULL) return;
  /* Only what SDL's pump has already read; never reads the socket or blocks. An error on the
     connection (-1) is SDL's to report: its own dispatch fails the same way. */
  wl_display_dispatch_queue_pending(wl.display, wl.queue);
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
