"""Results of unchanged files, kept between runs.

A file's findings and errors depend on its bytes, the rules that ran, the settings they
read, and the code of fixmp, libcst and the rules themselves; nothing else (a rule sees
no other file). So one cache file holds the results of one such combination, named by a
digest of everything but the bytes, and each entry is valid while the file's bytes hash
to the digest stored with it, and every other file its analysis read
(``FileResult.consulted``) still holds what it held. Of a module a program imported and
never read, inert (it binds names and imports, and was left unparsed:
``fixmp.analysis.inert``), what it held is that it is inert and what it imports
(``INERT``): an edit of a function body there keeps the result, as the project of the
run asks (``inert_lines``). Files that passed the prefilter are kept so. Of the others,
the prefilter's verdict after a look at what their imports start
(``engine.calls_a_project_start``, which summarises project modules: ruled out, or
brought back to be analysed) is kept by digest, all of them valid together while the
disk still holds everything the project phase read for them (``ProjectReads``).

The cache is an optimisation and never a reason to fail: a cache that cannot be
read, is corrupt, or was written by another version is ignored, and one that
cannot be written is left as it was. It never holds what ``fix`` wrote, only what
``check`` would report for bytes it has seen.

It lives in ``.fixmp_cache/`` in the project root (the folder of the
``pyproject.toml``, else the current folder), or in ``cache-dir`` of
``[tool.fixmp]``, which must stay inside the project, or wherever ``--cache-dir``
or ``$FIXMP_CACHE_DIR`` says (the person running fixmp decides those, not the
repository). The folder holds a ``.gitignore`` of ``*`` so that it is never
committed (as ruff does). A default cache folder that is a symbolic link is not
used: a repository could commit one pointing anywhere.

A repository can also commit cache files. So that none can hide a finding, every
cache file is signed (HMAC-SHA256) with a key of the user's own, made at random
on first use in ``$XDG_CACHE_HOME/fixmp/cache-key`` (``~/.cache`` by default,
mode 0600): a file whose signature does not check is ignored, whoever wrote it.
Without a usable key nothing is cached, and the run is otherwise the same.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sys
import tempfile
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Collection, Dict, Iterable, List, Optional, Sequence, Set, Tuple, Type

from fixmp import __version__
from fixmp.analysis.facts import (
    INERT,
    LISTING,
    PRESENT,
    ModuleFacts,
    content_digest,
    facts_from_json,
    facts_to_json,
    inert_still,
    input_state,
    is_summary_part,
    listing_state,
)
from fixmp.analysis.project import FILE_READ, IS_FILE, IS_FOLDER, Project, ProjectReads
from fixmp.discover.config import Settings, cache_folder_problem
from fixmp.model import Applicability, FileError, FileResult, Finding
from fixmp.parse.libcst_fields import installed_libcst_version

if TYPE_CHECKING:
    from fixmp.rule import Rule

CACHE_FOLDER = ".fixmp_cache"
CACHE_DIR_ENV = "FIXMP_CACHE_DIR"
# 2: signed (a signature line, then the JSON); 3: an error keeps its line; 4: and the file's starts;
# 5: and what it read of other files (``FileResult.consulted``), checked before an entry is used;
# 6: without the starts (a file that calls another module's start is found from its own imports);
# 7: and the prefilter's verdicts on files that name no start (ruled out, or brought back by their imports),
# with what the project phase read to decide them; 8: each file read named once, in a table (``inputs``), and each
# entry naming what it read by its place there (sentence-transformers: 336,446 reads of 7,032 files, 43 MB, now 3 MB);
# 9: a summary asked of one function or class, keyed by its name (``fixmp.analysis.facts.is_summary_part``)
FORMAT = 9
KEY_FILE = "cache-key"
KEY_BYTES = 32
# Settings that decide which files are looked at, or where, but not what a file's analysis finds. The
# project's root is not one of them: it decides where imports are looked for (``fixmp.analysis.project``).
NOT_PER_FILE = {
    "select", "extend_select", "ignore", "exclude", "extend_exclude", "per_file_ignores", "cache_dir",
    "cache_dir_from_command_line", "cache",
    "max_steps_per_file",  # a result over budget is never cached; every other result is the same under any budget
}
# Finding fields that belong to one run, not to the file's bytes: where it is shown, whether fix applied it.
_NOT_STORED = ("path", "fixed")


def _finding_fields() -> Tuple[str, ...]:
    """Every other field of ``Finding``, so that a field added later is cached too (its type must survive JSON)."""
    return tuple(f.name for f in fields(Finding) if f.name not in _NOT_STORED)


def cache_folder(settings: "Settings") -> Path:
    """Where the cache lives: ``--cache-dir``, else ``$FIXMP_CACHE_DIR``, else ``cache-dir``, else ``.fixmp_cache``
    in the project root."""
    if settings.cache_dir_from_command_line is not None:
        return settings.cache_dir_from_command_line
    from_environment = os.environ.get(CACHE_DIR_ENV)
    if from_environment:
        return Path(from_environment)
    if settings.cache_dir is not None:
        return Path(settings.cache_dir)
    return (settings.root or Path.cwd()) / CACHE_FOLDER


def key_file() -> Path:
    """The user's signing key: ``$XDG_CACHE_HOME/fixmp/cache-key``, ``~/.cache`` when that is unset."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "fixmp" / KEY_FILE


