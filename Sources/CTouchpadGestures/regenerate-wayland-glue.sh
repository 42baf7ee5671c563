#!/bin/sh
# Regenerates the zwp_pointer_gestures_v1 client glue that wayland.c uses, from the protocol XML
# of the system's wayland-protocols (Debian: apt-get install wayland-protocols libwayland-bin).
# The generated files are committed, so building the package needs neither package.
#   Sources/CTouchpadGestures/pointer-gestures-unstable-v1-client-protocol.h  (private header)
#   Sources/CTouchpadGestures/pointer-gestures-unstable-v1-protocol.c         (private-code)
# The header stays beside the .c files, outside include/, so it is not part of the module.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
scanner=$(command -v wayland-scanner || true)
[ -n "$scanner" ] || { echo "wayland-scanner not found: apt-get install libwayland-bin" >&2; exit 1; }
datadir=$(pkg-config --variable=pkgdatadir wayland-protocols 2>/dev/null || echo /usr/share/wayland-protocols)
xml="$datadir/unstable/pointer-gestures/pointer-gestures-unstable-v1.xml"
[ -f "$xml" ] || { echo "$xml not found: apt-get install wayland-protocols" >&2; exit 1; }
"$scanner" client-header "$xml" "$here/pointer-gestures-unstable-v1-client-protocol.h"
# private-code: the interface symbols get hidden visibility, so they cannot clash with SDL's.
"$scanner" private-code "$xml" "$here/pointer-gestures-unstable-v1-protocol.c"
echo "regenerated from $xml ($("$scanner" --version 2>&1))"
