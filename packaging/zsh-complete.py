#!/usr/bin/env python3
"""Prints the command line an interactive zsh makes of 'COMMAND LINE' and one Tab, with a
completion folder first on its fpath (compinit), on a pseudo-terminal: exactly what a person sees
after pressing Tab, including whether zsh put a space after the completed word. A key bound to a
widget of its own writes the line out. Standard library only.

Usage: zsh-complete.py COMPLETION_FOLDER BIN_FOLDER 'COMMAND LINE'   (exit status 1 if zsh wrote
nothing)"""
import os
import shutil
import sys
import tempfile

from pty_session import drain, spawn

folder, binaries, line = sys.argv[1:4]
home = tempfile.mkdtemp(prefix="zsh-complete.")
out = os.path.join(home, "line")
with open(os.path.join(home, ".zshrc"), "w") as rc:
    rc.write("fpath=(%s $fpath)\nautoload -Uz compinit && compinit -u -D\n" % folder)
    rc.write("unsetopt automenu autolist listbeep\n")
    rc.write("show-line() { print -r -- \"$BUFFER\" >%s; exit }\n" % out)
    rc.write("zle -N show-line\nbindkey '^X' show-line\n")
pid, fd = spawn(["zsh", "-i"], {"PATH": binaries + ":/usr/bin:/bin", "TERM": "dumb",
                                 "ZDOTDIR": home, "HOME": home})
drain(fd, 1.5)
os.write(fd, (line + "\t").encode())
drain(fd, 3)
os.write(fd, b"\x18")
drain(fd, 5)
os.waitpid(pid, 0)
if not os.path.exists(out):
    shutil.rmtree(home, ignore_errors=True)
    sys.exit("zsh-complete.py: zsh wrote no line")
with open(out) as file:
    sys.stdout.write(file.read().rstrip("\n"))
shutil.rmtree(home, ignore_errors=True)
