#!/usr/bin/env bash
# The package as a user gets it, checked: unpacked into a temporary root with dpkg -x, its
# binary run from there with no Swift toolchain on the library path (ldd names no Swift library
# and nothing from the toolchain, nor any SDL, PulseAudio or ALSA library), a recording replayed
# headless from another folder and in an Xvfb and a Wayland window with both renderers, with the
# images found through ../share/motion-sandbox, its --version, its man page (every flag --help
# names), its bash and fish completions (a scene name, an export format, a preset after
# --set spring.preset=; zsh: a scene name, a --set name up to its =), its desktop entry, and the package's size (at
# most 30 MB). Any failure is one line on stderr and exit status 1.
# Usage: release-check.sh DEB
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:?usage: release-check.sh DEB}
[ -f "$deb" ] || { echo "release-check: no package at $deb; run make deb" >&2; exit 2; }
root=$(mktemp -d /tmp/motion-sandbox-release.XXXXXX)
trap 'rm -rf "$root"' EXIT
fail() { echo "release-check: $*" >&2; exit 1; }
dpkg -x "$deb" "$root"
bin=$root/usr/bin/motion-sandbox
share=$root/usr/share
# A clean environment: no LD_LIBRARY_PATH, no MOTION_SANDBOX_ASSETS, no display, no toolchain.
run() { env -i HOME="$root" PATH=/usr/bin:/bin "$@"; }

# No Swift toolchain on the library path.
swift_path=$(command -v swift || echo /opt/swift/usr/bin/swift)
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift_path")")")")
libraries=$(run ldd "$bin")
if grep -q "not found" <<<"$libraries"; then fail "a library of $bin is missing: $(grep 'not found' <<<"$libraries" | head -1)"; fi
if grep -Eq "libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain/" <<<"$libraries"; then
  fail "$bin loads the Swift runtime from the toolchain: $(grep -E "libswift|libFoundation|libdispatch|$toolchain/" <<<"$libraries" | head -1 | xargs)"
fi

# SDL 2 and SDL_ttf are linked in without SDL's audio and KMS/DRM drivers (packaging/sdl2-static):
# no SDL library, nor PulseAudio, ALSA or libdrm, is loaded.
if grep -Eq "libSDL2|libpulse|libasound|libdrm|libgbm" <<<"$libraries"; then
  fail "$bin loads $(grep -Eo "libSDL2[^ ]*|libpulse[^ ]*|libasound[^ ]*|libdrm[^ ]*|libgbm[^ ]*" <<<"$libraries" | head -1): SDL was not linked as packaging/sdl2-static links it"
fi

# Its version is the package's.
version=$(dpkg-deb -f "$deb" Version)
[ "$(run "$bin" --version)" = "$version" ] || fail "--version says '$(run "$bin" --version)', the package $version"

# A replay headless, from another folder, the assets found relative to the binary.
mkdir -p "$root/run"
replays=$share/motion-sandbox/replays
(cd "$root/run" && run "$bin" --headless --replay "$replays/scalable-two-finger-pinch.jsonl" \
  --screenshot-dir "$root/run" >"$root/run/out.txt" 2>"$root/run/err.txt") ||
  fail "the installed binary failed a headless replay: $(head -1 "$root/run/err.txt")"
[ -s "$root/run/motion-sandbox-scalable-final.png" ] || fail "the headless replay wrote no final frame ($(ls "$root/run" | xargs))"
(cd / && run "$bin" --headless --replay "$replays/photo-album-open-dismiss.jsonl" --frames 240 \
  --screenshot-dir "$root/run" >/dev/null 2>"$root/run/err.txt") ||
  fail "the installed binary failed a photo-album replay: $(head -1 "$root/run/err.txt")"
[ ! -s "$root/run/err.txt" ] || fail "photo-album, installed, did not find its images: $(head -1 "$root/run/err.txt")"

# In a window on an X server of its own (Xvfb), with both renderers: the X11 driver of the SDL
# linked in, and OpenGL through the system's libGL.
for renderer in software opengl; do
  run xvfb-run -a "$bin" --replay "$replays/scalable-two-finger-pinch.jsonl" --frames 30 \
    --renderer "$renderer" >"$root/run/window.txt" 2>&1 ||
    fail "the installed binary failed a replay in an Xvfb window ($renderer): $(grep -m1 error "$root/run/window.txt")"
  grep -q "30 frames (x11/$renderer)" "$root/run/window.txt" ||
    fail "the installed binary's $renderer window did not draw 30 frames on x11: $(tail -1 "$root/run/window.txt")"
done

# And on Wayland, on the tests' headless compositor (wlroots): the Wayland driver of the SDL
# linked in, with libdecor and xkbcommon, both renderers.
compositor=$(sh Tests/Support/wayland-gesture-compositor/build.sh "$root/compositor" 2>"$root/run/compositor.txt") ||
  fail "cannot build the test compositor: $(tail -1 "$root/run/compositor.txt")"
