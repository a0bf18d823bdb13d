"""Results of unchanged files, kept between runs.

A file's findings and errors depend on its bytes, the rules that ran, the settings
they read, and the code of fixmp, libcst and the rules themselves; nothing else (a
rule sees no other file). So one cache file holds the results of one such
combination, named by a digest of everything but the bytes, and each entry is
valid while the file's bytes hash to the digest stored with it. Only files that
passed the prefilter are kept: for every other file the prefilter costs no more
than hashing it would.

The cache is an optimisation and never a reason to fail: a cache that cannot be
read, is corrupt, or was written by another version is ignored, and one that
cannot be written is left as it was. It never holds what ``fix`` wrote, only what
``check`` would report for bytes it has seen.

It lives in ``.fixmp_cache/`` in the project root (the folder of the
``pyproject.toml``, else the current folder), or in ``cache-dir`` of
``[tool.fixmp]``, or in ``$FIXMP_CACHE_DIR``; the folder holds a ``.gitignore``
of ``*`` so that it is never committed (as ruff does).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Sequence, Tuple, Type

from fixmp import __version__

if TYPE_CHECKING:
    from fixmp.config import Settings
    from fixmp.engine import FileResult
    from fixmp.rules import Rule

CACHE_FOLDER = ".fixmp_cache"
CACHE_DIR_ENV = "FIXMP_CACHE_DIR"
FORMAT = 1
# Settings that decide which files are looked at, or where, but not what a file's analysis finds.
NOT_PER_FILE = {"select", "extend_select", "ignore", "exclude", "root", "cache_dir", "cache"}
# Finding fields that belong to one run, not to the file's bytes: where it is shown, whether fix applied it.
_NOT_STORED = ("path", "fixed")


def _finding_fields() -> Tuple[str, ...]:
    """Every other field of ``Finding``, so that a field added later is cached too (its type must survive JSON)."""
    from fixmp.engine import Finding

    return tuple(f.name for f in fields(Finding) if f.name not in _NOT_STORED)


def cache_folder(settings: "Settings") -> Path:
    """Where the cache lives: ``$FIXMP_CACHE_DIR``, else ``cache-dir``, else ``.fixmp_cache`` in the project root."""
    from_environment = os.environ.get(CACHE_DIR_ENV)
    if from_environment:
        return Path(from_environment)
    if settings.cache_dir is not None:
        return Path(settings.cache_dir)
    return (settings.root or Path.cwd()) / CACHE_FOLDER


def content_digest(source: bytes) -> str:
    return hashlib.sha256(source).hexdigest()


def _code_fingerprint(rules: Sequence[Type["Rule"]]) -> List[Tuple[str, int, int]]:
    """Size and modification time of fixmp's and the rules' source files: an edited rule invalidates the cache
    even where the version number did not change (a checkout under development)."""
    import inspect

    folders = {Path(__file__).resolve().parent}
    for rule in rules:
        try:
            folders.add(Path(inspect.getfile(rule)).resolve().parent)
        except (TypeError, OSError):
            continue
    described = []
    for folder in sorted(folders):
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError:
            continue
        for entry in entries:
            if entry.name.endswith(".py"):
                try:
                    status = entry.stat()
                except OSError:
                    continue
                described.append((f"{folder.name}/{entry.name}", status.st_size, status.st_mtime_ns))
    return described


def _libcst_version() -> str:
    try:
        from libcst._version import __version__ as version
    except ImportError:  # pragma: no cover - libcst without its version module
        return "unknown"
    return str(version)


def settings_digest(settings: "Settings", rules: Sequence[Type["Rule"]]) -> str:
    """A digest of everything besides a file's bytes that its results depend on."""
    described = {
        "format": FORMAT,
        "fixmp": __version__,
        "libcst": _libcst_version(),
        "python": list(sys.version_info[:2]),
        "rules": [rule.CODE for rule in rules],
        "code": _code_fingerprint(rules),
        # Every other setting, by name: an option added later invalidates without anyone remembering to.
        "settings": {f.name: repr(getattr(settings, f.name)) for f in fields(settings) if f.name not in NOT_PER_FILE},
    }
    return hashlib.sha256(json.dumps(described, sort_keys=True).encode()).hexdigest()[:24]


