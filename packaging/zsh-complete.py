#!/usr/bin/env python3
"""Prints the command line an interactive zsh makes of 'COMMAND LINE' and one Tab, with a
completion folder first on its fpath (compinit), on a pseudo-terminal: exactly what a person sees
after pressing Tab, including whether zsh put a space after the completed word. A key bound to a
widget of its own writes the line out. Standard library only.

Usage: zsh-complete.py COMPLETION_FOLDER BIN_FOLDER 'COMMAND LINE'   (exit status 1 if zsh wrote
nothing)"""
import os
import pty
import select
import shutil
import sys
import tempfile
import time

folder, binaries, line = sys.argv[1:4]
home = tempfile.mkdtemp(prefix="zsh-complete.")
out = os.path.join(home, "line")
with open(os.path.join(home, ".zshrc"), "w") as rc:
    rc.write("fpath=(%s $fpath)\nautoload -Uz compinit && compinit -u -D\n" % folder)
    rc.write("unsetopt automenu autolist listbeep\n")
    rc.write("show-line() { print -r -- \"$BUFFER\" >%s; exit }\n" % out)
    rc.write("zle -N show-line\nbindkey '^X' show-line\n")
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(PATH=binaries + ":/usr/bin:/bin", TERM="dumb", ZDOTDIR=home, HOME=home)
    os.execvp("zsh", ["zsh", "-i"])


def drain(seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                os.read(fd, 4096)
            except OSError:
                return


drain(1.5)
os.write(fd, (line + "\t").encode())
drain(3)
os.write(fd, b"\x18")
drain(5)
os.waitpid(pid, 0)
if not os.path.exists(out):
    shutil.rmtree(home, ignore_errors=True)
    sys.exit("zsh-complete.py: zsh wrote no line")
with open(out) as file:
    sys.stdout.write(file.read().rstrip("\n"))
shutil.rmtree(home, ignore_errors=True)
