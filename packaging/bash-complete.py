#!/usr/bin/env python3
"""Prints what bash completes a command line to (COMPREPLY, one candidate a line), with
bash-completion and a completion script loaded, in an interactive bash on a pseudo-terminal:
the line is typed and TAB pressed, so bash itself splits it into words (at COMP_WORDBREAKS'
characters too: `--set spring.preset=sw` is the words `spring.preset`, `=` and `sw`) and calls
the script's function as it does for a person. Standard library only.

Usage: bash-complete.py SCRIPT BIN_FOLDER 'COMMAND LINE'   (exit status 1 if bash fails)"""
import os
import pty
import select
import signal
import sys
import tempfile
import time

script, folder, line = sys.argv[1:4]
command = line.split()[0]
out = tempfile.mktemp(prefix="bash-complete.")
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(PATH=folder + ":/usr/bin:/bin", TERM="dumb", PS1="$ ")
    os.execvp("bash", ["bash", "--norc", "--noprofile", "-i"])


def drain(seconds, until=None):
    """Reads what bash writes for `seconds`, or until the file `until` exists."""
    deadline = time.time() + seconds
    while time.time() < deadline and not (until and os.path.exists(until)):
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                os.read(fd, 4096)
            except OSError:
                return


# The script's function, wrapped to write COMPREPLY to `out` once it has run.
setup = (
    "source /usr/share/bash-completion/bash_completion; source '%s'; "
    "__function=$(complete -p %s | grep -oE -- '-F [^ ]+' | cut -d' ' -f2); "
    "__dump() { \"$__function\" \"$@\"; printf '%%s\\n' \"${COMPREPLY[@]}\" >'%s'; }; "
    "complete -o filenames -F __dump %s\r" % (script, command, out, command))
os.write(fd, setup.encode())
drain(0.2)
os.write(fd, (line + "\t").encode())
drain(30, until=out)
time.sleep(0.1)
os.kill(pid, signal.SIGKILL)
os.waitpid(pid, 0)
if not os.path.exists(out):
    sys.exit("bash-complete.py: bash wrote no completions for '%s'" % line)
with open(out) as file:
    sys.stdout.write(file.read())
os.remove(out)
