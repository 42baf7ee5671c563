/* A test shim, preloaded (LD_PRELOAD) into motion-sandbox: XIQueryVersion asks the X server for
   at most XInput 2.3, so a real server answers the sandbox's touchpad receiver as a server
   older than Xorg 21.1 would (no XI 2.4 gesture events). Debian 12 has no such server to start,
   and Xvfb cannot turn XInput off. SDL's own request (XInput 2.2 in SDL 2.26) is below the cap,
   so it is left as it is whichever libXi entry point SDL calls.

   Build: cc -shared -fPIC -o xi-version-cap.so xi_version_cap.c -ldl */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <dlfcn.h>

Status XIQueryVersion(Display *display, int *major, int *minor) {
  Status (*real)(Display *, int *, int *) =
      (Status (*)(Display *, int *, int *))dlsym(RTLD_NEXT, "XIQueryVersion");
  if (real == NULL) return BadRequest;
  if (*major > 2 || (*major == 2 && *minor > 3)) {
    *major = 2;
    *minor = 3;
  }
  return real(display, major, minor);
}
