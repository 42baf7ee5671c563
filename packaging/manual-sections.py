#!/usr/bin/env python3
"""Gives the man page that generate-manual wrote from the command line its conventional
sections, moving paragraphs of the command's own discussion (so the text stays --help's):
"Files read:" and "Files written:" into FILES, "Exit status:" into EXIT STATUS (in place of
generate-manual's generic `.Ex -std`); the discussion's blank lines become `.Pp` (mdoc warns
about empty lines). Usage: manual-sections.py PAGE (rewritten in place)."""
import sys

path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
start = lines.index(".Sh DESCRIPTION") + 1
end = next(i for i in range(start, len(lines)) if lines[i].startswith("."))
paragraphs, current = [], []
for line in lines[start:end]:
    if line == "":
        paragraphs.append(current)
        current = []
    else:
        current.append(line)
paragraphs.append(current)
moved = {"Files read:": [], "Files written:": [], "Exit status:": []}
kept = []
for paragraph in paragraphs:
    key = next((k for k in moved if paragraph and paragraph[0].startswith(k)), None)
    if key:
        moved[key].extend(paragraph)
    else:
        kept.append(paragraph)
for key in ("Files read:", "Files written:", "Exit status:"):
    if not moved[key]:
        sys.exit("manual-sections.py: the discussion has no paragraph starting '%s'" % key)


def joined(groups):
    out = []
    for group in groups:
        if out:
            out.append(".Pp")
        out.extend(group)
    return out


description = joined([p for p in kept if p])
files = joined([moved["Files read:"], moved["Files written:"]])
exit_index = lines.index(".Ex -std")
result = (lines[:start] + description + lines[end:exit_index - 1]
          + ['.Sh FILES'] + files + ['.Sh "EXIT STATUS"'] + moved["Exit status:"]
          + lines[exit_index + 1:])
open(path, "w", encoding="utf-8").write("\n".join(result))
