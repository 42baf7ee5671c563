#!/usr/bin/env bash
# Writes what an install adds beside the binary, generated from the built binary's own command
# line (ArgumentParser), so none of it can fall out of step with --help:
#   OUT/motion-sandbox.1           the man page (ArgumentParser's generate-manual tool, from
#                                  `motion-sandbox --experimental-dump-help`; FILES and EXIT
#                                  STATUS from the discussion's paragraphs: manual-sections.py)
#   OUT/motion-sandbox.bash        bash completion  (motion-sandbox --generate-completion-script bash,
#                                  then set-completion.bash: --set NAME=VALUE across bash's =)
#   OUT/_motion-sandbox            zsh completion   (then set-completion.zsh: no space after
#                                  a --set NAME=)
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
# ArgumentParser's script, and --set NAME=VALUE completed across the = bash splits it at.
{
  "$binary" --generate-completion-script bash | sed '1{/^#!/d}'
  cat "$(dirname "$0")/set-completion.bash"
} >"$out/motion-sandbox.bash"
# zsh: ArgumentParser's script, with its custom-completion helper replaced before the script
# runs (set-completion.zsh: no space after a --set name's "=").
"$binary" --generate-completion-script zsh | awk -v extra="$(dirname "$0")/set-completion.zsh" '
  /^if \[\[ "\$\{funcstack\[1\]\}"/ && !done { while ((getline line < extra) > 0) print line; done = 1 }
  { print }
  END { if (!done) { print "generate.sh: the zsh script has no funcstack test to add set-completion.zsh before" > "/dev/stderr"; exit 1 } }
' >"$out/_motion-sandbox"
"$binary" --generate-completion-script fish >"$out/motion-sandbox.fish"
