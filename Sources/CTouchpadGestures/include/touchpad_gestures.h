#ifndef MM_TOUCHPAD_GESTURES_H
#define MM_TOUCHPAD_GESTURES_H

/*
 * Touchpad pinch gestures beside SDL 2.26, which reports none on Linux.
 *
 * X11 / Xwayland: XInput 2.4 XI_GesturePinchBegin/Update/End, selected on SDL's own X
 * connection for SDL's window (merged into SDL's existing XI mask), read from SDL_SYSWMEVENT
 * cookies inside an SDL event filter while their data is valid.
 * Wayland: zwp_pointer_gestures_v1 pinch on SDL's wl_display, on a private event queue, for
 * SDL's surface only; the position comes from a private wl_pointer's enter/motion events.
 *
 * Every gesture event becomes one SDL user event of type mmtg_event_type(), pushed into SDL's
 * queue, so it is ordered with the rest of SDL's input and decoded with it (a replay does not
 * come this way: it hands the decoded values to the host directly). The fields are the device's own: absolute scale since begin, rotation delta in
 * degrees (clockwise), position in window points. Conversion to recognizer input happens above.
 */

#include <SDL.h>
#include <stdint.h>
#include <string.h>

enum {
  MMTG_PHASE_BEGIN = 0,
  MMTG_PHASE_UPDATE = 1,
  MMTG_PHASE_END = 2,
};

enum {
  MMTG_KIND_PINCH = 0, /* pinch and rotate */
  MMTG_KIND_SWIPE = 1, /* several fingers moving together (XI 2.4, Wayland) */
  MMTG_KIND_HOLD = 2,  /* fingers resting (Wayland pointer gestures v3 only) */
  MMTG_KIND_DEVICE = 3, /* the touchpad the gestures after it come from: its id in `a` (-1
                           when the protocol names none: Wayland), its name through
                           mmtg_device_name(); pushed before the first gesture of a device */
};

enum {
  MMTG_SOURCE_XI2 = 1,     /* XInput 2.4 (X11, Xwayland) */
  MMTG_SOURCE_WAYLAND = 2, /* zwp_pointer_gestures_v1 */
};

/* Status of an attach call. */
enum {
  MMTG_OK = 0,          /* gestures will be delivered */
  MMTG_UNAVAILABLE = 1, /* not this video driver, or the server/compositor lacks gestures; the
                           message says why (empty when it is simply another driver) */
  MMTG_ERROR = -1,      /* something failed; the message says what */
};

/* One touchpad event of any kind: a pinch, swipe or hold (a hold has no update), or the device
   the gestures after it come from. */
typedef struct mmtg_gesture {
  int kind;          /* MMTG_KIND_* */
  int phase;         /* MMTG_PHASE_* */
  int source;        /* MMTG_SOURCE_* */
  int fingers;       /* finger count, clamped to 0...31 */
  int cancelled;     /* 1 on an END that the system cancelled */
  /* The gesture's two values, by kind:
       MMTG_KIND_PINCH   a: absolute scale since begin (1 at begin); b: rotation change since the
                         previous event of the gesture, degrees, clockwise
       MMTG_KIND_SWIPE   a, b: the movement since the previous event, x and y, window points
       MMTG_KIND_DEVICE  a: the device id (-1 when the protocol names none); b: 0
       MMTG_KIND_HOLD    both 0 */
  float a, b;
  float x, y;        /* pointer position in window points */
  uint32_t time_ms;  /* the device's (server's / compositor's) time of the event, ms, wraps */
} mmtg_gesture;

/* The SDL event type of gesture events (registered with SDL_RegisterEvents on first use; SDL's
   event subsystem must be initialised). Returns (Uint32)-1 if SDL has no user events left. */
Uint32 mmtg_event_type(void);

/* The packing below carries two 32-bit floats in each of the user event's two pointers. */
_Static_assert(sizeof(void *) == 8, "touchpad gesture events need 64-bit pointers");

/* Packs `p` into an SDL user event of type mmtg_event_type(). Layout: code = flags
   (phase 2 bits, source 3 bits, cancelled 1 bit, one unused bit, fingers 5 bits, kind 2 bits),
   windowID = time_ms, data1 = bit patterns of a and b, data2 = bit patterns of x and
   y. */
static inline void mmtg_pack(const mmtg_gesture *p, SDL_Event *e) {
  memset(e, 0, sizeof *e);
  e->user.type = mmtg_event_type();
  int fingers = p->fingers < 0 ? 0 : (p->fingers > 31 ? 31 : p->fingers);
  e->user.code = (Sint32)((p->phase & 3) | ((p->source & 7) << 2) | ((p->cancelled ? 1 : 0) << 5) |
                          (fingers << 7) | ((p->kind & 3) << 12));
  e->user.windowID = p->time_ms;
  uint32_t a, b, c, d;
  memcpy(&a, &p->a, 4);
  memcpy(&b, &p->b, 4);
  memcpy(&c, &p->x, 4);
  memcpy(&d, &p->y, 4);
  e->user.data1 = (void *)(uintptr_t)(((uint64_t)a << 32) | b);
  e->user.data2 = (void *)(uintptr_t)(((uint64_t)c << 32) | d);
}