def user_key() -> bytes:
    """The user's signing key, made at random the first time; ``OSError`` where it can be neither read nor made."""
    path = key_file()
    try:
        key = path.read_bytes()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            # O_EXCL: two first runs at once agree on the key the first of them wrote.
            handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            key = path.read_bytes()
        else:
            key = secrets.token_bytes(KEY_BYTES)
            with os.fdopen(handle, "wb") as stream:
                stream.write(key)
    if len(key) < KEY_BYTES:
        raise OSError(f"{path} is shorter than a key ({len(key)} bytes); remove it and fixmp makes a new one")
    return key


def _signature(key: bytes, payload: bytes) -> bytes:
    return hmac.new(key, payload, hashlib.sha256).hexdigest().encode("ascii")


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
        # Its subpackages too: the analysis every rule reads lives in ``fixmp/analysis``.
        for root, subfolders, names in os.walk(folder):
            subfolders[:] = sorted(name for name in subfolders if name != "__pycache__")
            for name in sorted(names):
                if name.endswith(".py"):
                    path = os.path.join(root, name)
                    try:
                        status = os.stat(path)
                    except OSError:
                        continue
                    relative = os.path.relpath(path, folder.parent)
                    described.append((relative, status.st_size, status.st_mtime_ns))
    return described


def settings_digest(settings: "Settings", rules: Sequence[Type["Rule"]]) -> str:
    """A digest of everything besides a file's bytes that its results depend on."""
    described = {
        "format": FORMAT,
        "fixmp": __version__,
        "libcst": installed_libcst_version(),
        "python": list(sys.version_info[:2]),
        "rules": [rule.CODE for rule in rules],
        "code": _code_fingerprint(rules),
        # Every other setting, by name: an option added later invalidates without anyone remembering to.
        "settings": {f.name: repr(getattr(settings, f.name)) for f in fields(settings) if f.name not in NOT_PER_FILE},
    }
    return hashlib.sha256(json.dumps(described, sort_keys=True).encode()).hexdigest()[:24]