class ResultCache:
    """The cached results of one combination of settings, rules and fixmp; load, ``get`` / ``put``, ``save``."""

    def __init__(self, folder: Path, digest: str):
        self.folder = folder
        self.file = folder / __version__ / f"{digest}.json"
        self._entries: Dict[str, list] = {}
        self._changed = False
        self.error: Optional[str] = None  # why the cache could not be written, where it could not

    @classmethod
    def open(cls, settings: "Settings", rules: Sequence[Type["Rule"]]) -> "ResultCache":
        cache = cls(cache_folder(settings), settings_digest(settings, rules))
        cache._load()
        return cache

    def _load(self) -> None:
        try:
            data = json.loads(self.file.read_bytes())
        except (OSError, ValueError):  # absent, unreadable, or not JSON (UnicodeDecodeError is a ValueError)
            return
        entries = data.get("entries") if isinstance(data, dict) and data.get("format") == FORMAT else None
        if isinstance(entries, dict):
            self._entries = entries

    @staticmethod
    def key(path: Path) -> str:
        return os.path.abspath(path)

    def get(self, path: Path, shown: str, digest: str, source: bytes) -> Optional["FileResult"]:
        """The result stored for these bytes at this path, shown as ``shown``; None if there is none."""
        entry = self._entries.get(self.key(path))
        if not isinstance(entry, list) or len(entry) != 3 or entry[0] != digest:
            return None
        try:
            return _result_from_json(shown, entry[1], entry[2], source)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # an entry someone else wrote badly
            return None

    def put(self, path: Path, digest: str, result: "FileResult") -> None:
        names = _finding_fields()
        findings = [[getattr(finding, name) for name in names] for finding in result.findings]
        errors = [error.message for error in result.errors]
        entry = [digest, findings, errors]
        key = self.key(path)
        try:
            # A value JSON would not give back as it was (a tuple, an object) cannot be cached.
            faithful = json.loads(json.dumps(entry)) == entry
        except (TypeError, ValueError):
            faithful = False
        if not faithful:
            self.forget([path])
            return
        if self._entries.get(key) != entry:
            self._entries[key] = entry
            self._changed = True

    def forget(self, paths: Iterable[Path]) -> None:
        """Drop the entries of files that are no longer candidates (changed, or now excluded)."""
        for path in paths:
            if self._entries.pop(self.key(path), None) is not None:
                self._changed = True

    def save(self) -> None:
        """Write the cache atomically (a temporary file, then ``os.replace``), if anything changed."""
        if not self._changed:
            return
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            _mark_folder(self.folder)
            data = json.dumps({"format": FORMAT, "entries": self._entries}, separators=(",", ":")).encode()
            handle, temporary = tempfile.mkstemp(dir=self.file.parent, prefix=".", suffix=".tmp")
            try:
                with os.fdopen(handle, "wb") as stream:
                    stream.write(data)
                os.replace(temporary, self.file)
            except BaseException:
                os.unlink(temporary)
                raise
        except OSError as exc:
            self.error = f"cannot write the cache {self.file}: {exc.strerror or exc}"
            return
        self._changed = False


def _mark_folder(folder: Path) -> None:
    """A ``.gitignore`` of ``*`` (never committed) and a ``CACHEDIR.TAG`` (never backed up), as ruff writes."""
    ignore = folder / ".gitignore"
    if not ignore.exists():
        ignore.write_text("# Automatically created by fixmp.\n*\n", encoding="utf-8")
    tag = folder / "CACHEDIR.TAG"
    if not tag.exists():
        tag.write_text(
            "Signature: 8a477f597d28d172789f06886806bc55\n"
            "# This file is a cache directory tag created by fixmp.\n", encoding="utf-8"
        )


def _result_from_json(shown: str, findings: list, errors: list, source: bytes) -> "FileResult":
    from fixmp.engine import FileError, FileResult, Finding

    names = _finding_fields()
    restored = []
    for values in findings:
        if not isinstance(values, list) or len(values) != len(names):
            raise ValueError("malformed finding")
        finding = Finding(shown, **dict(zip(names, values)))
        if not (isinstance(finding.line, int) and isinstance(finding.code, str) and isinstance(finding.message, str)):
            raise ValueError("malformed finding")
        restored.append(finding)
    if not isinstance(errors, list):
        raise ValueError("malformed errors")
    problems = tuple(FileError(shown, str(message)) for message in errors)
    # As the engine keeps it: the bytes stay with a file that has something to show or fix.
    kept = source if restored or problems else None
    return FileResult(shown, tuple(restored), problems, source=kept, parsed=True, cached=True)
