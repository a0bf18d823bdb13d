"""What the project phase says of a module, as the analysis of another module reads it.

These types sit below the analysis that reads them (``fixmp.analysis.index``, the rules'
knowledge) and the project phase that makes them (``fixmp.analysis.project``): the index
asks a ``ProjectModules`` and is handed ``ModuleFacts``, frozen, without knowing how they
were made.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Collection, Dict, FrozenSet, List, Optional, Protocol, Tuple

from fixmp.analysis.inert import ImportLine
from fixmp.model import ProcessKind, StartMethod

# What a result read of a file other than its own: the path, and what was there: None (no file),
# PRESENT (a file, whose bytes did not matter: a package's ``__init__`` that makes a folder a
# package, a file outside the project), or the digest of its bytes. A result stays valid exactly
# while each of its inputs is still so (``fixmp.cache``).
Input = Tuple[str, Optional[str]]
PRESENT = "file"
# Or, for a folder a plugin loader lists (``pkgutil.iter_modules``), this prefix and the digest of the
# names in it: a file added or removed there changes what the program imports.
LISTING = "listing:"
# Or, for an inert module a program imported and never read (``fixmp.analysis.inert``: it binds its names and
# imports, and was left unparsed), this prefix, its bytes' digest, and the digest of its import lines: what the
# result read of it is that it is inert, and what it imports. Another function body, comment or docstring
# there leaves the result as it was (``inert_input``, ``inert_still``).
INERT = "inert:"


def content_digest(source: bytes) -> str:
    return hashlib.sha256(source).hexdigest()


def listing_state(folder: str) -> Optional[str]:
    """What a folder holds now, in an ``Input``'s terms: LISTING and the digest of its modules' names (the
    modules are what an import or a plugin loader finds there: a cache folder or a data file made there
    changes nothing)."""
    if not os.path.isdir(folder):
        return None
    return listing_state_of(modules_in(folder))


def listing_state_of(modules: List[Tuple[str, bool]]) -> str:
    """``listing_state`` of a folder that holds ``modules`` (``modules_in``)."""
    names = "\0".join(f"{name}/{int(package)}" for name, package in modules)
    return LISTING + content_digest(names.encode("utf-8", "surrogateescape"))


def modules_in(folder: str) -> List[Tuple[str, bool]]:
    """The modules of a folder, sorted by name (as ``pkgutil.iter_modules`` lists them): each ``.py`` file's
    and each package's name, with whether it is a package."""
    names = []
    try:
        entries = sorted(os.listdir(folder))
    except OSError:
        entries = []
    for entry in entries:
        name = entry[:-3] if entry.endswith(".py") else entry
        if not name.isidentifier() or name == "__init__":
            continue
        if entry.endswith(".py"):
            names.append((name, False))
        elif os.path.isfile(os.path.join(folder, entry, "__init__.py")):
            names.append((name, True))
    return names


@lru_cache(maxsize=4096)  # (asked at each import of a module a program run makes: 20,000 times on lhotse)
def inert_lines_digest(lines: Tuple[ImportLine, ...]) -> str:
    """The digest of an inert module's import lines (``Project.inert_imports``)."""
    return content_digest(repr(lines).encode("utf-8", "surrogateescape"))


def inert_input(digest: str, lines: Tuple[ImportLine, ...]) -> str:
    """The state of an inert module a program imported and never read: INERT, its bytes' digest, its lines'."""
    return f"{INERT}{digest}:{inert_lines_digest(lines)}"


def inert_still(state: str, digest_now: Optional[str], lines_now: Optional[Callable[[], Optional[str]]]) -> bool:
    """Whether an inert module's ``state`` (``inert_input``) still holds: its bytes unchanged, or, changed, it is
    still inert with the same import lines (``lines_now``: their digest now, None where it is not inert now;
    without it, only unchanged bytes hold)."""
    digest, _, lines = state[len(INERT):].partition(":")
    if digest_now == digest:
        return True
    return digest_now is not None and lines_now is not None and lines_now() == lines


def input_state(path: str, digest_wanted: bool) -> Optional[str]:
    """What is at ``path`` now, in an ``Input``'s terms: None, PRESENT, or (``digest_wanted``) the digest."""
    if not os.path.isfile(path):
        return None
    if not digest_wanted:
        return PRESENT
    try:
        with open(path, "rb") as stream:
            return content_digest(stream.read())
    except OSError:
        return None


