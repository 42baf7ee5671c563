"""What the completion drivers (bash-complete.py, zsh-complete.py, fish-complete.py) share: a
shell started on a pseudo-terminal, as a person's terminal starts it, and reading what it writes
so that it never blocks on a full terminal. Standard library only."""
import os
import pty
import select
import time


def spawn(argv, environment):
    """Starts `argv` on a new pseudo-terminal with `environment` added; returns (pid, fd)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(environment)
        os.execvp(argv[0], argv)
    return pid, fd


def drain(fd, seconds, until=None):
    """Reads what the shell on `fd` writes for `seconds`, or until the file `until` exists, or
    until the shell is gone."""
    deadline = time.time() + seconds
    while time.time() < deadline and not (until and os.path.exists(until)):
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                os.read(fd, 4096)
            except OSError:
                return
