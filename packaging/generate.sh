#!/usr/bin/env bash
# Writes what an install adds beside the binary, generated from the built binary's own command
# line (ArgumentParser), so none of it can fall out of step with --help:
#   OUT/motion-sandbox.1           the man page (ArgumentParser's generate-manual tool, from
#                                  `motion-sandbox --experimental-dump-help`; FILES and EXIT
#                                  STATUS from the discussion's paragraphs: manual-sections.py)
#   OUT/motion-sandbox.bash        bash completion  (motion-sandbox --generate-completion-script bash)
#   OUT/_motion-sandbox            zsh completion
#   OUT/motion-sandbox.fish        fish completion
# Usage: generate.sh BINARY GENERATE_MANUAL_TOOL OUT
set -euo pipefail
binary=$1 tool=$2 out=$3
mkdir -p "$out"
# The man page's date: the last commit's, so the same sources give the same page.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
"$tool" "$binary" --date "$date" --section 1 --output-directory "$out"
[ -s "$out/motion-sandbox.1" ] || { echo "generate.sh: generate-manual wrote no $out/motion-sandbox.1" >&2; exit 1; }
python3 "$(dirname "$0")/manual-sections.py" "$out/motion-sandbox.1"
# bash-completion sources its scripts: no #! line (lintian: bash-completion-with-hashbang).
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' >"$out/motion-sandbox.bash"
"$binary" --generate-completion-script zsh >"$out/_motion-sandbox"
"$binary" --generate-completion-script fish >"$out/motion-sandbox.fish"