/* Unpacks a gesture event; returns 0 (and leaves `p` alone) when `e` is not one. */
static inline int mmtg_unpack(const SDL_Event *e, mmtg_gesture *p) {
  if (e->type != mmtg_event_type()) return 0;
  uint32_t code = (uint32_t)e->user.code;
  p->phase = (int)(code & 3);
  p->source = (int)((code >> 2) & 7);
  p->cancelled = (int)((code >> 5) & 1);
  p->fingers = (int)((code >> 7) & 31);
  p->kind = (int)((code >> 12) & 3);
  p->time_ms = e->user.windowID;
  uint64_t d1 = (uint64_t)(uintptr_t)e->user.data1, d2 = (uint64_t)(uintptr_t)e->user.data2;
  uint32_t a = (uint32_t)(d1 >> 32), b = (uint32_t)d1, c = (uint32_t)(d2 >> 32), d = (uint32_t)d2;
  memcpy(&p->a, &a, 4);
  memcpy(&p->b, &b, 4);
  memcpy(&p->x, &c, 4);
  memcpy(&p->y, &d, 4);
  return 1;
}

/* Pushes `p` into SDL's queue; returns SDL_PushEvent's result (1 queued, 0 filtered, <0 error). */
int mmtg_push(const mmtg_gesture *p);

/* Remembers `name` (truncated to 127 bytes) as the name of device `id` of `source` (the last 8
   devices are kept), then pushes a MMTG_KIND_DEVICE event for it stamped `time_ms`. Returns
   mmtg_push's result. */
int mmtg_push_device(int source, int id, const char *name, uint32_t time_ms);

/* Copies the name remembered for device `id` of `source` into `out` (NUL-terminated, at most
   `out_len` bytes with the NUL); returns 1, or 0 (and an empty `out`) when none is. */
int mmtg_device_name(int source, int id, char *out, int out_len);

/* --- X11 / Xwayland (XInput 2.4) --- */

/* Starts delivering XI 2.4 pinch and swipe gestures for `window` if SDL drives it through X11:
   checks XI >= 2.4 on SDL's Display, merges the six gesture bits into the window's existing
   XIAllMasterDevices mask (never replacing SDL's selection), enables SDL_SYSWMEVENT and installs
   (once) an SDL event filter that turns gesture cookies into gesture events and drops every
   SDL_SYSWMEVENT. Call again for a re-created window. Install before any event matters:
   SDL_SetEventFilter discards events already queued.
   Returns MMTG_OK, MMTG_UNAVAILABLE (not X11: empty message; server older than XI 2.4: a
   message naming the server's version) or MMTG_ERROR (message). `message` may be NULL. */
int mmtg_x11_attach(SDL_Window *window, char *message, int message_len);

/* One device's entry of an XI event selection: XIEventMask's fields without Xlib's types, so the
   merge below can be checked without a server. */
typedef struct mmtg_device_mask {
  int deviceid;
  int mask_len;
  unsigned char *mask;
} mmtg_device_mask;

/* The bytes the merged XIAllMasterDevices (device 1) mask needs: enough for the gesture bits
   (XI_GesturePinchBegin..End, 27..29, and XI_GestureSwipeBegin..End, 30..32) and for whatever
   that entry of `masks` already has. */
int mmtg_gesture_mask_len(const mmtg_device_mask *masks, int count);

/* Merges the six gesture bits into the XIAllMasterDevices entry of `masks` (`count` entries),
   appending that entry when there is none (the array must have room for count + 1). The merged
   bits go into `merged` (`merged_len` bytes, at least mmtg_gesture_mask_len's answer; zeroed by
   the caller), which the entry then points at. Every other entry, and every bit already set,
   is left as it is. Returns the new number of entries. */
int mmtg_merge_gesture_mask(mmtg_device_mask *masks, int count, unsigned char *merged,
                            int merged_len);

/* --- Wayland (zwp_pointer_gestures_v1) --- */

/* Starts delivering pointer-gesture pinches for `window` if SDL drives it through Wayland:
   a private wl_event_queue and display wrapper on SDL's wl_display, wl_seat and
   zwp_pointer_gestures_v1 (version <= 3) bound from the registry, a private wl_pointer for the
   position and a pinch gesture object; only pinches whose begin names SDL's surface are
   delivered. Returns as mmtg_x11_attach (MMTG_UNAVAILABLE with a message when the compositor
   has no zwp_pointer_gestures_v1 or no pointer). */
int mmtg_wl_attach(SDL_Window *window, char *message, int message_len);

/* Dispatches the private queue's pending events (pushing gesture events). Call once per frame
   after SDL has pumped (read) the display's socket. Does nothing when not attached. */
void mmtg_wl_dispatch(void);

/* Releases everything mmtg_wl_attach created. Call it before SDL destroys the window or quits
   (the objects live on SDL's connection). Only one window is attached at a time: attaching
   another detaches the first. */
void mmtg_wl_detach(void);

/* --- libwayland's messages --- */

/* From now on libwayland's messages (which it prints on stderr by default: "error:
   XDG_RUNTIME_DIR is invalid or not set in the environment." when SDL probes Wayland) are kept
   instead, the last one in a buffer that mmtg_wayland_log() returns ("" when none came), so the
   app can say what happened in its own one-line message. Clears the buffer. */
void mmtg_keep_wayland_log(void);
const char *mmtg_wayland_log(void);

#endif