class ResultCache:
    """The cached results of one combination of settings, rules and fixmp; load, ``get`` / ``put``, ``save``."""

    def __init__(self, folder: Path, digest: str, key: Optional[bytes]):
        self.folder = folder
        self.file = folder / __version__ / f"{digest}.json"
        self._key = key  # None: the cache is off (no key, or a folder that must not be used)
        self._entries: Dict[str, List[Any]] = {}  # JSON: each entry as the cache file holds it
        # What the entries read (``FileResult.consulted``): each (path, state) once; an entry names its reads by their
        # places here. (The programs of a repository read the same modules: an entry named each with its path.)
        self._inputs: List[Tuple[str, Optional[str]]] = []
        self._input_places: Optional[Dict[Tuple[str, Optional[str]], int]] = None  # made where an entry is kept
        self._inputs_still: Dict[int, bool] = {}  # whether the disk still holds each input (``get``)
        # The digest of an inert module's import lines now, from the project of this cache's settings, where the
        # run hands it (``engine.run``): a result that imported the module unread then holds after an edit that
        # leaves it inert with the same imports (``fixmp.analysis.facts.INERT``).
        self.inert_lines: Optional[Callable[[str], Optional[str]]] = None
        self._changed = False
        self.error: Optional[str] = None  # why the cache could not be used or written, where it could not
        self._now: Dict[Tuple[str, bool], Optional[str]] = {}  # what other files hold now (``_still``)
        # The files that name no process start, each decided by a look at what its imports start
        # (``engine.calls_a_project_start``): path -> [the digest of its bytes, whether it was brought back to
        # be analysed]; all valid while the disk holds what the project phase read for them (``_reads``).
        self._import_verdicts: Dict[str, List[Any]] = {}
        self._reads: Optional[ProjectReads] = None
        self._reads_hold: Optional[bool] = None  # whether ``_reads`` is still so: asked once per run
        self._decided_here: Set[str] = set()  # the files decided in this run, by a look or from here
        self._digests_read: Dict[str, str] = {}  # what the files the run read hold (``take_digests``)

    @classmethod
    def open(cls, settings: "Settings", rules: Sequence[Type["Rule"]]) -> "ResultCache":
        folder = cache_folder(settings)
        digest = settings_digest(settings, rules)
        link = _link_inside_project(folder / __version__, settings.root or Path.cwd())
        if link is not None:
            cache = cls(folder, digest, None)
            cache.error = f"no cache: {link} is a symbolic link, and fixmp writes nothing outside the project through one"
            return cache
        problem = cache_folder_problem(folder, settings.root)
        if problem is not None:
            cache = cls(folder, digest, None)
            cache.error = f"no cache: {folder} {problem}"
            return cache
        try:
            key = user_key()
        except OSError as exc:
            cache = cls(folder, digest, None)
            cache.error = f"no cache: cannot read or make the cache key {key_file()}: {exc.strerror or exc}"
            return cache
        cache = cls(folder, digest, key)
        cache._load()
        return cache

    def _load(self) -> None:
        assert self._key is not None
        data = _read_signed(self.file, self._key)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return
        entries = data.get("entries")
        inputs = data.get("inputs")
        if isinstance(entries, dict) and isinstance(inputs, list):
            try:
                self._inputs = list(_consulted_from_json(inputs))
            except ValueError:
                return
            self._entries = entries
            verdicts = data.get("import_verdicts")
            try:
                reads = ProjectReads.from_json(data.get("project_reads"))
            except ValueError:
                return
            if isinstance(verdicts, dict) and all(
                    isinstance(verdict, list) and len(verdict) == 2 and isinstance(verdict[0], str)
                    and isinstance(verdict[1], bool) for verdict in verdicts.values()):
                self._import_verdicts, self._reads = verdicts, reads

    @staticmethod
    def key(path: Path) -> str:
        return os.path.abspath(path)

    def get(self, path: Path, shown: str, digest: str, source: bytes) -> Optional[FileResult]:
        """The result stored for these bytes at this path, shown as ``shown``, while every other file it
        read is as it was then (``FileResult.consulted``); None otherwise."""
        if self._key is None:
            return None
        entry = self._entries.get(self.key(path))
        if not isinstance(entry, list) or len(entry) != 4 or entry[0] != digest:
            return None
        try:
            places = entry[3]
            if not isinstance(places, list) or not all(self._input_still(place) for place in places):
                return None
            consulted = tuple(self._inputs[place] for place in places)
            return _result_from_json(shown, entry[1], entry[2], source, consulted)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # an entry someone else wrote badly
            return None

    def _is_place(self, value: object) -> bool:
        """Whether ``value`` is a place in the table of inputs (a bool is none, nor a count from the end)."""
        return type(value) is int and 0 <= value < len(self._inputs)

    def _input_still(self, place: int) -> bool:
        """Whether the input at ``place`` of the table is still so; each asked once per run."""
        if not self._is_place(place):
            raise ValueError("malformed place of a file read")
        still = self._inputs_still.get(place)
        if still is None:
            path, state = self._inputs[place]
            still = self._inputs_still[place] = self._still(path, state)
        return still

    def _place_of(self, read: Tuple[str, Optional[str]]) -> int:
        """The place of ``read`` in the table of inputs, added there where it is new."""
        if self._input_places is None:
            self._input_places = {read: place for place, read in enumerate(self._inputs)}
        place = self._input_places.get(read)
        if place is None:
            place = self._input_places[read] = len(self._inputs)
            self._inputs.append(read)
        return place

    def ruled_out_before(self, path: Path, digest: str) -> bool:
        """Whether the prefilter ruled out these bytes at this path in an earlier run: a verdict on what their
        imports start is kept for them (``import_verdict``), and the prefilter is a function of the bytes and of
        the rules and settings this cache is for. Whether that verdict still holds is ``import_verdict``'s."""
        verdict = self._import_verdicts.get(self.key(path)) if self._key is not None else None
        return verdict is not None and verdict[0] == digest

    def holds_a_result(self, path: Path, digest: str) -> bool:
        """Whether a result is kept for these bytes at this path (whether it still holds is ``get``'s)."""
        entry = self._entries.get(self.key(path)) if self._key is not None else None
        return isinstance(entry, list) and bool(entry) and entry[0] == digest

    def take_digests(self, digests: Dict[str, str]) -> None:
        """What the files this run read hold (absolute path -> digest), for the checks of what a kept result or
        verdict read: each file is then neither read nor hashed again. (A file that changed since this run read
        it is read as this run read it, as the run's results are.)"""
        for path, digest in digests.items():
            self._now.setdefault((path, True), digest)
            self._now.setdefault((path, False), PRESENT)
        self._digests_read = digests

    def import_verdict(self, path: Path, digest: str) -> Optional[bool]:
        """Whether these bytes at this path, which name no process start, were brought back to be analysed by
        a look at what their imports start (``engine.calls_a_project_start``) in an earlier run, where the disk
        still holds all that look read; None where that is not known."""
        verdict = self._import_verdicts.get(self.key(path))
        if self._key is None or verdict is None or verdict[0] != digest or self._reads is None:
            return None
        if self._reads_hold is None:
            self._reads_hold = self._reads.still_so(self._digests_read)
        if not self._reads_hold:
            return None
        self._decided_here.add(self.key(path))
        return bool(verdict[1])

    def keep_import_verdict(self, path: Path, digest: str, brought_back: bool) -> None:
        """Keep the look's verdict on these bytes; ``save`` keeps what the project phase read with it."""
        if self._key is None:
            return
        self._decided_here.add(self.key(path))
        if self._import_verdicts.get(self.key(path)) != [digest, brought_back]:
            self._import_verdicts[self.key(path)] = [digest, brought_back]
            self._changed = True

    def _still(self, path: str, state: Optional[str]) -> bool:
        """Whether ``path`` still holds what a result read there; each file looked at once per run."""
        return _still_so(self._now, path, state, self.inert_lines)

    def put(self, path: Path, digest: str, result: FileResult) -> None:
        if self._key is None:
            return
        names = _finding_fields()
        findings = [[getattr(finding, name) for name in names] for finding in result.findings]
        errors = [[error.message, error.line] for error in result.errors]
        entry = [digest, findings, errors, [self._place_of((path_read, state)) for path_read, state in result.consulted]]
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

    def forget_import_verdicts(self, paths: Iterable[Path]) -> None:
        """Drop what was kept of files that name a process start now (the prefilter passes them)."""
        for path in paths:
            if self._import_verdicts.pop(self.key(path), None) is not None:
                self._changed = True

    def save(self, reads: Optional[ProjectReads] = None) -> None:
        """Write the cache atomically (a temporary file, then ``os.replace``), if anything changed. ``reads``:
        what the project phase read this run; the import verdicts are kept with it (and with what was read
        for those kept from an earlier run, where that still holds; else those are dropped)."""
        if self._key is None:
            return
        if reads is not None:
            if self._reads is not None and self._reads_hold is None:
                self._reads_hold = self._reads.still_so(self._digests_read)
            if self._reads is not None and self._reads_hold:
                reads = self._reads.joined(reads)  # both still so: every file kept stays valid
            else:  # only the verdicts of this run, from what it read
                kept = {path: verdict for path, verdict in self._import_verdicts.items() if path in self._decided_here}
                if kept != self._import_verdicts:
                    self._import_verdicts, self._changed = kept, True
            if not self._import_verdicts:
                reads = None  # nothing kept depends on them: a run with no such file writes no cache for it
            if reads != self._reads:
                self._reads, self._changed = reads, True
        if not self._changed:
            return
        entries, inputs = self._entries_with_their_inputs()
        problem = _write_signed(self.file, self.folder, self._key, {
            "format": FORMAT, "entries": entries, "inputs": inputs, "import_verdicts": self._import_verdicts,
            "project_reads": self._reads.to_json() if self._reads is not None else None})
        if problem is not None:
            self.error = problem
            return
        self._changed = False

    def _entries_with_their_inputs(self) -> Tuple[Dict[str, List[Any]], List[List[Optional[str]]]]:
        """The entries to write, and the table of the inputs they read: those still named by an entry, each once,
        in the order the entries first name them (an entry that names no place of the table is left out)."""
        table: List[List[Optional[str]]] = []
        renumbered: Dict[int, int] = {}
        entries: Dict[str, List[Any]] = {}
        for key, entry in self._entries.items():
            places = entry[3] if isinstance(entry, list) and len(entry) == 4 else None
            if not isinstance(places, list) or not all(map(self._is_place, places)):
                continue
            for place in places:
                if place not in renumbered:
                    renumbered[place] = len(table)
                    table.append(list(self._inputs[place]))
            entries[key] = [*entry[:3], [renumbered[place] for place in places]]
        return entries, table


