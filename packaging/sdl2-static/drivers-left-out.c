// Linked before Debian's static SDL 2 (libSDL2.a) in the release build (setup.sh): the audio
// drivers and the KMS/DRM video driver that SDL's driver tables name, as drivers that are never
// available. Defined here, the archive's own objects for them are not linked, and with them go
// PulseAudio, ALSA, libdrm and libgbm and the ~30 shared libraries they load at every start
// (libsndfile and its codecs, systemd, libgcrypt, dbus, ...): the sandbox plays no sound and
// draws in an X11 or Wayland window, or headless.
//
// The structures are SDL 2's internal AudioBootStrap and VideoBootStrap (src/audio/SDL_sysaudio.h,
// src/video/SDL_sysvideo.h); setup.sh checks their sizes in the archive before using this file.
// A program that asks for one of these drivers by name (SDL_AUDIODRIVER=pulseaudio,
// SDL_VIDEODRIVER=kmsdrm) gets SDL's own "not available" error.

typedef int SDL_bool;
typedef struct SDL_AudioDriverImpl SDL_AudioDriverImpl;
typedef struct SDL_VideoDevice SDL_VideoDevice;

typedef struct AudioBootStrap {
  const char *name;
  const char *desc;
  SDL_bool (*init)(SDL_AudioDriverImpl *impl);
  SDL_bool demand_only;
} AudioBootStrap;

typedef struct VideoBootStrap {
  const char *name;
  const char *desc;
  SDL_VideoDevice *(*create)(void);
} VideoBootStrap;

static SDL_bool no_audio(SDL_AudioDriverImpl *impl) {
  (void)impl;
  return 0;
}

static SDL_VideoDevice *no_video(void) { return 0; }

const AudioBootStrap PULSEAUDIO_bootstrap = {"pulseaudio", "left out of motion-sandbox", no_audio, 1};
const AudioBootStrap ALSA_bootstrap = {"alsa", "left out of motion-sandbox", no_audio, 1};
const VideoBootStrap KMSDRM_bootstrap = {"kmsdrm", "left out of motion-sandbox", no_video};
