"""Writing users' files without ever losing a line of them."""

from __future__ import annotations

import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Iterable, List

# A temporary file is named ``.<file name>.<pid>.<random>.fixmp-tmp`` and lives beside the
# file it replaces, so that ``os.replace`` stays on one file system. Only a SIGKILL (or a
# power cut) between its creation and the replace can leave one behind: the next
# ``fixmp fix`` removes those whose process is gone (``remove_stale_temporaries``).
TEMPORARY_SUFFIX = ".fixmp-tmp"
TEMPORARY_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>[0-9]+)\.[^.]+" + re.escape(TEMPORARY_SUFFIX) + "$")


class WriteError(Exception):
    """A file that was not written; the message is the reason. The file is as it was."""


def write_atomically(path: Path, new_bytes: bytes, expected_bytes: bytes) -> None:
    """Replace ``path`` with ``new_bytes``, unless someone changed it since it was read as ``expected_bytes``.

    The new content goes to a temporary file in the same folder, is flushed and
    fsynced, takes the original's permission bits (and owner, where allowed), and
    then replaces the original with ``os.replace``: a reader (or a crash) sees the
    old file or the new one, never half of either.

    A file without any write permission bit is read-only for everyone, root
    included (root could write it, but the bits say its owner does not want it
    changed: a Perforce checkout, a generated or vendored file): it is not written.
    """
    path = Path(path)
    # cheap first: no temporary file for a file already changed
    if _still_as_read(path, expected_bytes, new_bytes):
        return  # it holds the new bytes already (another fixmp run wrote the same fix): nothing to do
    try:
        status = os.stat(path)
    except OSError as exc:
        raise WriteError(f"cannot stat: {exc.strerror or exc}") from None
    mode = stat.S_IMODE(status.st_mode)
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise WriteError(f"read-only (mode {mode:o}); not overwritten")
    if not os.access(path, os.W_OK):
        raise WriteError(f"not writable by this user (mode {mode:o}); not overwritten")
    target = path.resolve()  # write through a symbolic link, keeping the link
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{target.name}.{os.getpid()}.", suffix=TEMPORARY_SUFFIX, dir=target.parent
        )
    except OSError as exc:
        raise WriteError(f"cannot create a temporary file beside it: {exc.strerror or exc}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(new_bytes)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        _keep_owner(temporary, status)
        # Again, immediately before the rename: an editor that saved the file while the
        # new content was written and flushed (the slow part) keeps its edit.
        if _still_as_read(target, expected_bytes, new_bytes):
            os.unlink(temporary)
            return
        os.replace(temporary, target)
    except BaseException as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteError(f"cannot write: {exc.strerror or exc}") from None
        raise


def _still_as_read(path: Path, expected_bytes: bytes, new_bytes: bytes) -> bool:
    """Raise ``WriteError`` unless ``path`` holds exactly the bytes fixmp read (content, not timestamps), or
    already the bytes it would write (True: two runs at once fixed it the same way)."""
    try:
        current = path.read_bytes()
    except OSError as exc:
        raise WriteError(f"cannot read it again before writing: {exc.strerror or exc}") from None
    if current == new_bytes:
        return True
    if current != expected_bytes:
        raise WriteError("changed by someone else since fixmp read it; not overwritten")
    return False


def _keep_owner(temporary: str, original: os.stat_result) -> None:
    """Give the new file the original's owner and group where this process may (as root, or its own group)."""
    if not hasattr(os, "chown"):
        return
    mine = os.stat(temporary)
    if (mine.st_uid, mine.st_gid) == (original.st_uid, original.st_gid):
        return
    try:
        os.chown(temporary, original.st_uid, original.st_gid)
    except PermissionError:
        pass  # not root: the file is now ours, as after any editor's atomic save


def remove_stale_temporaries(folders: Iterable[Path]) -> List[Path]:
    """Remove fixmp's temporary files in ``folders`` whose process no longer runs; return them.

    A temporary file of a live process (another ``fixmp fix`` writing now) is left
    alone. Where a process's liveness cannot be asked (not POSIX), nothing is removed.
    """
    removed: List[Path] = []
    if os.name != "posix":
        return removed
    for folder in dict.fromkeys(Path(folder) for folder in folders):
        try:
            entries = [entry.name for entry in os.scandir(folder) if entry.name.endswith(TEMPORARY_SUFFIX)]
        except OSError:
            continue
        for name in entries:
            match = TEMPORARY_NAME.match(name)
            if match is None or _process_alive(int(match.group("pid"))):
                continue
            try:
                os.unlink(folder / name)
            except OSError:
                continue
            removed.append(folder / name)
    return removed


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # another user's process (or a pid this system cannot hold): leave its file
    return True