mkdir -m 700 "$root/xdg"
XDG_RUNTIME_DIR=$root/xdg WLR_BACKENDS=headless "$compositor" "$root/control" >"$root/run/ready.txt" 2>&1 &
compositor_pid=$!
trap 'kill $compositor_pid 2>/dev/null; wait $compositor_pid 2>/dev/null; rm -rf "$root"' EXIT
for _ in $(seq 100); do grep -q '^ready ' "$root/run/ready.txt" && break; sleep 0.1; done
display=$(sed -n 's/^ready //p' "$root/run/ready.txt")
[ -n "$display" ] || fail "the test compositor did not start: $(tail -1 "$root/run/ready.txt")"
for renderer in software opengl; do
  run env XDG_RUNTIME_DIR="$root/xdg" WAYLAND_DISPLAY="$display" SDL_VIDEODRIVER=wayland \
    "$bin" --replay "$replays/scalable-two-finger-pinch.jsonl" --frames 30 --renderer "$renderer" \
    >"$root/run/wayland.txt" 2>&1 ||
    fail "the installed binary failed a replay in a Wayland window ($renderer): $(grep -m1 error "$root/run/wayland.txt")"
  grep -q "30 frames (wayland/$renderer)" "$root/run/wayland.txt" ||
    fail "the installed binary's $renderer window did not draw 30 frames on Wayland: $(tail -1 "$root/run/wayland.txt")"
done

# The installed binary checks a replay against the project's goldens as the debug build does: it
# links no Foundation, so any behaviour that leaned on Foundation's bridging (a file's size read
# as 0, which made every frame golden "drawn in another environment") shows here.
run "$bin" check --replay "$replays/tap-taps.jsonl" --goldens assets/goldens \
  --artifacts "$root/run/check" >"$root/run/check.txt" 2>&1 ||
  fail "the installed binary's check of tap-taps against assets/goldens failed: $(head -1 "$root/run/check.txt")"

# The man page, as man shows it, names every flag --help names.
page=$(run env MANPATH="$share/man" MANWIDTH=100 man motion-sandbox 2>&1) || fail "man motion-sandbox failed: $(head -1 <<<"$page")"
flags=$(run "$bin" --help | grep -oE '^ +(-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+')
[ "$(wc -l <<<"$flags")" -ge 20 ] || fail "--help names only $(wc -l <<<"$flags") flags"
for flag in $flags; do
  grep -qe "$flag" <<<"$page" || fail "the man page does not name $flag (--help does)"
done
for section in "EXIT STATUS" "Exit status: 0 done" "Keys:" "Files read:" "Files written:"; do
  grep -q "$section" <<<"$page" || fail "the man page has no '$section'"
done

# bash: the installed completion completes a scene name, an export format, a --set name and a
# preset after spring.preset= (asking the installed binary for scenes, names and presets), in an
# interactive bash that splits the line into words itself (bash-complete.py).
bash_completions=$share/bash-completion/completions/motion-sandbox
complete_bash() { run python3 packaging/bash-complete.py "$bash_completions" "$(dirname "$bin")" "motion-sandbox $*"; }
expect_bash() { # LINE CANDIDATE: bash completes LINE's last word with CANDIDATE
  local got
  got=$(complete_bash "$1")
  grep -qxF -- "$2" <<<"$got" || fail "bash does not complete '$1' to $2 (got: $(head -8 <<<"$got" | xargs))"
}
expect_bash "--scene pinch" pinch-lab
expect_bash "--export sw" swiftui
expect_bash "--set spring.sti" spring.stiffness=
expect_bash "--set spring.preset=swiftui.b" swiftui.bouncy
expect_bash "--scene tween --set tween.preset=m3.easing.emph" m3.easing.emphasized

# fish: the same, from its vendor completions, in an interactive fish (fish-complete.py).
fish_completions=$share/fish/vendor_completions.d/motion-sandbox.fish
complete_fish() { run python3 packaging/fish-complete.py "$fish_completions" "$(dirname "$bin")" "motion-sandbox $*"; }
expect_fish() { # LINE CANDIDATE
  local got
  got=$(complete_fish "$1")
  grep -qxF -- "$2" <<<"$got" || fail "fish does not complete '$1' to $2 (got: $(head -8 <<<"$got" | xargs))"
}
expect_fish "--scene pinch" pinch-lab
expect_fish "--export sw" swiftui
expect_fish "--set spring.preset=swiftui.b" spring.preset=swiftui.bouncy
# zsh: the script parses, and an interactive zsh completes a scene name (a space after it) and a
# --set name up to its "=" (no space: the value follows) (zsh-complete.py).
zsh_completions=$share/zsh/vendor-completions
run zsh -n "$zsh_completions/_motion-sandbox" || fail "zsh cannot parse its completion script"
expect_zsh() { # LINE COMPLETED: zsh makes LINE and a Tab into COMPLETED
  local got
  got=$(run python3 packaging/zsh-complete.py "$zsh_completions" "$(dirname "$bin")" "motion-sandbox $1")
  [ "$got" = "motion-sandbox $2" ] || fail "zsh completes '$1' to '$got', not 'motion-sandbox $2'"
}
expect_zsh "--scene pinch" "--scene pinch-lab "
expect_zsh "--set spring.sti" "--set spring.stiffness="
expect_zsh "--export sw" "--export swiftui "

# The desktop entry and its icon.
desktop-file-validate "$share/applications/motion-sandbox.desktop" || fail "desktop-file-validate refuses the desktop entry"
[ -s "$share/icons/hicolor/256x256/apps/motion-sandbox.png" ] || fail "no icon"

size=$(stat -c %s "$deb")
[ "$size" -le $((30 * 1024 * 1024)) ] || fail "the package is $size bytes, over 30 MB"
echo "release-check: $deb ($((size / 1024)) KiB; binary $(($(stat -c %s "$bin") / 1024)) KiB stripped) installs and runs without Swift: version $version, man page, completions, desktop entry"
