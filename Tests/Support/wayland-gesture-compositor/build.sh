#!/bin/sh
# Builds the test compositor into OUTDIR (generated protocol headers go there too, never into
# the source tree): build.sh OUTDIR  ->  OUTDIR/wayland-gesture-compositor
# Needs (Debian 12): libwlroots-dev wayland-protocols libwayland-bin libxkbcommon-dev
# libpixman-1-dev pkg-config and a C compiler.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"
fail() { echo "$1" >&2; exit 1; }
command -v pkg-config >/dev/null || fail "pkg-config is missing: apt-get install pkg-config"
pkg-config --exists wlroots ||
  fail "libwlroots-dev is missing (wlroots 0.15): apt-get install libwlroots-dev"
for p in wayland-server xkbcommon pixman-1 wayland-protocols; do
  pkg-config --exists $p || fail "$p is missing: apt-get install libwlroots-dev wayland-protocols libxkbcommon-dev libpixman-1-dev"
done
version=$(pkg-config --modversion wlroots)
case $version in 0.15.*) ;; *) fail "wlroots $version found; this compositor is written for wlroots 0.15 (Debian 12's libwlroots-dev)" ;; esac
scanner=$(command -v wayland-scanner) || fail "wayland-scanner is missing: apt-get install libwayland-bin"
cc=${CC:-$(command -v cc || command -v gcc || command -v clang)} || fail "no C compiler: apt-get install gcc"
protocols=$(pkg-config --variable=pkgdatadir wayland-protocols)
# wlroots 0.15's wlr_xdg_shell.h includes "xdg-shell-protocol.h" (the server header).
"$scanner" server-header "$protocols/stable/xdg-shell/xdg-shell.xml" "$out/xdg-shell-protocol.h"
# shellcheck disable=SC2046
"$cc" -std=c11 -O2 -Wall -Wextra -DWLR_USE_UNSTABLE -I"$out" \
  -o "$out/wayland-gesture-compositor" "$here/compositor.c" \
  $(pkg-config --cflags --libs wlroots wayland-server xkbcommon pixman-1)
echo "$out/wayland-gesture-compositor"