@dataclass(frozen=True)
class RemoteStart:
    """A process start inside a top-level function, a method of a top-level class (its own or one it
    inherits), or a ``Process`` subclass, of another module of the project, as its callers see it
    (``fixmp.analysis.project`` finds these when it summarises a module)."""

    # The function or class the caller calls (``Trainer.collect`` for a method; for an inherited one,
    # the class that defines it: ``BaseTrainer.train`` for ``MyTrainer(...).train()``).
    name: str
    kind: ProcessKind
    where: str  # the start in that module: ``utils.py:12``
    is_class: bool  # a Process subclass: its children start at ``.start()`` on the instance
    # The start method that module decides (a context, a keyword, a set_start_method of its own), or
    # None where it starts through the default context and sets none: the caller's program decides.
    start_method: Optional[StartMethod]
    target_parameter: Optional[Tuple[int, str]] = None  # the function's parameter the children run
    child_work: Optional[str] = None  # the torch work the children do first ("": none); None: unknown
    child_single_threaded: bool = False  # the children make themselves single-threaded first
    child_cuda: Optional[str] = None  # the CUDA call the children make first ("": none); None: unknown
    # For a method: the methods it calls on ``self`` before its start, in order. A subclass that
    # overrides one runs its own version there (``ProcessSite.overrides_before``).
    self_methods_before: Tuple[str, ...] = ()
    # The function calls ``torch.set_num_threads(1)`` before its start: whatever the caller ran before,
    # the pool the children inherit has no second thread to wait for.
    parent_single_threaded: bool = False
    # The function runs parallel work before its start whatever its callers hand it (sizes its own
    # code shows): that module's own finding, which a caller's would only repeat.
    parent_work_of_its_own: bool = False


@dataclass(frozen=True)
class ModuleFacts:
    """What calling a module's top-level functions, or building its classes, does."""

    path: str
    parallel_work: Dict[str, str] = field(default_factory=dict)  # name -> the parallel CPU work it runs
    cuda_init: Dict[str, str] = field(default_factory=dict)  # name -> how it initialises CUDA
    # Functions that call torch.set_num_threads(1) before any torch work: as a child's target, the
    # inherited thread pool is never used.
    single_threaded_first: FrozenSet[str] = frozenset()
    # Functions that do torch work (what a child would wait on): name -> the first such work.
    torch_work: Dict[str, str] = field(default_factory=dict)
    names: FrozenSet[str] = frozenset()  # every top-level function and class it defines
    # Top-level functions that start processes, methods of top-level classes (``Class.method``, a
    # method a class inherits included), and Process subclasses: name -> the start.
    starts: Dict[str, RemoteStart] = field(default_factory=dict)
    # What its imports bind that ``from module import *`` hands on: ``mp`` -> ``multiprocessing``.
    exports: Dict[str, str] = field(default_factory=dict)
    # Every file the summary's answers depend on (its own bytes, the modules it looked up and used).
    consulted: FrozenSet[Input] = frozenset()
    # The modules whose summaries, this one's or one it used, fixmp gave up on (a module path and why):
    # what they do is unknown, and a finding through them may be missing. Never an empty answer in silence.
    gave_up: FrozenSet[Tuple[str, str]] = frozenset()



# What a summary is asked for (the second part of its key, ``Project.facts``): what the module defines, starts
# and hands on (``STARTS_PART``); that and what each of its functions does (``EVERY_PART``); or what one
# function or class does (its name: no other name, never a "<").
STARTS_PART, EVERY_PART = "<starts>", "<every>"


def is_summary_part(part: str) -> bool:
    """Whether ``part`` is what a summary can be asked for (a kept summary's key is checked with it)."""
    return part in (STARTS_PART, EVERY_PART) or part.isidentifier()


def facts_to_json(facts: ModuleFacts) -> Dict[str, object]:
    """A summary as JSON (the summaries kept between runs, ``fixmp.cache.SummaryStore``)."""
    return {
        "path": facts.path, "parallel_work": facts.parallel_work, "cuda_init": facts.cuda_init,
        "single_threaded_first": sorted(facts.single_threaded_first), "torch_work": facts.torch_work,
        "names": sorted(facts.names), "exports": facts.exports,
        "starts": {name: [start.name, start.kind.value, start.where, start.is_class,
                          start.start_method.value if start.start_method is not None else None,
                          list(start.target_parameter) if start.target_parameter is not None else None,
                          start.child_work, start.child_single_threaded, start.child_cuda,
                          list(start.self_methods_before), start.parent_single_threaded,
                          start.parent_work_of_its_own]
                   for name, start in facts.starts.items()},
        "consulted": sorted([path, state] for path, state in facts.consulted),
        "gave_up": sorted([path, why] for path, why in facts.gave_up),
    }


