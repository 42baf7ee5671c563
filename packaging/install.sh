#!/usr/bin/env bash
# Installs or uninstalls the sandbox under DESTDIR + PREFIX, laid out as the FHS says:
#   PREFIX/bin/motion-sandbox                                   the binary, stripped
#   PREFIX/share/motion-sandbox/{images,replays}/               the photos, the example recordings
#                                                               (found from bin/ as ../share/motion-sandbox)
#   PREFIX/share/man/man1/motion-sandbox.1.gz                   the man page
#   PREFIX/share/bash-completion/completions/motion-sandbox     bash
#   PREFIX/share/zsh/vendor-completions/_motion-sandbox         zsh (site-functions unless PREFIX is /usr)
#   PREFIX/share/fish/vendor_completions.d/motion-sandbox.fish  fish
#   PREFIX/share/applications/motion-sandbox.desktop            the desktop entry
#   PREFIX/share/icons/hicolor/256x256/apps/motion-sandbox.png  its icon
# Usage: install.sh install|uninstall; environment: PREFIX (default /usr/local), DESTDIR (a
# staging root, default none), BINARY and GENERATED (generate.sh's folder; install only).
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-}
prefix=${PREFIX:-/usr/local}
root=${DESTDIR:-}
case $prefix in
  /*) ;;
  *) echo "install.sh: PREFIX must be an absolute path (got $prefix); e.g. PREFIX=\$HOME/.local" >&2; exit 64 ;;
esac
share=$prefix/share
# zsh's fpath on Debian: vendor-completions for the distribution's packages, site-functions
# under /usr/local.
if [ "$prefix" = /usr ]; then zsh_dir=$share/zsh/vendor-completions; else zsh_dir=$share/zsh/site-functions; fi

# source (relative to the checkout, or GENERATED/...) and destination, one a line.
singles() {
  echo "$BINARY $prefix/bin/motion-sandbox"
  echo "$GENERATED/motion-sandbox.bash $share/bash-completion/completions/motion-sandbox"
  echo "$GENERATED/_motion-sandbox $zsh_dir/_motion-sandbox"
  echo "$GENERATED/motion-sandbox.fish $share/fish/vendor_completions.d/motion-sandbox.fish"
  echo "packaging/motion-sandbox.desktop $share/applications/motion-sandbox.desktop"
  echo "assets/icon/motion-sandbox.png $share/icons/hicolor/256x256/apps/motion-sandbox.png"
  echo "$GENERATED/motion-sandbox.1 $share/man/man1/motion-sandbox.1.gz"
}

case $action in
  install)
    : "${BINARY:?install.sh: set BINARY to the built motion-sandbox}" "${GENERATED:?install.sh: set GENERATED to the folder generate.sh wrote}"
    singles | while read -r source destination; do
      [ -f "$source" ] || { echo "install.sh: $source is missing; run make release first" >&2; exit 2; }
      install -d -m 0755 "$root$(dirname "$destination")"
      case $destination in
        */bin/*)
          install -m 0755 "$source" "$root$destination"
          strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root$destination" ;;
        *.gz) gzip -9n <"$source" >"$root$destination" && chmod 0644 "$root$destination" ;;
        *) install -m 0644 "$source" "$root$destination" ;;
      esac
    done
    install -d -m 0755 "$root$share/motion-sandbox/images" "$root$share/motion-sandbox/replays"
    install -m 0644 assets/images/*.png "$root$share/motion-sandbox/images"
    install -m 0644 assets/replays/*.jsonl "$root$share/motion-sandbox/replays"
    echo "Installed motion-sandbox in $root$prefix (bin/motion-sandbox; share/: assets, man page, completions, desktop entry, icon)"
    ;;
  uninstall)
    BINARY=- GENERATED=-
    singles | while read -r _ destination; do rm -f "$root$destination"; done
    rm -rf "$root$share/motion-sandbox"
    echo "Removed motion-sandbox from $root$prefix"
    ;;
  *)
    echo "install.sh: say install or uninstall (got '${action}'); see the comment at the top of $0" >&2
    exit 64
    ;;
esac
