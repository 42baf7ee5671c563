#!/usr/bin/env python3
"""Prints what bash completes a command line to (COMPREPLY, one candidate a line), with
bash-completion and a completion script loaded, in an interactive bash on a pseudo-terminal:
the line is typed and TAB pressed, so bash itself splits it into words (at COMP_WORDBREAKS'
characters too: `--set spring.preset=sw` is the words `spring.preset`, `=` and `sw`) and calls
the script's function as it does for a person. Standard library only.

Usage: bash-complete.py SCRIPT BIN_FOLDER 'COMMAND LINE'   (exit status 1 if bash fails)"""
import os
import signal
import sys
import tempfile
import time

from pty_session import drain, spawn

script, folder, line = sys.argv[1:4]
command = line.split()[0]
out = tempfile.mktemp(prefix="bash-complete.")
pid, fd = spawn(["bash", "--norc", "--noprofile", "-i"],
                {"PATH": folder + ":/usr/bin:/bin", "TERM": "dumb", "PS1": "$ "})

# The script's function, wrapped to write COMPREPLY to `out` once it has run.
setup = (
    "source /usr/share/bash-completion/bash_completion; source '%s'; "
    "__function=$(complete -p %s | grep -oE -- '-F [^ ]+' | cut -d' ' -f2); "
    "__dump() { \"$__function\" \"$@\"; printf '%%s\\n' \"${COMPREPLY[@]}\" >'%s'; }; "
    "complete -o filenames -F __dump %s\r" % (script, command, out, command))
os.write(fd, setup.encode())
drain(fd, 0.2)
os.write(fd, (line + "\t").encode())
drain(fd, 30, until=out)
time.sleep(0.1)
os.kill(pid, signal.SIGKILL)
os.waitpid(pid, 0)
if not os.path.exists(out):
    sys.exit("bash-complete.py: bash wrote no completions for '%s'" % line)
with open(out) as file:
    sys.stdout.write(file.read())
os.remove(out)
