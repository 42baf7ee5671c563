/*
 * A minimal headless Wayland compositor (wlroots 0.15) for end-to-end tests of touchpad pinch
 * gestures: one headless output rendered with pixman only when a client commits, xdg-shell
 * toplevels mapped at (0, 0), a seat with a pointer and a keyboard, zwp_pointer_gestures_v1.
 * Input comes from a control socket (one command a line, one reply a line):
 *   wait-window                        -> "window W H" once a toplevel is mapped (it gets
 *                                         keyboard focus and the pointer at its centre)
 *   pointer X Y                        -> pointer motion to surface-local X, Y + frame; "ok"
 *   pinch-begin FINGERS                -> "ok"
 *   pinch-update DX DY SCALE ROTATION  -> scale absolute, rotation degrees cw delta; "ok"
 *   pinch-end CANCELLED                -> 0 or 1; "ok"
 *   swipe-begin FINGERS                -> "ok"
 *   swipe-update DX DY                 -> "ok"
 *   swipe-end CANCELLED                -> 0 or 1; "ok"
 *   hold-begin FINGERS                 -> "ok"
 *   hold-end CANCELLED                 -> 0 or 1; "ok"
 *   key KEYSYM                         -> press and release (xkb name: Escape, F12, a); "ok"
 *   quit                               -> "ok", then the compositor exits
 * Errors reply "error <reason>". "ok" is sent after the client's events are flushed to it.
 * Usage: compositor CONTROL_SOCKET_PATH; XDG_RUNTIME_DIR must be set. Prints
 * "ready <WAYLAND_DISPLAY>" on stdout once both sockets listen.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/render/allocator.h>
#include <wlr/render/pixman.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_data_device.h>
#include <wlr/types/wlr_keyboard.h>
#include <wlr/types/wlr_output.h>
#include <wlr/types/wlr_output_layout.h>
#include <wlr/types/wlr_pointer_gestures_v1.h>
#include <wlr/types/wlr_scene.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_xdg_decoration_v1.h>
#include <wlr/types/wlr_xdg_shell.h>
#include <wlr/util/log.h>
#include <xkbcommon/xkbcommon.h>

enum { MAX_CONTROL = 8, LINE_MAX_LEN = 256 };

struct control {
  int fd;
  struct wl_event_source *source;
  char buffer[LINE_MAX_LEN];
  size_t used;
  int waiting; /* sent wait-window before any toplevel was mapped */
};

struct view {
  struct wlr_xdg_surface *xdg;
  struct wl_listener map, unmap, destroy;
};

static struct {
  struct wl_display *display;
  struct wlr_backend *backend;
  struct wlr_renderer *renderer;
  struct wlr_allocator *allocator;
  struct wlr_scene *scene;
  struct wlr_scene_output *scene_output;
  struct wlr_output_layout *layout;
  struct wlr_seat *seat;
  struct wlr_input_device *keyboard;
  struct wlr_pointer_gestures_v1 *gestures;
  struct view *focus; /* the mapped toplevel that has pointer and keyboard focus */
  struct control controls[MAX_CONTROL];
  struct wl_listener new_output, frame, new_xdg_surface, new_decoration;
} s;

static uint32_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint32_t)((uint64_t)t.tv_sec * 1000 + (uint64_t)t.tv_nsec / 1000000);
}

static void reply(struct control *c, const char *line) {
  wl_display_flush_clients(s.display); /* the events go out before the harness hears "ok" */
  dprintf(c->fd, "%s\n", line);
}

static void reply_window(struct control *c) {
  struct wlr_box box;
  wlr_xdg_surface_get_geometry(s.focus->xdg, &box);
  char line[64];
  snprintf(line, sizeof line, "window %d %d", box.width, box.height);
  reply(c, line);
}

/* --- output: rendered only when the scene has damage (a client committed) --- */

