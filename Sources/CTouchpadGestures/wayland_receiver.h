/*
 * What the Wayland receiver's two files share: its state (one window at a time) and the gesture
 * listeners. Private to CTouchpadGestures.
 */
#ifndef MM_WAYLAND_RECEIVER_H
#define MM_WAYLAND_RECEIVER_H

#include <stdint.h>
#include <wayland-client.h>

#include "pointer-gestures-unstable-v1-client-protocol.h"

struct mmtg_wl_state {
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
  struct zwp_pointer_gesture_swipe_v1 *swipe;
  struct zwp_pointer_gesture_hold_v1 *hold; /* version 3 and later */
  int inside;        /* the pointer is over SDL's surface */
  double x, y;       /* last pointer position on SDL's surface */
  int pinching;      /* a pinch that began on SDL's surface is under way */
  int pinch_fingers; /* its finger count, repeated on each event */
  float pinch_scale; /* its last absolute scale, repeated on the end event */
  int swiping;       /* a swipe that began on SDL's surface is under way, and its fingers */
  int swipe_fingers;
  int holding; /* a hold that began on SDL's surface is under way, and its fingers */
  int hold_fingers;
  char seat_name[64]; /* wl_seat.name (seat version 2 and later; empty before it arrives) */
  int seat_announced; /* a device event named the seat since it was (re)named */
};

/* The receiver's state (defined in wayland.c). */
extern struct mmtg_wl_state mmtg_wl;

/* Pushes one gesture event of `kind` at the pointer, with its two values (see mmtg_gesture). */
void mmtg_wl_push(int kind, int phase, uint32_t time, float a, float b, int fingers,
                  int cancelled);

extern const struct zwp_pointer_gesture_pinch_v1_listener mmtg_wl_pinch_listener;
extern const struct zwp_pointer_gesture_swipe_v1_listener mmtg_wl_swipe_listener;
extern const struct zwp_pointer_gesture_hold_v1_listener mmtg_wl_hold_listener;

#endif