class SummaryStore:
    """The summaries of a project's modules (``fixmp.analysis.project``), kept between runs beside the results.

    A summary is a function of what the project phase read of the disk (modules' bytes, which paths are files
    or folders, folders' listings). A run logs each of those reads once (``Project.read_log``) and which of
    them each summary depends on: what was read while it was made, and what the answers it used (another
    module's summary, whether a module names a start...) depended on in turn. A summary is kept with those,
    and taken again in a later run while each of them, and each input it names itself
    (``ModuleFacts.consulted``), is still so: an edit makes again only the summaries that read the module
    edited, whichever summaries asked for them.

    One file per project root and budget of steps (a summary over budget is never kept, but one within it
    would be over a smaller one), fixmp's version and code; signed as the results are, and written by ``save``
    only where this run made a summary, with the summaries this run made or took. Only the process that saves
    the results saves it: once after it has read every file (the summaries it made to decide which files it
    ruled out come back, for the workers: each takes them instead of making them again) and at the end. A
    worker takes what was written, and what it makes is its own. A run without a cache that may start workers
    keeps its summaries in a store of its own in memory (``for_this_run``), never written, and hands it to each
    worker (``handed_over``, ``handed``)."""

    def __init__(self, file: Optional[Path], folder: Optional[Path], key: Optional[bytes]):
        self.file, self.folder = file, folder
        self._key = key  # None: nothing kept, nothing taken
        self._log: List[Tuple[str, str, str]] = []  # the reads of the run that wrote the file
        # "path\0part" (``SummaryKey``) -> [its reads' places in ``_log``, its JSON, the keys of the summaries made final with it]
        self._entries: Dict[str, List[Any]] = {}
        self._holding: Dict[int, bool] = {}  # whether each read of ``_log`` looked at is still so
        self._now: Dict[Tuple[str, bool], Optional[str]] = {}
        self._kept: Dict[str, List[Any]] = {}  # made or taken in this run, as ``_entries`` (the run's log)
        self._changed = False  # something to write: a summary made, or one taken after a save of this run
        self._saved = False
        self.error: Optional[str] = None

    @classmethod
    def open(cls, settings: "Settings") -> Optional["SummaryStore"]:
        """The store of the settings' root and budget, loaded; None where the results' cache would not be used
        either (the same folder and key: ``ResultCache.open`` says why), and the project phase then tracks no
        reads for it."""
        folder = cache_folder(settings)
        if (not settings.cache or _link_inside_project(folder / __version__, settings.root or Path.cwd()) is not None
                or cache_folder_problem(folder, settings.root) is not None):
            return None
        try:
            key = user_key()
        except OSError:
            return None
        described = {"format": FORMAT, "fixmp": __version__, "libcst": installed_libcst_version(),
                     "python": list(sys.version_info[:2]), "code": _code_fingerprint(()),
                     "root": str(settings.root), "max_steps": settings.max_steps_per_file}
        digest = hashlib.sha256(json.dumps(described, sort_keys=True).encode()).hexdigest()[:24]
        store = cls(folder / __version__ / f"summaries-{digest}.json", folder, key)
        store._load()
        return store

    @classmethod
    def for_this_run(cls) -> "SummaryStore":
        """A store of this run's summaries only, in memory (a run without a cache, beside workers): it keeps what
        this process makes, for ``handed_over``, and writes nothing."""
        return cls(None, None, _IN_MEMORY)

    @classmethod
    def handed(cls, data: object) -> "SummaryStore":
        """The store a worker of a run without a cache takes from the process that started it (``handed_over``):
        what it made while it read the files, each summary taken where all it read is still so."""
        store = cls.for_this_run()
        store._take(data)
        return store

    def handed_over(self, project: "Project") -> Dict[str, Any]:
        """What this run made and took, with its log, as ``save`` writes it: for ``handed`` in a worker."""
        return {"format": FORMAT, "log": [list(read) for read in project.read_log], "entries": self._kept}

    def _load(self) -> None:
        self._take(_read_signed(self.file, self._key))

    def _take(self, data: object) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return
        log, entries = data.get("log"), data.get("entries")
        if not (isinstance(log, list) and isinstance(entries, dict)
                and all(isinstance(read, list) and len(read) == 3 and all(isinstance(part, str) for part in read)
                        for read in log)
                and all(isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], list)
                        and all(isinstance(at, int) for at in entry[0]) and isinstance(entry[2], list)
                        and all(isinstance(member, str) for member in entry[2]) for entry in entries.values())):
            return
        self._log = [(kind, path, state) for kind, path, state in log]
        self._entries = entries

    def kept(self, key: Tuple[str, str], project: "Project") -> Optional[Dict[Tuple[str, str], ModuleFacts]]:
        """The summary an earlier run kept, with those made final together with it, where all they depend on
        is still so, each of them; their reads are then noted in ``project``'s log (``Project._summary`` makes
        the answer: a summary using it depends on them)."""
        entry = self._entries.get(_summary_key(key))
        if entry is None or _summary_key(key) not in entry[2]:
            return None
        group: Dict[Tuple[str, str], ModuleFacts] = {}
        reads: Set[int] = set()
        for member in entry[2]:
            kept = self._entries.get(member)
            path, _, part = member.rpartition("\0")
            if kept is None or kept[2] != entry[2] or not is_summary_part(part) \
                    or not all(self._holds(at, project) for at in kept[0]):
                return None
            try:
                facts = facts_from_json(kept[1])
            except ValueError:
                return None
            if facts.path != path or facts.gave_up \
                    or not all(self._still(consulted, state) for consulted, state in facts.consulted):
                return None
            group[(path, part)] = facts
            reads.update(kept[0])
        places = []
        for at in sorted(reads):
            kind, path, state = self._log[at]
            places.append(project.note_read(kind, path, state))
        for member in entry[2]:
            self._kept[member] = [sorted(places), self._entries[member][1], entry[2]]
        # (Written again only where this run wrote the file already: else the file still holds it.)
        self._changed = self._changed or self._saved
        return group

    def keep(self, answers: Dict[Tuple[str, str], ModuleFacts], reads: Collection[int]) -> None:
        if self._key is not None:
            members = sorted(_summary_key(key) for key in answers)
            for key, facts in answers.items():
                self._kept[_summary_key(key)] = [sorted(reads), facts_to_json(facts), members]
            self._changed = True

    def save(self, project: "Project") -> None:
        """Write what this run made and took, with its log, where it made a summary or took one since it last
        wrote (a run that made none and wrote nothing leaves the file as it was: all it took is there)."""
        if self._key is None or not self._changed or self.file is None or self.folder is None:
            return
        problem = _write_signed(self.file, self.folder, self._key, {
            "format": FORMAT, "log": [list(read) for read in project.read_log], "entries": self._kept})
        if problem is not None:
            self.error = problem
            return
        self._changed, self._saved = False, True

    def _holds(self, at: int, project: "Project") -> bool:
        """Whether the read ``at`` of the earlier run's log is still so, each looked at once a run (a file's
        bytes as ``Project.source`` reads them)."""
        if at not in self._holding:
            if not 0 <= at < len(self._log):
                return False
            kind, path, state = self._log[at]
            if kind == FILE_READ:
                now = content_digest(project.bytes_now(path))
            elif kind == IS_FILE:
                now = str(int(os.path.isfile(path)))
            elif kind == IS_FOLDER:
                now = str(int(os.path.isdir(path)))
            else:
                now = listing_state(path) or ""
            self._holding[at] = now == state
        return self._holding[at]

    def _still(self, path: str, state: Optional[str]) -> bool:
        return _still_so(self._now, path, state)


