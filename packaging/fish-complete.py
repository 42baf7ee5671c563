#!/usr/bin/env python3
"""Prints what fish completes a command line to (one candidate a line, without descriptions),
with a completion script loaded, in an interactive fish on a pseudo-terminal: the completions
ArgumentParser generates ask the program for --scene's candidates through `commandline`, which
fish 3.6 answers only in an interactive session. Standard library only.

Usage: fish-complete.py SCRIPT BIN_FOLDER 'COMMAND LINE'   (exit status 1 if fish fails)"""
import os
import sys
import tempfile

from pty_session import drain, spawn

script, folder, line = sys.argv[1:4]
out = tempfile.mktemp(prefix="fish-complete.")
pid, fd = spawn(["fish", "--no-config", "--interactive"],
                {"PATH": folder + ":/usr/bin:/bin", "TERM": "dumb"})
quoted = line.replace("\\", "\\\\").replace("'", "\\'")
os.write(fd, ("source '%s'; complete -C '%s' >%s; exit\r" % (script, quoted, out)).encode())
drain(fd, 30)
_, status = os.waitpid(pid, 0)
if not os.path.exists(out):
    sys.exit("fish-complete.py: fish wrote no completions (status %d)" % status)
with open(out) as file:
    for candidate in file:
        print(candidate.split("\t")[0].rstrip("\n"))
os.remove(out)