static void output_frame(struct wl_listener *listener, void *data) {
  (void)listener, (void)data;
  wlr_scene_output_commit(s.scene_output);
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  wlr_scene_output_send_frame_done(s.scene_output, &now);
}

static void new_output(struct wl_listener *listener, void *data) {
  (void)listener;
  struct wlr_output *output = data;
  wlr_output_init_render(output, s.allocator, s.renderer);
  /* GESTURE_COMPOSITOR_SCALE=2: the output's scale (clients get it as wl_output.scale). */
  const char *scale = getenv("GESTURE_COMPOSITOR_SCALE");
  if (scale != NULL && atof(scale) >= 1 && atof(scale) <= 4)
    wlr_output_set_scale(output, (float)atof(scale));
  wlr_output_enable(output, true);
  if (!wlr_output_commit(output)) wlr_log(WLR_ERROR, "cannot enable the headless output");
  s.frame.notify = output_frame;
  wl_signal_add(&output->events.frame, &s.frame);
  wlr_output_layout_add_auto(s.layout, output);
  wlr_output_create_global(output);
  s.scene_output = wlr_scene_output_create(s.scene, output);
}

/* --- toplevels --- */

static void view_map(struct wl_listener *listener, void *data) {
  (void)data;
  struct view *v = wl_container_of(listener, v, map);
  s.focus = v;
  wlr_xdg_toplevel_set_activated(v->xdg, true);
  struct wlr_keyboard *kb = s.keyboard->keyboard;
  wlr_seat_keyboard_notify_enter(s.seat, v->xdg->surface, kb->keycodes, kb->num_keycodes,
                                 &kb->modifiers);
  struct wlr_box box;
  wlr_xdg_surface_get_geometry(v->xdg, &box);
  wlr_seat_pointer_notify_enter(s.seat, v->xdg->surface, box.width / 2.0, box.height / 2.0);
  wlr_seat_pointer_notify_frame(s.seat);
  for (int i = 0; i < MAX_CONTROL; i++) {
    if (s.controls[i].fd >= 0 && s.controls[i].waiting) {
      s.controls[i].waiting = 0;
      reply_window(&s.controls[i]);
    }
  }
}

static void view_unmap(struct wl_listener *listener, void *data) {
  (void)data;
  struct view *v = wl_container_of(listener, v, unmap);
  if (s.focus != v) return;
  s.focus = NULL;
  wlr_seat_pointer_notify_clear_focus(s.seat);
  wlr_seat_keyboard_notify_clear_focus(s.seat);
}

static void view_destroy(struct wl_listener *listener, void *data) {
  (void)data;
  struct view *v = wl_container_of(listener, v, destroy);
  if (s.focus == v) s.focus = NULL;
  wl_list_remove(&v->map.link);
  wl_list_remove(&v->unmap.link);
  wl_list_remove(&v->destroy.link);
  free(v);
}

static void new_xdg_surface(struct wl_listener *listener, void *data) {
  (void)listener;
  struct wlr_xdg_surface *xdg = data;
  if (xdg->role != WLR_XDG_SURFACE_ROLE_TOPLEVEL) return; /* popups: SDL 2.26 makes none */
  struct view *v = calloc(1, sizeof *v);
  v->xdg = xdg;
  wlr_scene_xdg_surface_create(&s.scene->node, xdg); /* at (0, 0); freed with the surface */
  v->map.notify = view_map;
  v->unmap.notify = view_unmap;
  v->destroy.notify = view_destroy;
  wl_signal_add(&xdg->events.map, &v->map);
  wl_signal_add(&xdg->events.unmap, &v->unmap);
  wl_signal_add(&xdg->events.destroy, &v->destroy);
}

/* Server-side decorations (which we do not draw), so SDL needs neither libdecor nor borders. */
struct decoration {
  struct wlr_xdg_toplevel_decoration_v1 *d;
  struct wl_listener request_mode, destroy;
};

