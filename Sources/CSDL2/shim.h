#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>

/* Function-like macros and constants Swift cannot import, as static inline functions. */
static inline int CSDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int CSDL_WINDOWPOS_UNDEFINED(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 CSDL_BUTTON(int b) { return SDL_BUTTON(b); }
static inline Uint32 CSDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
static inline Uint32 CSDL_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_TouchID CSDL_MOUSE_TOUCHID(void) { return SDL_MOUSE_TOUCHID; }
static inline int CSDL_MUSTLOCK(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline int CSDL_BlitSurface(SDL_Surface *src, const SDL_Rect *sr, SDL_Surface *dst, SDL_Rect *dr) {
  return SDL_BlitSurface(src, sr, dst, dr);
}
static inline int CSDL_SaveBMP(SDL_Surface *s, const char *file) { return SDL_SaveBMP(s, file); }
static inline Uint32 CSDL_COMPILEDVERSION(void) { return SDL_COMPILEDVERSION; }

#endif
