/*
 * XInput 2.4 touchpad pinch and swipe for SDL 2.26 windows on X11 / Xwayland (see
 * touchpad_gestures.h).
 *
 * SDL2 selects no gesture events and ignores any it is sent. This file
 *  - raises SDL's X connection to XI 2.4 and merges the pinch and swipe bits into the
 *    XIAllMasterDevices mask SDL already selected on its window (XISelectEvents replaces a
 *    (client, window, device) mask, so SDL's own touch/motion bits are read back and kept),
 *  - enables SDL_SYSWMEVENT and installs an SDL event filter. SDL 2.26 calls XGetEventData on
 *    every GenericEvent, sends the SYSWM event and then XFreeEventData, so the cookie's data is
 *    valid only while the filter runs: the fields are copied out there into an mmtg_gesture, which
 *    is pushed as an SDL user event. Every SDL_SYSWMEVENT is dropped (nobody else asked for them).
 * Everything here runs on the thread that owns SDL's video subsystem.
 */
#include "touchpad_gestures.h"

#include <SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* The X windows attached so far (events arrive only for windows this connection selected, so
   this only keeps out a window of SDL's that was never attached). A destroyed window's id stays
   until pushed out by newer ones: harmless, Xlib does not hand out a freed id again soon. */
enum { MAX_WINDOWS = 32 };
static Window windows[MAX_WINDOWS];
static int window_count;

static int xi_opcode = -1;          /* XInputExtension's major opcode on SDL's Display */
static int filter_installed;        /* SDL_SetEventFilter done */
static SDL_EventFilter next_filter; /* the filter that was installed before ours, if any */
static void *next_filter_data;

static void set_message(char *message, int message_len, const char *format, ...) {
  if (message == NULL || message_len <= 0) return;
  va_list args;
  va_start(args, format);
  vsnprintf(message, (size_t)message_len, format, args);
  va_end(args);
}

static int is_attached(Window w) {
  for (int i = 0; i < window_count; i++) {
    if (windows[i] == w) return 1;
  }
  return 0;
}

static void remember(Window w) {
  if (is_attached(w)) return;
  if (window_count == MAX_WINDOWS) { /* forget the oldest */
    memmove(windows, windows + 1, (MAX_WINDOWS - 1) * sizeof windows[0]);
    window_count--;
  }
  windows[window_count++] = w;
}

/* --- Trapping X errors: Xlib's default handler exits the process. --- */

static XErrorEvent trapped;
static int trapped_any;

static int trap_error(Display *display, XErrorEvent *error) {
  (void)display;
  if (!trapped_any) { /* keep the first: later ones usually follow from it */
    trapped = *error;
    trapped_any = 1;
  }
  return 0;
}

/* Describes the trapped error as "BadAccess (...) from request 131.46". */
static void describe_trapped(Display *display, char *out, int out_len) {
  char text[160];
  XGetErrorText(display, trapped.error_code, text, (int)sizeof text);
  snprintf(out, (size_t)out_len, "%s from request %d.%d", text, trapped.request_code,
           trapped.minor_code);
}

/* --- The touchpad's name --- */

static int announced_device = -1; /* the XI source device of the last gesture begun */

/* Before the first gesture of a touchpad (XI's source device, the slave the gesture came from):
   a device event with its id and the name the server gives it. */
static void announce_device(Display *display, int sourceid, uint32_t time_ms) {
  if (sourceid == announced_device) return;
  announced_device = sourceid;
  char name[128] = "";
  int count = 0;
  XIDeviceInfo *info = XIQueryDevice(display, sourceid, &count);
  if (info != NULL && count > 0 && info[0].name != NULL) {
    snprintf(name, sizeof name, "%s", info[0].name);
  }
  if (info != NULL) XIFreeDeviceInfo(info);
  mmtg_push_device(MMTG_SOURCE_XI2, sourceid, name, time_ms);
}

/* --- The event filter --- */

