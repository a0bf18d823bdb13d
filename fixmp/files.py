"""Writing users' files without ever losing a line of them."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class WriteError(Exception):
    """A file that was not written; the message is the reason. The file is as it was."""


def write_atomically(path: Path, new_bytes: bytes, expected_bytes: bytes) -> None:
    """Replace ``path`` with ``new_bytes``, unless someone changed it since it was read as ``expected_bytes``.

    The new content goes to a temporary file in the same folder, is flushed and
    fsynced, takes the original's permission bits, and then replaces the original
    with ``os.replace``: a reader (or a crash) sees the old file or the new one,
    never half of either.
    """
    path = Path(path)
    try:
        current = path.read_bytes()
    except OSError as exc:
        raise WriteError(f"cannot read it again before writing: {exc.strerror or exc}") from None
    if current != expected_bytes:
        raise WriteError("changed by someone else since fixmp read it; not overwritten")
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError as exc:
        raise WriteError(f"cannot stat: {exc.strerror or exc}") from None
    if not os.access(path, os.W_OK):
        raise WriteError("read-only; not overwritten")
    target = path.resolve()  # write through a symbolic link, keeping the link
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".fixmp-tmp", dir=target.parent)
    except OSError as exc:
        raise WriteError(f"cannot create a temporary file beside it: {exc.strerror or exc}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(new_bytes)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteError(f"cannot write: {exc.strerror or exc}") from None
        raise
