#!/usr/bin/env bash
# Builds the Debian package of the release binary (linked with the Swift runtime statically):
# stages an install with PREFIX=/usr (install.sh), adds the copyright and changelog, derives
# Depends from the binary with dpkg-shlibdeps (plus the font it draws text with), recommends
# ffmpeg (--video), builds the .deb with root as owner, and runs lintian on it (an error fails).
# Usage: build-deb.sh BINARY GENERATED WORK OUT_FOLDER; prints the .deb's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 generated=$2 work=$(realpath -m "$3") out=$(realpath -m "$4")
version=$("$binary" --version)
arch=$(dpkg --print-architecture)
maintainer="motion-sandbox maintainers <maintainers@users.noreply.a-seed-b5c98281.example>"
stage=$work/root
rm -rf "$stage" && mkdir -p "$stage" "$out"
DESTDIR=$stage PREFIX=/usr BINARY=$binary GENERATED=$generated bash packaging/install.sh install >/dev/null

doc=$stage/usr/share/doc/motion-sandbox
install -d -m 0755 "$doc"
install -m 0644 packaging/debian/copyright "$doc/copyright"
{
  echo "motion-sandbox ($version) unstable; urgency=medium"
  echo
  echo "  * Built from the motion-sandbox sources, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)."
  echo
  echo " -- $maintainer  $(git log -1 --format=%cD 2>/dev/null || date -uR)"
} | gzip -9n >"$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz"

# dpkg-shlibdeps reads debian/control from the folder it runs in: a minimal one of its own.
shlibs=$work/shlibs
mkdir -p "$shlibs/debian"
printf 'Source: motion-sandbox\n\nPackage: motion-sandbox\nArchitecture: any\n' >"$shlibs/debian/control"
depends=$(cd "$shlibs" && dpkg-shlibdeps -O "-e$(realpath "$stage/usr/bin/motion-sandbox")" 2>"$work/shlibdeps.log" |
  sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log" >&2; exit 2; }
[ -n "$depends" ] || { echo "build-deb.sh: dpkg-shlibdeps found no libraries" >&2; cat "$work/shlibdeps.log" >&2; exit 2; }

mkdir -p "$stage/DEBIAN"
cat >"$stage/DEBIAN/control" <<CONTROL
Package: motion-sandbox
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: $depends, fonts-dejavu-core
Recommends: ffmpeg
Section: graphics
Priority: optional
Description: Material Motion interactions to try with a touchpad, on Linux
 Grab a square with a mouse, a touchscreen or a laptop's touchpad, toss
 it, pinch it, slow time down, tune its spring while it moves, and record
 the gesture to replay it frame for frame: a scene for every Material
 Motion interaction, in an SDL 2 window or headless, with PNG and video
 capture (ffmpeg) and motion checks against golden traces.
CONTROL
deb=$out/motion-sandbox_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
lintian --fail-on error "$deb" >&2
echo "$deb"