static void decoration_request_mode(struct wl_listener *listener, void *data) {
  (void)data;
  struct decoration *d = wl_container_of(listener, d, request_mode);
  if (d->d->surface->added) {
    wlr_xdg_toplevel_decoration_v1_set_mode(d->d, WLR_XDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
  }
}

static void decoration_destroy(struct wl_listener *listener, void *data) {
  (void)data;
  struct decoration *d = wl_container_of(listener, d, destroy);
  wl_list_remove(&d->request_mode.link);
  wl_list_remove(&d->destroy.link);
  free(d);
}

static void new_decoration(struct wl_listener *listener, void *data) {
  (void)listener;
  struct decoration *d = calloc(1, sizeof *d);
  d->d = data;
  d->request_mode.notify = decoration_request_mode;
  d->destroy.notify = decoration_destroy;
  wl_signal_add(&d->d->events.request_mode, &d->request_mode);
  wl_signal_add(&d->d->events.destroy, &d->destroy);
  decoration_request_mode(&d->request_mode, NULL);
}

/* --- control socket --- */

static uint32_t keycode_for(const char *name) {
  xkb_keysym_t sym = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE);
  struct xkb_keymap *keymap = s.keyboard->keyboard->keymap;
  if (sym == XKB_KEY_NoSymbol) return 0;
  for (xkb_keycode_t k = xkb_keymap_min_keycode(keymap); k <= xkb_keymap_max_keycode(keymap);
       k++) {
    const xkb_keysym_t *syms;
    int n = xkb_keymap_key_get_syms_by_level(keymap, k, 0, 0, &syms);
    for (int i = 0; i < n; i++) {
      if (syms[i] == sym) return k;
    }
  }
  return 0;
}

static void command(struct control *c, char *line) {
  char name[32] = "";
  double a = 0, b = 0, scale = 1, rotation = 0;
  int n = 0;
  sscanf(line, "%31s %n", name, &n);
  char *args = line + n;
  if (strcmp(name, "quit") == 0) {
    reply(c, "ok");
    wl_display_terminate(s.display);
    return;
  }
  if (strcmp(name, "wait-window") == 0) {
    if (s.focus) {
      reply_window(c);
    } else {
      c->waiting = 1;
    }
    return;
  }
  if (s.focus == NULL) {
    reply(c, "error no window is mapped");
    return;
  }
  uint32_t t = now_ms();
  if (s.gestures == NULL && (strncmp(name, "pinch-", 6) == 0 || strncmp(name, "swipe-", 6) == 0 ||
                             strncmp(name, "hold-", 5) == 0)) {
    reply(c, "error this compositor offers no pointer gestures");
    return;
  }
  if (strcmp(name, "pointer") == 0 && sscanf(args, "%lf %lf", &a, &b) == 2) {
    wlr_seat_pointer_notify_motion(s.seat, t, a, b);
    wlr_seat_pointer_notify_frame(s.seat);
  } else if (strcmp(name, "pinch-begin") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_pinch_begin(s.gestures, s.seat, t, (uint32_t)a);
  } else if (strcmp(name, "pinch-update") == 0 &&
             sscanf(args, "%lf %lf %lf %lf", &a, &b, &scale, &rotation) == 4) {
    wlr_pointer_gestures_v1_send_pinch_update(s.gestures, s.seat, t, a, b, scale, rotation);
  } else if (strcmp(name, "pinch-end") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_pinch_end(s.gestures, s.seat, t, a != 0);
  } else if (strcmp(name, "swipe-begin") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_swipe_begin(s.gestures, s.seat, t, (uint32_t)a);
  } else if (strcmp(name, "swipe-update") == 0 && sscanf(args, "%lf %lf", &a, &b) == 2) {
    wlr_pointer_gestures_v1_send_swipe_update(s.gestures, s.seat, t, a, b);
  } else if (strcmp(name, "swipe-end") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_swipe_end(s.gestures, s.seat, t, a != 0);
  } else if (strcmp(name, "hold-begin") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_hold_begin(s.gestures, s.seat, t, (uint32_t)a);
  } else if (strcmp(name, "hold-end") == 0 && sscanf(args, "%lf", &a) == 1) {
    wlr_pointer_gestures_v1_send_hold_end(s.gestures, s.seat, t, a != 0);
  } else if (strcmp(name, "key") == 0 && (a = keycode_for(args)) != 0) {
    uint32_t evdev = (uint32_t)a - 8; /* xkb keycodes are evdev codes + 8 */
    wlr_seat_keyboard_notify_key(s.seat, t, evdev, WL_KEYBOARD_KEY_STATE_PRESSED);
    wlr_seat_keyboard_notify_key(s.seat, t + 1, evdev, WL_KEYBOARD_KEY_STATE_RELEASED);
  } else {
    reply(c, "error unknown command or bad arguments");
    return;
  }
  reply(c, "ok");
}