def facts_from_json(data: object) -> ModuleFacts:
    """The summary ``facts_to_json`` wrote; ``ValueError`` (``TypeError`` and ``KeyError`` included, as
    ``ValueError``) for anything else."""
    try:
        assert isinstance(data, dict)
        starts: Dict[str, RemoteStart] = {}
        for name, fields in data["starts"].items():
            (called, kind, where, is_class, method, parameter, child_work, child_single, child_cuda,
             before, parent_single, own_work) = fields
            starts[_text(name)] = RemoteStart(
                _text(called), ProcessKind(kind), _text(where), _flag(is_class),
                StartMethod(method) if method is not None else None,
                (int(parameter[0]), _text(parameter[1])) if parameter is not None else None,
                _maybe_text(child_work), _flag(child_single), _maybe_text(child_cuda),
                tuple(_text(method_name) for method_name in before), _flag(parent_single), _flag(own_work))
        return ModuleFacts(
            _text(data["path"]), _texts(data["parallel_work"]), _texts(data["cuda_init"]),
            frozenset(map(_text, data["single_threaded_first"])), _texts(data["torch_work"]),
            names=frozenset(map(_text, data["names"])), starts=starts, exports=_texts(data["exports"]),
            consulted=frozenset((_text(path), _maybe_text(state)) for path, state in data["consulted"]),
            gave_up=frozenset((_text(path), _text(why)) for path, why in data["gave_up"]))
    except (AssertionError, TypeError, KeyError, ValueError, AttributeError) as exc:
        raise ValueError(f"malformed summary: {exc}") from None


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("not a string")
    return value


def _maybe_text(value: object) -> Optional[str]:
    return None if value is None else _text(value)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not a boolean")
    return value


def _texts(value: object) -> Dict[str, str]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return {_text(key): _text(item) for key, item in value.items()}


class ProjectModules(Protocol):
    """The modules of a project, as one file's analysis asks about them (``fixmp.analysis.project.Project``).
    ``importer`` is the absolute path of the asking file; ``module`` as its import names it."""

    def facts(self, importer: str, module: str, light: bool = False, name: Optional[str] = None,
              ) -> Optional[ModuleFacts]: ...

    def find(self, importer: str, module: str) -> Optional[Path]: ...

    def lookup_inputs(self, importer: str, module: str) -> Tuple[Input, ...]: ...

    def may_start_processes(self, importer: str, module: str) -> bool: ...

    def start_names(self, importer: str, module: str) -> FrozenSet[str]: ...

    def sets_single_thread_env(self, importer: str, module: str) -> bool: ...

    def int_constant(self, importer: str, module: str, name: str) -> Optional[int]: ...

    # The bytes of a module the project found (read once per run), and their digest as a cached
    # result records them: what ``fixmp.analysis.effects`` reads to follow a call into the module.
    def source(self, path: Path) -> Optional[bytes]: ...

    def digest(self, path: Path) -> str: ...

    # The index a program run reads a module of the project through, made once a run, from the tree the
    # module's summaries read (one parse of a module for both); None where it cannot be read or parsed.
    # (A ``ModuleIndex``: named ``object`` here, as the index's module imports this one.)
    def program_index(self, path: Path) -> object: ...

    # The import statements of a module whose top level is inert, which a program run imports without
    # parsing it (``fixmp.analysis.inert``); None for any other. (``ImportLine``s.)
    def inert_imports(self, path: Path, not_project: Collection[str]) -> Optional[Tuple[ImportLine, ...]]: ...

    def module_names(self, folder: str) -> List[Tuple[str, bool]]: ...

    # Whether a file is there, looked at once a run and kept with what the run read (a package's
    # ``__init__.py``: its modules' top-level calls set them up, and make no program).
    def is_file(self, path: str) -> bool: ...

    def programs_importing(self, path: str) -> Tuple[List[str], Tuple[Input, ...]]: ...


def is_package_module(location: str, project: ProjectModules) -> bool:
    """A module of a package (its folder holds ``__init__.py``): imported, or run as ``python -m``, where a
    program has a ``__main__`` block. Its top-level calls (``logger = logging.getLogger(__name__)``,
    ``T = TypeVar("T")``) run when a program imports it, and are followed there (``fixmp.analysis.effects``):
    they do not make it a program of its own. A flat script beside no ``__init__.py`` is one. ``location``: the
    file's absolute path, not the one it is shown by (a worker runs in another folder). (Looked at through the
    project, so that a result kept in the cache is asked again once that changes.)"""
    return project.is_file(os.path.join(os.path.dirname(location), "__init__.py"))