static int filter(void *userdata, SDL_Event *event) {
  (void)userdata;
  if (event->type != SDL_SYSWMEVENT) {
    return next_filter != NULL ? next_filter(next_filter_data, event) : 1;
  }
  const SDL_SysWMmsg *msg = event->syswm.msg;
  if (msg == NULL || msg->subsystem != SDL_SYSWM_X11) return 0;
  const XGenericEventCookie *cookie = &msg->msg.x11.event.xcookie;
  if (cookie->type != GenericEvent || cookie->extension != xi_opcode || cookie->data == NULL) {
    return 0;
  }
  int phase, kind;
  switch (cookie->evtype) {
    case XI_GesturePinchBegin: kind = MMTG_KIND_PINCH; phase = MMTG_PHASE_BEGIN; break;
    case XI_GesturePinchUpdate: kind = MMTG_KIND_PINCH; phase = MMTG_PHASE_UPDATE; break;
    case XI_GesturePinchEnd: kind = MMTG_KIND_PINCH; phase = MMTG_PHASE_END; break;
    case XI_GestureSwipeBegin: kind = MMTG_KIND_SWIPE; phase = MMTG_PHASE_BEGIN; break;
    case XI_GestureSwipeUpdate: kind = MMTG_KIND_SWIPE; phase = MMTG_PHASE_UPDATE; break;
    case XI_GestureSwipeEnd: kind = MMTG_KIND_SWIPE; phase = MMTG_PHASE_END; break;
    default: return 0;
  }
  mmtg_gesture p;
  memset(&p, 0, sizeof p);
  p.kind = kind;
  p.phase = phase;
  p.source = MMTG_SOURCE_XI2;
  if (kind == MMTG_KIND_PINCH) {
    const XIGesturePinchEvent *x = cookie->data;
    if (!is_attached(x->event)) return 0;
    if (phase == MMTG_PHASE_BEGIN) announce_device(cookie->display, x->sourceid, (uint32_t)x->time);
    p.fingers = x->detail < 0 ? 0 : (x->detail > 31 ? 31 : x->detail);
    p.cancelled = phase == MMTG_PHASE_END && (x->flags & XIGesturePinchEventCancelled) != 0;
    p.a = (float)x->scale;
    p.b = (float)x->delta_angle;
    p.x = (float)x->event_x;
    p.y = (float)x->event_y;
    p.time_ms = (uint32_t)x->time;
  } else {
    const XIGestureSwipeEvent *x = cookie->data;
    if (!is_attached(x->event)) return 0;
    if (phase == MMTG_PHASE_BEGIN) announce_device(cookie->display, x->sourceid, (uint32_t)x->time);
    p.fingers = x->detail < 0 ? 0 : (x->detail > 31 ? 31 : x->detail);
    p.cancelled = phase == MMTG_PHASE_END && (x->flags & XIGestureSwipeEventCancelled) != 0;
    p.a = (float)x->delta_x;
    p.b = (float)x->delta_y;
    p.x = (float)x->event_x;
    p.y = (float)x->event_y;
    p.time_ms = (uint32_t)x->time;
  }
  mmtg_push(&p);
  return 0;
}

/* --- Selecting the events --- */

int mmtg_gesture_mask_len(const mmtg_device_mask *masks, int count) {
  int len = XIMaskLen(XI_GestureSwipeEnd);
  for (int i = 0; i < count; i++) {
    if (masks[i].deviceid == XIAllMasterDevices && masks[i].mask_len > len) len = masks[i].mask_len;
  }
  return len;
}

int mmtg_merge_gesture_mask(mmtg_device_mask *masks, int count, unsigned char *merged,
                            int merged_len) {
  int all = -1; /* index of the XIAllMasterDevices mask */
  for (int i = 0; i < count; i++) {
    if (masks[i].deviceid == XIAllMasterDevices) all = i;
  }
  if (all >= 0) {
    int len = masks[all].mask_len < merged_len ? masks[all].mask_len : merged_len;
    if (len > 0) memcpy(merged, masks[all].mask, (size_t)len);
  } else {
    all = count++;
    masks[all].deviceid = XIAllMasterDevices;
  }
  /* The server accepts each gesture's three only together. */
  XISetMask(merged, XI_GesturePinchBegin);
  XISetMask(merged, XI_GesturePinchUpdate);
  XISetMask(merged, XI_GesturePinchEnd);
  XISetMask(merged, XI_GestureSwipeBegin);
  XISetMask(merged, XI_GestureSwipeUpdate);
  XISetMask(merged, XI_GestureSwipeEnd);
  masks[all].mask = merged;
  masks[all].mask_len = merged_len;
  return count;
}

/* Merges the pinch bits into `window`'s XIAllMasterDevices mask and selects again with every
   mask the client has on that window, so nothing SDL selected is lost. Returns 0, or -1 when a
   request failed (the caller traps the X error) or memory ran out. */