# The key of a store that lives in memory for one run: what it keeps is never written, so never signed.
_IN_MEMORY = b"in memory"


def _summary_key(key: Tuple[str, str]) -> str:
    return f"{key[0]}\0{key[1]}"


def _still_so(now: Dict[Tuple[str, bool], Optional[str]], path: str, state: Optional[str],
              inert_lines: Optional[Callable[[str], Optional[str]]] = None) -> bool:
    """Whether ``path`` still holds what a result read there; each file looked at once per run (``now``).
    ``inert_lines``: the digest of an inert module's import lines now (None where it is not inert now), for a
    module a program imported and never read (``INERT``); without it, such a module holds while its bytes do."""
    if state is not None and state.startswith(LISTING):
        return listing_state(path) == state
    if state is not None and state.startswith(INERT):
        return inert_still(state, _still_digest(now, path), (lambda: inert_lines(path)) if inert_lines else None)
    digest_wanted = state not in (None, PRESENT)
    key = (path, digest_wanted)
    if key not in now:
        now[key] = input_state(path, digest_wanted)
    return now[key] == state


def _still_digest(now: Dict[Tuple[str, bool], Optional[str]], path: str) -> Optional[str]:
    """The digest of the bytes at ``path`` now (None: no file there), looked at once per run."""
    if (path, True) not in now:
        now[(path, True)] = input_state(path, True)
    return now[(path, True)]


