/*
 * Wayland pointer gestures for SDL's surface: the pinch, swipe and hold listeners that turn
 * zwp_pointer_gestures_v1 events into gesture events in SDL's queue (see wayland.c for how the
 * objects are bound and dispatched, and touchpad_gestures.h for the packing).
 */
#include "touchpad_gestures.h"

#include <wayland-client.h>

#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "wayland_receiver.h"

void mmtg_wl_push(int kind, int phase, uint32_t time, float a, float b, int fingers,
                  int cancelled) {
  if (phase == MMTG_PHASE_BEGIN && !mmtg_wl.seat_announced) {
    /* Pointer gestures name no device: the seat is what there is to name. */
    mmtg_wl.seat_announced = 1;
    mmtg_push_device(MMTG_SOURCE_WAYLAND, -1, mmtg_wl.seat_name, time);
  }
  mmtg_gesture p = {0};
  p.kind = kind;
  p.phase = phase;
  p.source = MMTG_SOURCE_WAYLAND;
  p.fingers = fingers;
  p.cancelled = cancelled;
  p.a = a;
  p.b = b;
  p.x = (float)mmtg_wl.x;
  p.y = (float)mmtg_wl.y;
  p.time_ms = time;
  mmtg_push(&p);
}

/* --- pinch gesture --- */

static void pinch_begin(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial,
                        uint32_t time, struct wl_surface *surface, uint32_t fingers) {
  (void)data, (void)pinch, (void)serial;
  /* Gestures over another surface (or one already destroyed: NULL) are not ours to report. */
  mmtg_wl.pinching = surface != NULL && surface == mmtg_wl.surface;
  if (!mmtg_wl.pinching) return;
  mmtg_wl.pinch_fingers = fingers > 31 ? 31 : (int)fingers;
  mmtg_wl.pinch_scale = 1;
  mmtg_wl_push(MMTG_KIND_PINCH, MMTG_PHASE_BEGIN, time, 1, 0, mmtg_wl.pinch_fingers, 0);
}

static void pinch_update(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t time,
                         wl_fixed_t dx, wl_fixed_t dy, wl_fixed_t scale, wl_fixed_t rotation) {
  (void)data, (void)pinch, (void)dx, (void)dy; /* the position is the pointer's, not a pan */
  if (!mmtg_wl.pinching) return;
  mmtg_wl.pinch_scale = (float)wl_fixed_to_double(scale);
  float degrees = (float)wl_fixed_to_double(rotation);
  mmtg_wl_push(MMTG_KIND_PINCH, MMTG_PHASE_UPDATE, time, mmtg_wl.pinch_scale, degrees,
               mmtg_wl.pinch_fingers, 0);
}

static void pinch_end(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial,
                      uint32_t time, int32_t cancelled) {
  (void)data, (void)pinch, (void)serial;
  if (!mmtg_wl.pinching) return;
  mmtg_wl.pinching = 0;
  mmtg_wl_push(MMTG_KIND_PINCH, MMTG_PHASE_END, time, mmtg_wl.pinch_scale, 0,
               mmtg_wl.pinch_fingers, cancelled != 0);
}

const struct zwp_pointer_gesture_pinch_v1_listener mmtg_wl_pinch_listener = {
    .begin = pinch_begin,
    .update = pinch_update,
    .end = pinch_end,
};

/* --- swipe and hold gestures --- */

static void swipe_begin(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t serial,
                        uint32_t time, struct wl_surface *surface, uint32_t fingers) {
  (void)data, (void)swipe, (void)serial;
  mmtg_wl.swiping = surface != NULL && surface == mmtg_wl.surface;
  if (!mmtg_wl.swiping) return;
  mmtg_wl.swipe_fingers = fingers > 31 ? 31 : (int)fingers;
  mmtg_wl_push(MMTG_KIND_SWIPE, MMTG_PHASE_BEGIN, time, 0, 0, mmtg_wl.swipe_fingers, 0);
}

static void swipe_update(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t time,
                         wl_fixed_t dx, wl_fixed_t dy) {
  (void)data, (void)swipe;
  if (!mmtg_wl.swiping) return;
  mmtg_wl_push(MMTG_KIND_SWIPE, MMTG_PHASE_UPDATE, time, (float)wl_fixed_to_double(dx),
               (float)wl_fixed_to_double(dy), mmtg_wl.swipe_fingers, 0);
}

static void swipe_end(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t serial,
                      uint32_t time, int32_t cancelled) {
  (void)data, (void)swipe, (void)serial;
  if (!mmtg_wl.swiping) return;
  mmtg_wl.swiping = 0;
  mmtg_wl_push(MMTG_KIND_SWIPE, MMTG_PHASE_END, time, 0, 0, mmtg_wl.swipe_fingers, cancelled != 0);
}

const struct zwp_pointer_gesture_swipe_v1_listener mmtg_wl_swipe_listener = {
    .begin = swipe_begin,
    .update = swipe_update,
    .end = swipe_end,
};

static void hold_begin(void *data, struct zwp_pointer_gesture_hold_v1 *hold, uint32_t serial,
                       uint32_t time, struct wl_surface *surface, uint32_t fingers) {
  (void)data, (void)hold, (void)serial;
  mmtg_wl.holding = surface != NULL && surface == mmtg_wl.surface;
  if (!mmtg_wl.holding) return;
  mmtg_wl.hold_fingers = fingers > 31 ? 31 : (int)fingers;
  mmtg_wl_push(MMTG_KIND_HOLD, MMTG_PHASE_BEGIN, time, 0, 0, mmtg_wl.hold_fingers, 0);
}

static void hold_end(void *data, struct zwp_pointer_gesture_hold_v1 *hold, uint32_t serial,
                     uint32_t time, int32_t cancelled) {
  (void)data, (void)hold, (void)serial;
  if (!mmtg_wl.holding) return;
  mmtg_wl.holding = 0;
  mmtg_wl_push(MMTG_KIND_HOLD, MMTG_PHASE_END, time, 0, 0, mmtg_wl.hold_fingers, cancelled != 0);
}

const struct zwp_pointer_gesture_hold_v1_listener mmtg_wl_hold_listener = {
    .begin = hold_begin,
    .end = hold_end,
};