static int control_readable(int fd, uint32_t mask, void *data) {
  struct control *c = data;
  ssize_t got = 0;
  if (!(mask & WL_EVENT_HANGUP)) {
    got = read(fd, c->buffer + c->used, sizeof c->buffer - 1 - c->used);
  }
  if (got <= 0) { /* closed (or a line too long to buffer) */
    wl_event_source_remove(c->source);
    close(fd);
    memset(c, 0, sizeof *c);
    c->fd = -1;
    return 0;
  }
  c->used += (size_t)got;
  char *newline;
  while ((newline = memchr(c->buffer, '\n', c->used)) != NULL) {
    *newline = 0;
    command(c, c->buffer);
    size_t rest = c->used - (size_t)(newline + 1 - c->buffer);
    memmove(c->buffer, newline + 1, rest);
    c->used = rest;
  }
  return 0;
}

static int control_accept(int fd, uint32_t mask, void *data) {
  (void)mask, (void)data;
  int client = accept(fd, NULL, NULL);
  if (client < 0) return 0;
  for (int i = 0; i < MAX_CONTROL; i++) {
    if (s.controls[i].fd < 0) {
      s.controls[i].fd = client;
      s.controls[i].source = wl_event_loop_add_fd(wl_display_get_event_loop(s.display), client,
                                                  WL_EVENT_READABLE, control_readable,
                                                  &s.controls[i]);
      return 0;
    }
  }
  dprintf(client, "error too many control connections\n");
  close(client);
  return 0;
}

static int listen_control(const char *path) {
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (strlen(path) >= sizeof addr.sun_path) return -1;
  strcpy(addr.sun_path, path);
  unlink(path);
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0 || bind(fd, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(fd, 4) < 0) {
    return -1;
  }
  return fd;
}

/* A test runner that crashes must not leave us behind: once our parent is gone (we were
   reparented), exit. (PR_SET_PDEATHSIG would fire when the spawning *thread* ends.) */
static pid_t parent;
static struct wl_event_source *parent_check;

static int check_parent(void *data) {
  (void)data;
  if (getppid() != parent) wl_display_terminate(s.display);
  wl_event_source_timer_update(parent_check, 2000);
  return 0;
}

