#!/usr/bin/env bash
# Prepares OUT so that a build with PKG_CONFIG_PATH=OUT links SDL 2 and SDL_ttf statically from
# Debian's archives (libsdl2-dev, libsdl2-ttf-dev) without SDL's audio and KMS/DRM drivers
# (drivers-left-out.c): an sdl2.pc whose -L names OUT, where libSDL2.so and libSDL2_ttf.so are
# linker scripts naming the archives, an archive of drivers-left-out.c and the shared libraries
# the rest of SDL needs (X11, Wayland, xkbcommon, libdecor, FreeType, HarfBuzz). Used by
# `make release` (and so `make deb`): the installed binary loads 34 shared libraries instead of
# 61 (ldd), which takes about 4 ms off every start on the 2-core machine (Benchmarks/README.md, (v)).
# Usage: setup.sh OUT
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out=$(realpath -m "${1:?usage: setup.sh OUT}")
libdir=$(pkg-config --variable=libdir sdl2)
sdl=$libdir/libSDL2.a ttf=$libdir/libSDL2_ttf.a
for archive in "$sdl" "$ttf"; do
  [ -f "$archive" ] || { echo "setup.sh: no $archive; install libsdl2-dev and libsdl2-ttf-dev" >&2; exit 1; }
done
# The structures drivers-left-out.c defines must be as large as the archive's own.
sizes=$(nm -S "$sdl" 2>/dev/null | awk '$3 == "D" { print $4, $2 }')
for expected in PULSEAUDIO_bootstrap:32 ALSA_bootstrap:32 KMSDRM_bootstrap:24; do
  name=${expected%:*} bytes=${expected#*:}
  grep -qxF "$name $(printf '%016x' "$bytes")" <<<"$sizes" || {
    echo "setup.sh: $sdl does not define $name as drivers-left-out.c does ($bytes bytes); this SDL is not the one it was written for" >&2
    exit 1
  }
done
mkdir -p "$out"
cc -O2 -fPIC -c "$here/drivers-left-out.c" -o "$out/drivers-left-out.o"
# What SDL's and SDL_ttf's static builds link (sdl2-config --static-libs and SDL2_ttf.pc's
# Libs.private), less PulseAudio, ALSA, libdrm and libgbm.
others="-lsamplerate -lX11 -lXext -lXcursor -lXi -lXfixes -lXrandr -lXss -lwayland-egl \
-lwayland-client -lwayland-cursor -lxkbcommon -ldecor-0 -lfreetype -lharfbuzz -lm -ldl -lpthread -lrt"
rm -f "$out/libsdl2-left-out.a"
ar rcs "$out/libsdl2-left-out.a" "$out/drivers-left-out.o"
# Both names give both archives, as a group (SDL_ttf calls SDL), wherever the linker meets them:
# swiftc names -lSDL2 (pkg-config, once for each module that uses it) and -lSDL2_ttf (the module
# map) at different places. EXTERN makes the three drivers wanted before the group is read, so
# they come from libsdl2-left-out.a, first in it, and never from libSDL2.a.
script="EXTERN(PULSEAUDIO_bootstrap ALSA_bootstrap KMSDRM_bootstrap)
GROUP($out/libsdl2-left-out.a $ttf $sdl $others)"
echo "$script" >"$out/libSDL2.so"
echo "$script" >"$out/libSDL2_ttf.so"
cflags=$(pkg-config --cflags sdl2)
cat >"$out/sdl2.pc" <<PC
Name: sdl2
Description: SDL 2 linked statically, without its audio and KMS/DRM drivers (packaging/sdl2-static)
Version: $(pkg-config --modversion sdl2)
Libs: -L$out -lSDL2
Cflags: $cflags
PC