def _read_signed(file: Optional[Path], key: Optional[bytes]) -> object:
    """The JSON of a cache file signed with ``key``; None where it is absent, unreadable, or not signed so."""
    if file is None or key is None:
        return None
    try:
        signature, _, payload = file.read_bytes().partition(b"\n")
    except OSError:
        return None
    if not hmac.compare_digest(signature, _signature(key, payload)):
        return None  # written with another key, or by someone else: never trusted
    try:
        return json.loads(payload)
    except ValueError:  # not JSON (UnicodeDecodeError is a ValueError)
        return None


def _write_signed(file: Path, folder: Path, key: bytes, data: Dict[str, Any]) -> Optional[str]:
    """Write a cache file signed with ``key``, atomically (a temporary file, then ``os.replace``); why it could
    not be written, or None."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        _mark_folder(folder)
        payload = json.dumps(data, separators=(",", ":")).encode()
        handle, temporary = tempfile.mkstemp(dir=file.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(_signature(key, payload) + b"\n" + payload)
            os.replace(temporary, file)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as exc:
        return f"cannot write the cache {file}: {exc.strerror or exc}"
    return None


def _link_inside_project(path: Path, root: Path) -> Optional[Path]:
    """The first symbolic link on ``path`` below ``root``, where ``path`` lies in the project; else None.

    A cache folder in the project is the repository's to shape: a committed link
    (``.fixmp_cache`` itself, or its version folder) would send fixmp's writes
    anywhere. A folder outside the project was named by the person running fixmp.
    """
    absolute = Path(os.path.abspath(path))
    top = Path(os.path.abspath(root))
    try:
        parts = absolute.relative_to(top).parts
    except ValueError:
        return None
    current = top
    for part in parts:
        current = current / part
        if current.is_symlink():
            return current
    return None


def _mark_folder(folder: Path) -> None:
    """A ``.gitignore`` of ``*`` (never committed) and a ``CACHEDIR.TAG`` (never backed up), as ruff writes."""
    _create_once(folder / ".gitignore", "# Automatically created by fixmp.\n*\n")
    _create_once(
        folder / "CACHEDIR.TAG",
        "Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by fixmp.\n",
    )


def _create_once(path: Path, text: str) -> None:
    """Write ``path`` unless something is there already; never through a symbolic link (even a dangling one)."""
    try:
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except FileExistsError:
        return
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(text)


def _consulted_from_json(consulted: List[Any]) -> Tuple[Tuple[str, Optional[str]], ...]:
    if not isinstance(consulted, list):
        raise ValueError("malformed consulted files")
    read = []
    for item in consulted:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                and (item[1] is None or isinstance(item[1], str))):
            raise ValueError("malformed consulted file")
        read.append((item[0], item[1]))
    return tuple(read)


def _result_from_json(
    shown: str, findings: List[Any], errors: List[Any], source: bytes, consulted: Tuple[Tuple[str, Optional[str]], ...],
) -> FileResult:
    names = _finding_fields()
    restored = []
    for values in findings:
        if not isinstance(values, list) or len(values) != len(names):
            raise ValueError("malformed finding")
        stored = dict(zip(names, values))
        # JSON keeps an applicability as its value; a value that is not one raises ValueError: a miss.
        stored["fix"] = Applicability(stored["fix"]) if stored.get("fix") is not None else None
        finding = Finding(shown, **stored)
        if not (isinstance(finding.line, int) and isinstance(finding.code, str) and isinstance(finding.message, str)):
            raise ValueError("malformed finding")
        restored.append(finding)
    if not isinstance(errors, list):
        raise ValueError("malformed errors")
    problems = tuple(FileError(shown, str(message), line if isinstance(line, int) else None)
                     for message, line in errors)
    # As the engine keeps it: the bytes stay with a file that has something to show or fix.
    kept = source if restored or problems else None
    return FileResult(shown, tuple(restored), problems, source=kept, parsed=True, cached=True, consulted=consulted)