static int on_signal(int number, void *data) {
  (void)number, (void)data;
  wl_display_terminate(s.display);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s CONTROL_SOCKET_PATH (with XDG_RUNTIME_DIR set)\n", argv[0]);
    return 2;
  }
  if (getenv("XDG_RUNTIME_DIR") == NULL) {
    fprintf(stderr, "XDG_RUNTIME_DIR is not set: give the compositor a private directory\n");
    return 2;
  }
  for (int i = 0; i < MAX_CONTROL; i++) s.controls[i].fd = -1;
  signal(SIGPIPE, SIG_IGN); /* a harness that hangs up must not kill us mid-reply */
  wlr_log_init(getenv("GESTURE_COMPOSITOR_DEBUG") ? WLR_DEBUG : WLR_ERROR, NULL);
  s.display = wl_display_create();
  struct wl_event_loop *loop = wl_display_get_event_loop(s.display);
  /* Headless and pixman by construction (what WLR_BACKENDS=headless WLR_RENDERER=pixman pick). */
  s.backend = wlr_headless_backend_create(s.display);
  s.renderer = wlr_pixman_renderer_create();
  if (!s.backend || !s.renderer || !wlr_renderer_init_wl_display(s.renderer, s.display)) {
    fprintf(stderr, "cannot create the headless backend or the pixman renderer\n");
    return 1;
  }
  s.allocator = wlr_allocator_autocreate(s.backend, s.renderer);
  wlr_compositor_create(s.display, s.renderer); /* wl_compositor and wl_subcompositor */
  wlr_data_device_manager_create(s.display);
  s.layout = wlr_output_layout_create();
  s.scene = wlr_scene_create();
  s.new_output.notify = new_output;
  wl_signal_add(&s.backend->events.new_output, &s.new_output);

  struct wlr_xdg_shell *shell = wlr_xdg_shell_create(s.display);
  s.new_xdg_surface.notify = new_xdg_surface;
  wl_signal_add(&shell->events.new_surface, &s.new_xdg_surface);
  struct wlr_xdg_decoration_manager_v1 *decorations =
      wlr_xdg_decoration_manager_v1_create(s.display);
  s.new_decoration.notify = new_decoration;
  wl_signal_add(&decorations->events.new_toplevel_decoration, &s.new_decoration);

  s.seat = wlr_seat_create(s.display, "seat0");
  wlr_seat_set_capabilities(s.seat, WL_SEAT_CAPABILITY_POINTER | WL_SEAT_CAPABILITY_KEYBOARD);
  /* GESTURE_COMPOSITOR_NO_GESTURES=1: a compositor without pointer gestures (like weston 10),
     to test what a client says then. Pinch commands are refused. */
  if (getenv("GESTURE_COMPOSITOR_NO_GESTURES") == NULL) {
    s.gestures = wlr_pointer_gestures_v1_create(s.display);
  }
  s.keyboard = wlr_headless_add_input_device(s.backend, WLR_INPUT_DEVICE_KEYBOARD);
  struct xkb_context *xkb = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
  struct xkb_keymap *keymap = xkb_keymap_new_from_names(xkb, NULL, XKB_KEYMAP_COMPILE_NO_FLAGS);
  if (!s.keyboard || !keymap) {
    fprintf(stderr, "cannot create the keyboard (is xkb-data installed?)\n");
    return 1;
  }
  wlr_keyboard_set_keymap(s.keyboard->keyboard, keymap);
  wlr_seat_set_keyboard(s.seat, s.keyboard);

  int control = listen_control(argv[1]);
  const char *socket = wl_display_add_socket_auto(s.display);
  if (control < 0 || socket == NULL) {
    fprintf(stderr, "cannot listen on %s: %s\n", control < 0 ? argv[1] : "a Wayland socket",
            strerror(errno));
    return 1;
  }
  wl_event_loop_add_fd(loop, control, WL_EVENT_READABLE, control_accept, NULL);
  wl_event_loop_add_signal(loop, SIGTERM, on_signal, NULL);
  wl_event_loop_add_signal(loop, SIGINT, on_signal, NULL);
  parent = getppid();
  parent_check = wl_event_loop_add_timer(loop, check_parent, NULL);
  wl_event_source_timer_update(parent_check, 2000);
  if (!wlr_backend_start(s.backend) || !wlr_headless_add_output(s.backend, 1024, 768)) {
    fprintf(stderr, "cannot start the headless backend\n");
    return 1;
  }
  printf("ready %s\n", socket);
  fflush(stdout);
  wl_display_run(s.display);

  wl_display_destroy_clients(s.display);
  wl_display_destroy(s.display);
  unlink(argv[1]);
  return 0;
}