static int select_pinch(Display *display, Window window) {
  int count = 0;
  XIEventMask *current = XIGetSelectedEvents(display, window, &count);
  if (count < 0) return -1;
  mmtg_device_mask *masks = calloc((size_t)count + 1, sizeof *masks);
  XIEventMask *selection = calloc((size_t)count + 1, sizeof *selection);
  unsigned char *merged = NULL;
  int result = -1;
  if (masks != NULL && selection != NULL) {
    for (int i = 0; i < count; i++) {
      masks[i] = (mmtg_device_mask){current[i].deviceid, current[i].mask_len, current[i].mask};
    }
    int merged_len = mmtg_gesture_mask_len(masks, count);
    merged = calloc((size_t)merged_len, 1);
    if (merged != NULL) {
      int n = mmtg_merge_gesture_mask(masks, count, merged, merged_len);
      for (int i = 0; i < n; i++) {
        selection[i] = (XIEventMask){masks[i].deviceid, masks[i].mask_len, masks[i].mask};
      }
      XISelectEvents(display, window, selection, n);
      result = 0;
    }
  }
  free(merged);
  free(selection);
  free(masks);
  if (current != NULL) XFree(current);
  return result;
}

int mmtg_x11_attach(SDL_Window *window, char *message, int message_len) {
  set_message(message, message_len, "%s", "");

  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info)) {
    /* Drivers without WM info (dummy, offscreen) fail silently: simply not X11. */
    const char *driver = SDL_GetCurrentVideoDriver();
    if (window != NULL && (driver == NULL || SDL_strcmp(driver, "x11") != 0)) {
      return MMTG_UNAVAILABLE;
    }
    set_message(message, message_len, "SDL_GetWindowWMInfo failed: %s", SDL_GetError());
    return MMTG_ERROR;
  }
  if (info.subsystem != SDL_SYSWM_X11) return MMTG_UNAVAILABLE;
  Display *display = info.info.x11.display;
  Window xwindow = info.info.x11.window;

  int opcode, first_event, first_error;
  if (!XQueryExtension(display, "XInputExtension", &opcode, &first_event, &first_error)) {
    set_message(message, message_len,
                "the X server has no XInput extension, touchpad pinch needs XInput 2.4 "
                "(Xorg >= 21.1 or Xwayland)");
    return MMTG_UNAVAILABLE;
  }
  if (mmtg_event_type() == (Uint32)-1) {
    set_message(message, message_len, "SDL has no user event types left for pinch events");
    return MMTG_ERROR;
  }

  /* Errors of SDL's own earlier requests go to SDL's handler, not to our trap. */
  XSync(display, False);
  trapped_any = 0;
  int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(trap_error);

  /* A client may raise its XI version: SDL announced 2.2 on this connection. The server
     answers min(asked, its own). */
  int major = 2, minor = 4;
  Status status = XIQueryVersion(display, &major, &minor);
  int status_code = MMTG_OK;
  if (status == BadRequest) {
    set_message(message, message_len,
                "the X server has XInput %d.%d, touchpad pinch needs XInput 2.4 "
                "(Xorg >= 21.1 or Xwayland)",
                major, minor);
    status_code = MMTG_UNAVAILABLE;
  } else if (status != Success || trapped_any) {
    char why[256] = "no reply";
    if (trapped_any) describe_trapped(display, why, (int)sizeof why);
    set_message(message, message_len, "XIQueryVersion 2.4 failed: %s", why);
    status_code = MMTG_ERROR;
  } else if (major < 2 || (major == 2 && minor < 4)) {
    set_message(message, message_len,
                "the X server has XInput %d.%d, touchpad pinch needs XInput 2.4 "
                "(Xorg >= 21.1 or Xwayland)",
                major, minor);
    status_code = MMTG_UNAVAILABLE;
  } else {
    int selected = select_pinch(display, xwindow);
    XSync(display, False); /* the selection's errors, if any, arrive now */
    if (trapped_any) {
      char why[256];
      describe_trapped(display, why, (int)sizeof why);
      set_message(message, message_len, "selecting XI 2.4 pinch events failed: %s", why);
      status_code = MMTG_ERROR;
    } else if (selected != 0) {
      set_message(message, message_len, "selecting XI 2.4 pinch events failed: out of memory");
      status_code = MMTG_ERROR;
    }
  }
  XSetErrorHandler(previous);
  if (status_code != MMTG_OK) return status_code;

  xi_opcode = opcode;
  remember(xwindow);
  if (!filter_installed) {
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    if (!SDL_GetEventFilter(&next_filter, &next_filter_data)) {
      next_filter = NULL;
      next_filter_data = NULL;
    }
    SDL_SetEventFilter(filter, NULL);
    filter_installed = 1;
  }
  return MMTG_OK;
}
