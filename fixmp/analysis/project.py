"""The project phase: what the modules a file imports do, summarised once each.

A file is still analysed alone, but when its path before a process start calls a
function or builds a class that another module of the project defines
(``from model import Net``, ``from .utils import warm_up``, ``import utils``, a name
from ``from common import *``), the rules ask this phase what that function or
constructor does: whether it runs intra-op-parallel CPU work (FMP002) or initialises
CUDA (FMP001). A summary also says which of the module's top-level functions and
methods of its top-level classes start processes, and its Process subclasses
(``ModuleFacts.starts``): a call of one is a process start in the caller
(``ModuleIndex.remote_process_sites``). A method a class inherits counts as the class's
own, from a class of the module or of another one (``class MidTrainer(BaseTrainer)``,
``BaseTrainer.train`` starting the workers in ``base_trainer.py``), and a method says
which methods it calls on ``self`` before its start: a subclass in the caller's module
that overrides one runs its own version there (``RemoteStart.self_methods_before``).
And it says what the module's imports bind, which ``from module import *`` hands on
(``exports``).

How a module is found is how Python would find it when the importing file's project
runs: a relative import from the importing file's package; an absolute one from the
importing file's folder (a script's folder is first on ``sys.path``) or any folder
above it up to the project root (``python -m pkg.train`` from the root; without a
configured root, only up out of the file's packages). Only files inside the project
are read, never imported or run; installed packages are not read (their code is not
the user's, and torch's own functions are known by name).

A summary is a function of the code alone. It follows calls into the modules the
summarised module imports, to the end of every chain; modules that ask for each other
are summarised together until their answers settle (``Project``). Each module is read
once per run and process, so every summary of a run sees the same bytes; each summary
is made on a thread of its own with a budget of steps of its own, so how deep it was
asked for changes nothing. What a summary read (``ModuleFacts.consulted``: its bytes,
the places each import was looked for) travels with it to the file that used it, whose
cached result is then used only while all of that is unchanged (``fixmp.cache``).
Not modelled: what a module does at import time (module-level statements); of what a class inherits from another
module, anything but the methods that start processes (the base's ``__init__`` run for a subclass built in the
caller is not read; the base module's own findings cover a start after it); an override in a module between the
caller's class and the base; and a child target that is a method the subclass overrides.

Cost: one parse per module that a candidate file imports from the project, on top of the candidates, and one
index per summary asked of it: what it starts and hands on, and each function or class a caller calls (the
other functions of the module, and the modules only they call into, are not read: ``summaries.summarise``).
Looking for starts in every call's module costs a parse only where that module's bytes name multiprocessing
(``Project.may_start_processes``).
"""

from __future__ import annotations

import os
import stat
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Callable, Collection, Dict, FrozenSet, Iterator, List, Optional, Protocol, Set, Tuple, TypeVar, cast

import libcst as cst

from fixmp.analysis.facts import (
    EVERY_PART,
    INERT,
    LISTING,
    PRESENT,
    STARTS_PART,
    Input,
    ModuleFacts,
    content_digest,
    inert_still,
    input_state,
    listing_state,
    listing_state_of,
    modules_in,
)
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.inert import ImportLine, inert_top_level_imports
from fixmp.analysis.module_bytes import (
    CALLS_SET_START_METHOD,
    MAIN_BLOCK,
    NAMES_A_PRIMITIVE,
    STAR_IMPORT,
    calls_any,
    classes_with_bases,
    dynamic_imports,
    has_a_process_start,
    has_a_spawn_method,
    has_multiprocessing,
    import_bindings,
    imported_modules,
    names_a_start,
    sets_one_thread_at_top,
    spellings,
    start_names_in_bytes,
    top_int_constants,
    top_level_definitions,
    writes_any,
)
from fixmp.analysis.sites import MAX_BASE_DEPTH
from fixmp.analysis.start_slice import start_slice
from fixmp.analysis.summaries import summarise
from fixmp.parse.data_elision import readable_source
from fixmp.parse.guards import (
    DEFAULT_MAX_STEPS,
    SUMMARY_STACK_BYTES,
    OverBudget,
    on_large_stack,
    parse_cost_problem,
    reraise_stop,
)
from fixmp.parse.trees import parse_module

T = TypeVar("T")
# Modules larger than this are not summarised (a generated file, a vendored library).
MAX_MODULE_BYTES = 2 * 2**20
# The source bytes of the modules whose trees a run keeps for its summaries to read again, at most: a tree
# takes tens of times its source's bytes in memory, and torch's largest modules (400 KiB) are not kept. (-j 1:
# lhotse 186 parses for 185 modules, 261 with none kept, 185 and 35 MB more peak at 1 MiB; torch's copy 75
# parses, 100 with none kept, the same 411 MB peak.)
MAX_PARSED_BYTES = 256 * 2**10
# The key a module's slice (``fixmp.analysis.start_slice``) is parsed under, after its path: a tree of its own.
SLICED = "\0sliced"
# The modules of one folder a plugin loader's import by a run-time name is read as reaching, at most.
MAX_DYNAMIC_MODULES = 64
# The packages above a module whose folders are looked in for the programs that import it, at most.
MAX_PACKAGE_LEVELS = 4


def _reach_marks(source: bytes) -> Tuple[bool, ...]:
    """What ``Project._reached`` reads of one module's own bytes, after whether it may start processes: it names
    multiprocessing, a process start, torch; it sets the start method; it makes a DataLoader with workers; it sets
    a thread count. Read once per module (``Project._of_bytes``), where each depth it is reached at asks."""
    names_multiprocessing = has_multiprocessing(source)
    return (names_multiprocessing, has_a_process_start(source), b"torch" in source,
            names_multiprocessing and CALLS_SET_START_METHOD.search(source) is not None,
            b"DataLoader" in source and b"num_workers" in source, b"set_num_threads" in source)


@dataclass(frozen=True)
class ProjectReads:
    """What a run of the project phase looked at on the disk (``Project.reads``); ``still_so`` says whether
    the disk still holds all of it. The verdicts of the files the prefilter ruled out are kept between runs
    while it does (``fixmp.cache``): any change to anything read makes each of them asked again."""

    files: Dict[str, str] = field(default_factory=dict)  # path -> the digest of the bytes read
    is_file: Dict[str, bool] = field(default_factory=dict)
    is_folder: Dict[str, bool] = field(default_factory=dict)
    listings: Dict[str, Optional[str]] = field(default_factory=dict)  # folder -> ``listing_state``
    consulted: FrozenSet[Input] = frozenset()

    def joined(self, other: "ProjectReads") -> "ProjectReads":
        return ProjectReads({**self.files, **other.files}, {**self.is_file, **other.is_file},
                            {**self.is_folder, **other.is_folder}, {**self.listings, **other.listings},
                            self.consulted | other.consulted)

    def still_so(self, read: Optional[Dict[str, str]] = None) -> bool:
        """Whether every read would give what it gave (a file read through a link that now leaves the
        project reads as changed: its digest then differs from the empty bytes read). ``read``: what files
        the run read hold, absolute path -> digest, taken instead of reading and hashing them again."""
        digests: Dict[str, Optional[str]] = dict(read or {})  # each file hashed once, read as a module or consulted

        def digest_now(path: str) -> Optional[str]:
            if path not in digests:
                digests[path] = input_state(path, True)
            return digests[path]

        def consulted_still(path: str, state: Optional[str]) -> bool:
            if state is not None and state.startswith(INERT):  # (an inert module's holds while its bytes do)
                return inert_still(state, digest_now(path), None)
            if state is not None and state.startswith(LISTING):
                return listing_state(path) == state
            return (digest_now(path) if state not in (None, PRESENT) else input_state(path, False)) == state

        return (all(digest_now(path) == digest for path, digest in self.files.items())
                and all(os.path.isfile(path) == there for path, there in self.is_file.items())
                and all(os.path.isdir(path) == there for path, there in self.is_folder.items())
                and all(listing_state(folder) == state for folder, state in self.listings.items())
                and all(consulted_still(path, state) for path, state in self.consulted))

    def to_json(self) -> Dict[str, object]:
        return {"files": self.files, "is_file": self.is_file, "is_folder": self.is_folder,
                "listings": self.listings, "consulted": sorted([path, state] for path, state in self.consulted)}

    @classmethod
    def from_json(cls, data: object) -> "ProjectReads":
        """Raises ``ValueError`` for data not written by ``to_json``."""
        if not isinstance(data, dict):
            raise ValueError("malformed project reads")
        files, is_file, is_folder, listings = (data.get(name) for name in ("files", "is_file", "is_folder", "listings"))
        consulted = data.get("consulted")
        if not (isinstance(files, dict) and all(isinstance(v, str) for v in files.values())
                and isinstance(is_file, dict) and all(isinstance(v, bool) for v in is_file.values())
                and isinstance(is_folder, dict) and all(isinstance(v, bool) for v in is_folder.values())
                and isinstance(listings, dict) and all(v is None or isinstance(v, str) for v in listings.values())
                and isinstance(consulted, list)
                and all(isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                        and (item[1] is None or isinstance(item[1], str)) for item in consulted)):
            raise ValueError("malformed project reads")
        return cls(files, is_file, is_folder, listings, frozenset((path, state) for path, state in consulted))


# A summary, as asked for: the module's path, and what of it (``STARTS_PART``, ``EVERY_PART``, or one name).
SummaryKey = Tuple[str, str]

# One look of the project phase at the disk, in the order the run made them (``Project.read_log``): what
# was looked at (FILE_READ: a module's bytes; IS_FILE, IS_FOLDER: whether a path is one; LISTED: a folder's
# modules), the path, and what was there (the bytes' digest; "1" or "0"; ``listing_state``).
Read = Tuple[str, str, str]
FILE_READ, IS_FILE, IS_FOLDER, LISTED = "file", "is_file", "is_folder", "listed"


class SummaryStore(Protocol):
    """Summaries kept between runs (``fixmp.cache.SummaryStore``). ``kept`` gives the summary an earlier run
    made, with the summaries made final together with it (the members of an import cycle), where each read
    they depended on is still so, and notes those reads in ``project`` (``note_read``: a summary made from
    them depends on them too); ``keep`` is handed the summaries made final together here, with the places in
    ``project.read_log`` of the reads they depend on. A cycle's members are taken all or none: one taken
    alone would make the others from a final answer where a run without the store settles them together
    from nothing known, and a cycle cut short by ``MAX_ROUNDS`` would then say something else."""

    def kept(self, key: SummaryKey, project: "Project") -> Optional[Dict[SummaryKey, ModuleFacts]]: ...

    def keep(self, answers: Dict[SummaryKey, ModuleFacts], reads: Collection[int]) -> None: ...


class _Reads:
    """What an answer of the project phase depends on: reads of its own (places in ``Project.read_log``), and
    the answers it used (kept from before: a module's summary, whether a module may start processes...)."""

    __slots__ = ("own", "used")

    def __init__(self) -> None:
        self.own: Set[int] = set()
        self.used: List["_Reads"] = []

    def all(self) -> Set[int]:
        """Its reads and those of every answer it used, in turn (an answer of an import cycle uses itself)."""
        found: Set[int] = set()
        seen: Set[int] = set()
        waiting = [self]
        while waiting:
            reads = waiting.pop()
            if id(reads) in seen:
                continue
            seen.add(id(reads))
            found |= reads.own
            waiting.extend(reads.used)
        return found


@dataclass
class _Settle:
    """A cycle being settled (``Project._settle``): where the summaries asking stood when it began, the
    summaries that joined it in the current round, and the outermost enclosing settle it read from."""

    base: int
    joins: Dict[SummaryKey, ModuleFacts] = field(default_factory=dict)
    reads_outer: Optional[int] = None
    paths: Set[str] = field(default_factory=set)  # its members' modules: each round reads them again


class Project:
    """The modules of one project, found from the files that import them, summarised when asked.

    What a summary says is a function of the code alone: of the module's bytes and of the summaries it asks for in
    turn, followed to the end of every import chain, never of which file asked first, how deep, or what else was
    asked before. Modules that ask for each other (an import cycle, ``pkg/__init__.py`` and its submodules) are
    summarised together: the summaries are found in a depth-first search (Tarjan's strongly connected components),
    and the members of a cycle are then summarised again, all from the same start (nothing known of any member),
    each round from the last round's answers, until a round changes nothing. So a file gives the same findings
    whether it is checked alone, with its folder, in any order, in any worker process. Not covered: a cycle that
    only an answer reveals (a start another module's summary reports, whose children's module asks back) is
    summarised from what is known when it is met.
    """

    # Rounds a cycle's summaries get to settle: each round adds what one more call crossing the
    # cycle reveals; a count, so that the answer does not depend on the machine either.
    MAX_ROUNDS = 8
    # Times a cycle starts again with the summaries that joined it (each time it has grown).
    MAX_RESTARTS = 16

    def __init__(self, root: Optional[Path], step_budget: int = DEFAULT_MAX_STEPS,
                 store: Optional[SummaryStore] = None):
        self.root = Path(os.path.abspath(root)) if root is not None else None
        self.store = store
        # Every look at the disk an answer may depend on, in order, each once (its place: ``_read_at``); what
        # each summary and each answer kept for the run used of it (``_Reads``), those being made innermost last.
        self.read_log: List[Read] = []
        self._read_at: Dict[Tuple[str, str], int] = {}
        self._answer_reads: Dict[Tuple[object, ...], _Reads] = {}
        self._making: List[_Reads] = []
        # Each summary's budget of steps: the files' own (``max-steps-per-file``), so that one setting bounds
        # every phase a file's result depends on.
        self.step_budget = step_budget
        # (folder, module) -> the module's file, and each file the lookup looked for with whether it was there
        self._found: Dict[Tuple[str, str], Tuple[Optional[Path], Tuple[Tuple[str, bool], ...]]] = {}
        self._found_for: Dict[Tuple[str, str], Tuple[str, str]] = {}  # (importer, module) -> (folder, module)
        self._lookup_inputs: Dict[Tuple[str, str], Tuple[Input, ...]] = {}  # (folder, module) -> lookup_inputs
        self._digests: Dict[str, str] = {}
        self._may_start_from: Dict[Path, bool] = {}
        self._is_file: Dict[str, bool] = {}  # what each path looked for held, once per run
        self._folders: Dict[str, bool] = {}
        self._listings: Dict[str, List[Tuple[str, bool]]] = {}  # a folder's modules, for imports by a run-time name
        self._bytes: Dict[str, bytes] = {}  # each module read once per run: every summary sees the same bytes
        self._from_bytes: Dict[Tuple[Callable[[bytes], object], Path], object] = {}
        self._inheriting: Dict[Tuple[str, int, bool], FrozenSet[str]] = {}
        self._relaying: Dict[Tuple[str, int, bool], FrozenSet[str]] = {}
        self._reaching: Dict[Tuple[str, int], Tuple[bool, ...]] = {}
        self._final: Dict[SummaryKey, ModuleFacts] = {}
        # The depth-first search over what summaries ask for: when each summary in progress was
        # begun, the earliest summary in progress it reaches, the ones not yet complete, and
        # the one being made now with those that asked for it (innermost last).
        self._begun: Dict[SummaryKey, int] = {}
        self._reaches: Dict[SummaryKey, int] = {}
        self._incomplete: List[SummaryKey] = []
        self._asking: List[SummaryKey] = []
        self._asks_itself: Set[SummaryKey] = set()
        self._count = 0
        # While a cycle's members are summarised again: what the last round said of each, and which
        # of the settles under way (innermost last) it belongs to; the summaries being made that read
        # such an answer, with the outermost settle they read from.
        self._round: Dict[SummaryKey, ModuleFacts] = {}
        self._round_owner: Dict[SummaryKey, int] = {}
        self._settling: List[_Settle] = []
        self._reads_round: Dict[SummaryKey, int] = {}
        self.summaries_made = 0  # summaries read (``RunStats.summaries``)
        self.summaries_kept = 0  # summaries taken from an earlier run (``store``)
        # Each module's tree, for the summaries that read it again (``_parsed``), least recently used first.
        self._trees: "OrderedDict[str, Optional[cst.Module]]" = OrderedDict()
        self._tree_bytes = 0
        self._tree_sizes: Dict[str, int] = {}  # the source bytes of each tree kept, the slices' (``SLICED``) too
        self._slices: Dict[Tuple[str, FrozenSet[str]], Optional[bytes]] = {}  # each module's slice for its light summary (``_slice``)
        # The index of each module a program run imported (``program_index``), kept for every later run of the
        # process: its tree is the one every summary of the module reads too.
        self._program_indexes: Dict[str, Optional[ModuleIndex]] = {}
        self._inert_imports: Dict[str, Optional[Tuple[ImportLine, ...]]] = {}  # (``inert_imports``)
        self.parses = 0  # modules parsed, for summaries and program runs alike

    def reads(self) -> "ProjectReads":
        """Everything this run looked at on the disk so far: the bytes of each module read (by digest),
        each path tested for a file or a folder, each folder listed, and what each finished summary
        consulted, and what the summaries taken from the store had read in the run that made them (``read_log``).
        An answer made from these stays true while each of them is still so."""
        consulted: Set[Input] = set()
        for facts in self._final.values():
            consulted |= facts.consulted
        files = {path: self.digest(Path(path)) for path in self._bytes}  # (each hashed once a run)
        is_file, is_folder = dict(self._is_file), dict(self._folders)
        listings = {folder: listing_state(folder) for folder in self._listings}
        for kind, path, state in self.read_log:
            if kind == FILE_READ:
                files.setdefault(path, state)
            elif kind == IS_FILE:
                is_file.setdefault(path, state == "1")
            elif kind == IS_FOLDER:
                is_folder.setdefault(path, state == "1")
            else:
                listings.setdefault(path, state or None)
        return ProjectReads(files=files, is_file=is_file, is_folder=is_folder, listings=listings,
                            consulted=frozenset(consulted))

    def facts(self, importer: str, module: str, light: bool = False, name: Optional[str] = None,
              ) -> Optional[ModuleFacts]:
        """The summary of ``module`` as imported by the file ``importer`` (``.model`` for a relative
        import), or None where it is not a module of this project or cannot be read. ``light``: only
        what it defines, starts and hands on (``names``, ``starts``, ``exports``), not what each of its
        functions does: what is asked of every call's module, kept cheap. ``name``: what it defines,
        and what that one function or class does (a caller asks of the function it calls, and no
        other of the module's is read: gpt-neox, 52 of the 230 names its modules define are asked)."""
        path = self.find(importer, module)
        if path is None or self.source(path) is None:
            return None
        part = STARTS_PART if light else name if name is not None else EVERY_PART
        return self._summary((str(path), part))

    def source(self, path: Path) -> Optional[bytes]:
        """The bytes of a module of the project, read once per run (an unreadable one reads as empty);
        None for one too large to be the user's own (a generated file, a vendored library), looked at
        before it is read. Only what discovery would read: a regular file, and through a symbolic link
        only one that stays in the project (never a FIFO that would block, nor a file elsewhere)."""
        key = str(path)
        if key not in self._bytes:
            self._bytes[key] = self._read_bounded(path)
            if self.store is not None:
                self.note_read(FILE_READ, key, self.digest(path))
        else:
            self._read_again(FILE_READ, key)
        source = self._bytes[key]
        return None if len(source) > MAX_MODULE_BYTES else source

    def bytes_now(self, path: str) -> bytes:
        """The bytes ``source`` would read at ``path`` now (``fixmp.cache.SummaryStore`` checks an earlier
        run's reads with it)."""
        return self._read_bounded(Path(path))

    def _read_bounded(self, path: Path) -> bytes:
        """The file's bytes, or b"" where it is not one to read; MAX_MODULE_BYTES + 1 bytes at most."""
        try:
            if path.is_symlink() and not self._stays_inside(path):
                return b""
            # O_NONBLOCK: opening a FIFO would otherwise wait for a writer, before fstat could refuse it.
            handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            with os.fdopen(handle, "rb", buffering=0) as stream:
                if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
                    return b""
                chunks = []
                left = MAX_MODULE_BYTES + 1
                while left > 0:
                    chunk = stream.read(left)
                    if not chunk:
                        break
                    chunks.append(chunk)
                    left -= len(chunk)
                return b"".join(chunks)
        except OSError:
            return b""

    def note_read(self, kind: str, path: str, state: str) -> int:
        """Add a look at the disk to ``read_log``, unless it is there (made here, or by an earlier run whose
        summary was taken: ``SummaryStore.kept``); the answer being made depends on it. Its place in the log;
        -1 without a store, where nothing is logged."""
        if self.store is None:
            return -1
        at = self._read_at.get((kind, path))
        if at is None:
            at = self._read_at[(kind, path)] = len(self.read_log)
            self.read_log.append((kind, path, state))
        if self._making:
            self._making[-1].own.add(at)
        return at

    def _read_again(self, kind: str, path: str) -> None:
        """A look this run made before, whose answer is used again: the answer being made depends on it."""
        if self._making:  # (never without a store: nothing is logged then)
            at = self._read_at.get((kind, path))
            if at is not None:
                self._making[-1].own.add(at)

    @contextmanager
    def _answering(self, key: Tuple[object, ...]) -> Iterator[None]:
        """Make the answer kept as ``key``: what is read meanwhile, and the answers used, are what it depends
        on, and what an answer using it depends on in turn (``_used``). Without a store nothing is kept of it."""
        if self.store is None:
            yield
            return
        reads = self._answer_reads[key] = _Reads()
        if self._making:
            self._making[-1].used.append(reads)
        self._making.append(reads)
        try:
            yield
        finally:
            self._making.pop()

    def _used(self, key: Tuple[object, ...]) -> None:
        """An answer kept as ``key`` is used again: the answer being made depends on what it read."""
        if self._making and key in self._answer_reads:
            self._making[-1].used.append(self._answer_reads[key])

    def _stays_inside(self, path: Path) -> bool:
        """A link whose target lies in the project: under the root, or, without one, under the link's folder."""
        target = os.path.realpath(path)
        base = os.path.realpath(self.root if self.root is not None else path.parent)
        return target.startswith(base.rstrip(os.sep) + os.sep)

    def _summary(self, key: SummaryKey) -> ModuleFacts:
        if key in self._final:
            self._used(("summary", key))
            return self._final[key]
        if key in self._round:  # a member of a cycle being settled: the last round's answer
            self._note_round_read(self._round_owner[key])
            return self._round[key]
        if key in self._begun:  # asked for while its own summary is being made: a cycle
            asker = self._asking[-1]
            if asker == key:
                self._asks_itself.add(key)
            if asker in self._reaches:
                self._reaches[asker] = min(self._reaches[asker], self._begun[key])
            return ModuleFacts(key[0])  # nothing known yet: the cycle is summarised again once found
        if self.store is not None:
            with self._answering(("summary", key)):
                kept = self.store.kept(key, self)  # (its reads noted in the log, for the summaries that use it)
            if kept is not None and key in kept and not any(
                    member in self._final or member in self._round or member in self._begun for member in kept):
                for member, facts in kept.items():
                    self._final[member] = facts
                    self._answer_reads[("summary", member)] = self._answer_reads[("summary", key)]
                self.summaries_kept += len(kept)
                return kept[key]
        with self._answering(("summary", key)):
            return self._made(key)

    def _made(self, key: SummaryKey) -> ModuleFacts:
        """Make the summary ``key``, first asked now (``_summary``)."""
        self._begun[key] = self._reaches[key] = self._count
        self._count += 1
        self._incomplete.append(key)
        self._asking.append(key)
        try:
            facts = self._read(key)
        except BaseException:
            # A bug in a summary, or a stop: forget the search from here on, so that a later file
            # asks again from the start instead of meeting summaries left half made.
            while self._incomplete:
                member = self._incomplete.pop()
                del self._begun[member], self._reaches[member]
                if member == key:
                    break
            raise
        finally:
            self._asking.pop()
        if self._asking and self._asking[-1] in self._reaches:
            asker = self._asking[-1]
            self._reaches[asker] = min(self._reaches[asker], self._reaches[key])
        if self._reaches[key] < self._begun[key]:
            return facts  # part of a cycle begun earlier: summarised again with it
        members = []
        while True:
            member = self._incomplete.pop()
            del self._begun[member], self._reaches[member]
            members.append(member)
            if member == key:
                break
        owner = min((self._reads_round.pop(member) for member in members if member in self._reads_round),
                    default=None)
        if owner is not None and owner < len(self._settling):
            # It read the answers of a cycle still being settled: it is part of that cycle's answer.
            self._join(owner, {member: facts if member == key else ModuleFacts(member[0]) for member in members})
            return facts
        if len(members) == 1 and key not in self._asks_itself:
            self._finish({key: facts})
        else:
            self._settle(sorted(members))
        return self._final[key] if key in self._final else self._round[key]

    def _note_round_read(self, owner: int) -> None:
        """A round answer of the settle ``owner`` was read: every summary being made above that settle's
        start depends on it, and so does every settle begun since (they are inside it)."""
        for frame in self._asking[self._settling[owner].base:]:
            self._reads_round[frame] = min(self._reads_round.get(frame, owner), owner)
        for inner in self._settling[owner + 1:]:
            inner.reads_outer = owner if inner.reads_outer is None else min(inner.reads_outer, owner)

    def _join(self, owner: int, answers: Dict[SummaryKey, ModuleFacts]) -> None:
        """Make summaries members of the cycle the settle ``owner`` is settling (it starts again with them)."""
        self._settling[owner].joins.update(answers)
        self._round.update(answers)
        self._round_owner.update((member, owner) for member in answers)

    def _settle(self, members: List[SummaryKey]) -> None:
        """Summarise a cycle's members again, each round from the last one's answers, starting from
        nothing known: the same rounds whichever member the search met first. A summary first asked
        for during the rounds that reads their answers joins the cycle, and the rounds start again
        with it; a cycle that reads the answers of an enclosing one being settled joins that one."""
        settle = _Settle(base=len(self._asking))
        self._settling.append(settle)
        number = len(self._settling) - 1
        answers: Dict[SummaryKey, ModuleFacts] = {}
        try:
            for _ in range(self.MAX_RESTARTS):
                settle.paths = {path for path, _ in members}
                answers = {member: ModuleFacts(member[0]) for member in members}
                for _ in range(self.MAX_ROUNDS):
                    self._round.update(answers)
                    self._round_owner.update((member, number) for member in members)
                    again = {}
                    for member in members:
                        self._asking.append(member)
                        try:
                            again[member] = self._read(member)
                        finally:
                            self._asking.pop()
                            self._reads_round.pop(member, None)
                    if settle.joins or again == answers:
                        answers = again
                        break
                    answers = again
                if not settle.joins:
                    break
                members = sorted(set(members) | set(settle.joins))
                settle.joins.clear()
        finally:
            self._settling.pop()
            for member in (*members, *settle.joins):
                self._round.pop(member, None)
                self._round_owner.pop(member, None)
        if settle.reads_outer is not None and settle.reads_outer < len(self._settling):
            self._join(settle.reads_outer, answers)
        else:
            self._finish(answers)

    def _finish(self, answers: Dict[SummaryKey, ModuleFacts]) -> None:
        """Summaries that are final together (one, or the members of a cycle): kept for the run, and in the
        store with the reads they depend on (not where one was given up on: that depends on the budget, or on
        a thread or memory this run lacked; and so, through it, do the others)."""
        self._final.update(answers)
        if self.store is None:
            return
        # Each depends on all that was read while they were made (a cycle's members on one another's reads).
        reads = self._making[-1]
        for key in answers:
            self._answer_reads[("summary", key)] = reads
        if not any(facts.gave_up for facts in answers.values()):
            self.store.keep(answers, reads.all())

    def _read(self, key: SummaryKey) -> ModuleFacts:
        """One summary, made on a thread of its own: the same stack and recursion limit however deep in
        other summaries it is asked for, and a budget of steps of its own; over either, it says nothing."""
        path, part = key
        light = part == STARTS_PART
        self.summaries_made += 1
        source = self._bytes.get(path, b"")
        self._read_again(FILE_READ, path)
        too_costly = parse_cost_problem(source)
        if too_costly is not None and readable_source(source) is None:  # (over it by data tables alone: ``_parsed``)
            return ModuleFacts(path, gave_up=frozenset({(path, too_costly)}))
        # A light summary reads only what may take part in a start, where that is a small part of the module
        # (``fixmp.analysis.start_slice``); a slice that libcst cannot parse is read whole.
        read = self._slice(path) if light else None
        module = self._parsed(path + SLICED, read) if read is not None else None
        if module is None:
            read, module = source, self._parsed(path, source)
        if module is None:
            return ModuleFacts(path)  # (as Python could not import it: its own check reports the syntax error)
        try:
            return on_large_stack(lambda: summarise(module, path, self, read, part, self.step_budget),
                                  SUMMARY_STACK_BYTES)
        except OverBudget:
            why = f"its summary went over fixmp's budget of {self.step_budget:,} steps (max-steps-per-file)"
            return ModuleFacts(path, gave_up=frozenset({(path, why)}))
        except RecursionError:
            return ModuleFacts(path, gave_up=frozenset({(path, "its code is nested too deeply to summarise")}))

    def _slice(self, path: str) -> Optional[bytes]:
        """The slice of the module at ``path`` its light summary reads (``start_slice``), or None: read whole.
        From its own bytes and where its imports lead alone, not what the modules imported hold: a summary
        that read them would be made again after an edit of any (lhotse, a leaf module edited: 126 summaries
        made again, not 20, when the slice took the start names of the modules imported)."""
        bindings = self._of_bytes(Path(path), import_bindings)
        names: Set[str] = set()
        for module in self._of_bytes(Path(path), imported_modules):
            if self.find(path, module) is None:
                continue  # not the project's: what it binds starts nothing of the project's
            for name, local in bindings.get(module, []):
                if name == "*":
                    return None  # what a star import of the project binds is not in the bytes
                names.add(local)
        key = (path, frozenset(names))
        if key not in self._slices:
            self._slices[key] = start_slice(self._bytes.get(path, b""), key[1])
        return self._slices[key]

    def program_index(self, path: Path) -> Optional[ModuleIndex]:
        """The index a program run reads a module of the project through (``fixmp.analysis.effects``: an
        import runs its top level), made once per process; None where it cannot be read or parsed. Its
        tree is the one the module's summaries read (``_parsed``): one parse of a module for both."""
        key = str(path)
        if key in self._program_indexes:
            self._used(("program index", key))
            return self._program_indexes[key]
        with self._answering(("program index", key)):
            source = self.source(path)
            module = self._parsed(key, source, on_this_thread=True) if source is not None else None
            index = None
            if source is not None and module is not None:
                index = ModuleIndex(module, key, source)
                index.attach_project(self, key)
            # (A tree kept for the summaries stays counted among them until it is the least recently used:
            # counted out now, the room it left would keep another tree, and the peak memory grew by as much.)
            self._program_indexes[key] = index
        return index

    def inert_imports(self, path: Path, not_project: Collection[str]) -> Optional[Tuple[ImportLine, ...]]:
        """The import statements of an inert module (``fixmp.analysis.inert``), which a program run imports
        unparsed; None for any other (read through ``program_index``). ``not_project``: packages never the
        project's. Once per process."""
        key = str(path)
        if key in self._inert_imports:
            self._used(("inert imports", key))
            return self._inert_imports[key]
        with self._answering(("inert imports", key)):
            source = self.source(path)  # (a function of its bytes and the project's layout: never of what ran)
            lines = inert_top_level_imports(source, lambda module: module.startswith(".") or (
                module.split(".")[0] not in not_project and self.find(key, module) is not None)) \
                if source is not None and parse_cost_problem(source) is None else None
            self._inert_imports[key] = lines
        return lines

    def _parsed(self, path: str, source: bytes, on_this_thread: bool = False) -> Optional[cst.Module]:
        """The module's tree, or None where libcst cannot parse it; parsed once for all the summaries of
        a run that read it (its light and full summary, each round of a cycle being settled) and its program
        runs' imports (``program_index``): the trees kept stay under ``MAX_PARSED_BYTES`` of source (the
        least recently used go first), and those of the program runs' indexes are kept with them. A parse
        is a function of the bytes, so what is kept changes what it costs, never what a summary says.
        ``on_this_thread``: a program run's parse, on its own thread as it was, not one started for it (its
        tree would be built in another malloc arena: torch's copy at ``-j 2`` peaked at 454 MiB, 387 MiB so);
        one that fails there is not kept, and a summary parses again on a stack of its own."""
        if path in self._trees:
            self._trees.move_to_end(path)
            return self._trees[path]
        indexed = self._program_indexes.get(path)
        if indexed is not None:
            return indexed.module
        readable = readable_source(source)  # (its data tables left out; None: over the parse budget by its code)
        try:
            parsing = partial(parse_module, readable) if readable is not None else None
            module = None if parsing is None else parsing() if on_this_thread else on_large_stack(parsing)
        except Exception as exc:  # noqa: BLE001 - a module fixmp cannot parse tells it nothing; the importer is still checked
            reraise_stop(exc)
            if isinstance(exc, MemoryError):  # not the module's fault: the importer is an error (file_failure)
                raise
            module = None
        self.parses += 1
        if module is None and on_this_thread:
            return None
        self._trees[path] = module
        self._tree_sizes[path] = len(source)
        self._tree_bytes += len(source)
        self._keep_under_the_cap(path)
        return module

    def _keep_under_the_cap(self, newest: str) -> None:
        """Let trees go, the least recently used first, until those kept are under ``MAX_PARSED_BYTES`` of
        source (a module larger than that alone is not kept either). Not a tree of a member of a cycle being
        settled, unless it is the newest: each round reads every member again in the same order, and the least
        recently used is then always the next one read; a cycle larger than the cap was parsed whole again each
        round. So the members that fit stay for the rounds (lhotse, whose seven ``cut`` modules make a cycle of
        428 KiB: 82 parses of a module parsed before, 3.2 MB, then 58, 2.2 MB)."""
        if self._tree_bytes <= MAX_PARSED_BYTES:
            return
        settling = {path for settle in self._settling for path in settle.paths}
        for kept in list(self._trees):
            if self._tree_bytes <= MAX_PARSED_BYTES:
                break
            if kept != newest and kept.split(SLICED)[0] in settling:
                continue
            del self._trees[kept]
            self._tree_bytes -= self._tree_sizes.pop(kept)

    def may_start_processes(self, importer: str, module: str) -> bool:
        """Whether ``module`` can define what starts processes: its code names multiprocessing and a
        process start, as the rules' prefilter asks of a file (``names_a_start``), or one of its classes
        inherits from a class that may (``start_names``). A cheap test before a summary is made only to
        look for process starts."""
        path = self.find(importer, module)
        return path is not None and self._may_start_at(path)

    def _may_start_at(self, path: Path) -> bool:
        if path in self._may_start_from:
            self._used(("may start", str(path)))
            return self._may_start_from[path]
        with self._answering(("may start", str(path))):
            # (Any mention of a start name relays here, not only a call: a program run follows values too,
            # ``handler = run_workers`` then ``handler()``.)
            self._may_start_from[path] = (names_a_start(self.source(path) or b"")
                                          or bool(self._inheriting_classes(path, MAX_BASE_DEPTH, False))
                                          or bool(self._relaying_definitions(path, MAX_BASE_DEPTH, False)))
        return self._may_start_from[path]

    def reaches_a_start(self, importer: str, module: str, importer_names_multiprocessing: bool = False) -> bool:
        """Whether ``module``, or a project module it imports (``MAX_BASE_DEPTH`` imports away), can
        define what starts processes (``may_start_processes``): a program importing it may start
        them through it, whatever calls lead there. ``importer_names_multiprocessing``: the program
        names multiprocessing itself, so a module that only names a start may start its processes
        (``run_sites(mp.get_context("spawn"), ...)``, its ``ctx.Process``). From the bytes alone."""
        path = self.find(importer, module)
        if path is None:
            return False
        may_start, names_multiprocessing, names_a_start = self._reached(path, MAX_BASE_DEPTH)[:3]
        # Split across modules too: ``CTX = get_context("spawn")`` in one, ``CTX.Process(...)`` in another.
        return may_start or ((names_multiprocessing or importer_names_multiprocessing) and names_a_start)

    def reaches_torch(self, importer: str, module: str) -> bool:
        """Whether ``module``, or a project module it imports (``MAX_BASE_DEPTH`` imports away), names
        torch: a program importing it is a torch program."""
        path = self.find(importer, module)
        return path is not None and self._reached(path, MAX_BASE_DEPTH)[3]

    def starts_a_spawn_child(self, importer: str, module: str) -> bool:
        """Whether ``module`` itself names multiprocessing, a process start and a spawn or forkserver start
        method (``get_context("forkserver")``): a program importing it may hand a child that pickles its
        target what pickle refuses, torch or not. The module alone, not what it imports: a test suite's
        helpers reach multiprocessing's own modules, and every program of it would be followed."""
        source = self._own_bytes(importer, module)
        return has_multiprocessing(source) and has_a_process_start(source) \
            and has_a_spawn_method(source)

    def starts_processes_itself(self, importer: str, module: str) -> bool:
        """Whether ``module`` itself names multiprocessing and a process start (``ctx.Process(...)`` of a
        context its caller hands over): a program naming a spawn or forkserver method that imports it may
        hand its children what they cannot take. The module alone, as ``starts_a_spawn_child`` reads it."""
        source = self._own_bytes(importer, module)
        return has_multiprocessing(source) and has_a_process_start(source)

    def makes_a_primitive(self, importer: str, module: str) -> bool:
        """Whether ``module`` itself names multiprocessing and one of its locks, queues or shared values
        (``mp.Semaphore(2)``): a program importing it, and a module that starts processes with a context
        its settings name, may hand a child of one context a primitive of another, torch or not. The module
        alone, as ``starts_a_spawn_child`` reads it."""
        source = self._own_bytes(importer, module)
        return has_multiprocessing(source) and NAMES_A_PRIMITIVE.search(source) is not None

    def names_a_process_start(self, importer: str, module: str) -> bool:
        """Whether ``module`` itself names a process start (``ctx.Process(...)`` of a context handed to it)."""
        return has_a_process_start(self._own_bytes(importer, module))

    def sets_the_start_method(self, importer: str, module: str) -> bool:
        """Whether ``module`` itself names multiprocessing and calls ``set_start_method(...)``: a program
        importing it may set the start method twice through it (each plugin's ``setup()``), torch or not.
        The module alone, as ``starts_a_spawn_child`` reads it (multiprocessing's own modules define the
        function; a test suite's helpers reach them)."""
        source = self._own_bytes(importer, module)
        return has_multiprocessing(source) and CALLS_SET_START_METHOD.search(source) is not None

    def _own_bytes(self, importer: str, module: str) -> bytes:
        """The bytes of ``module`` as ``importer`` finds it in the project; empty where it is not found."""
        path = self.find(importer, module)
        return (self.source(path) or b"") if path is not None else b""

    def reaches_a_start_method(self, importer: str, module: str) -> bool:
        """Whether ``module``, or a project module it imports (``MAX_BASE_DEPTH`` imports away), names
        multiprocessing and calls ``set_start_method`` (a call, not multiprocessing's own definition): a
        program importing it may set the start method twice through it (a plugin's call at import, then
        a configure helper's), torch or not. From the bytes alone."""
        path = self.find(importer, module)
        return path is not None and self._reached(path, MAX_BASE_DEPTH)[4]

    def reaches_loader_workers_with_threads(self, importer: str, module: str) -> Tuple[bool, bool]:
        """Whether ``module``, or a project module it imports (``MAX_BASE_DEPTH`` imports away), makes a
        ``DataLoader`` with ``num_workers``, and whether one sets a thread count: a program importing it
        may fork loader workers that raise their thread count again (``LoaderVal``)."""
        path = self.find(importer, module)
        if path is None:
            return False, False
        reached = self._reached(path, MAX_BASE_DEPTH)
        return reached[5], reached[6]

    def _reached(self, path: Path, depth: int) -> Tuple[bool, ...]:
        """Over ``path`` and the project modules it imports (``depth`` imports away): whether one may
        start processes, one names multiprocessing, one names a process start, one names torch, one
        sets the start method, one makes a DataLoader with workers, one sets a thread count. From the
        bytes, each answer kept with its depth (an import cycle reads as adding nothing, whichever
        file asked)."""
        key = (str(path), depth)
        if key in self._reaching:
            self._used(("reached", *key))
            return self._reaching[key]
        self._reaching[key] = (False,) * 7
        with self._answering(("reached", *key)):
            found = [self._may_start_at(path), *self._of_bytes(path, _reach_marks)]
            modules = (self._of_bytes(path, imported_modules)
                       + self.dynamically_imported(str(path), self.source(path) or b""))
            for module in modules if depth > 0 else ():
                imported = self.find(str(path), module)
                if imported is not None and imported != path:
                    found = [mine or theirs for mine, theirs in zip(found, self._reached(imported, depth - 1))]
            self._reaching[key] = tuple(found)
        return self._reaching[key]

    def start_names(self, importer: str, module: str) -> FrozenSet[str]:
        """The top-level functions and classes of ``module`` whose text names a process start, and its
        classes whose bases name such a class, of this module or of a project module it imports
        (``class MyTrainer(BaseTrainer)``, ``MAX_BASE_DEPTH`` modules up): what a file that names one of
        them may start processes through. Read from the bytes, without a parse (more than
        ``ModuleFacts.starts`` says, never fewer): a test asked of every file of a repository."""
        path = self.find(importer, module)
        if path is None:
            return frozenset()
        return self._start_names_of(path, MAX_BASE_DEPTH, True)

    def _start_names_of(self, path: Path, depth: int, by_call: bool) -> FrozenSet[str]:
        return (self._of_bytes(path, start_names_in_bytes) | self._inheriting_classes(path, depth, by_call)
                | self._relaying_definitions(path, depth, by_call))

    def _relaying_definitions(self, path: Path, depth: int, by_call: bool) -> FrozenSet[str]:
        """The top-level functions and classes of the module at ``path`` whose text names a start name
        of a project module it imports (``def run_sweep(): return parallel_map(...)`` with
        ``parallel_map`` of ``utils.py`` starting a Pool): they start processes through it. ``depth``
        modules away at most, as ``_inheriting_classes`` counts them; a function of the bytes alone.
        ``by_call``: only where the text calls it or reads an attribute of it (``parallel_map(``,
        ``Trainer(cfg).fit()``, ``L.Pool.start``), the calls a summary follows into another module
        (``ModuleIndex.project_facts``); not a mention in an annotation, an ``isinstance`` or an import
        inside a function (torch's copy: 100 summaries made, 67 so)."""
        key = (str(path), depth, by_call)
        if key in self._relaying:
            self._used(("relaying", *key))
            return self._relaying[key]
        self._relaying[key] = frozenset()  # an import cycle reads as no relay, whichever file asked
        with self._answering(("relaying", *key)):
            found: Set[str] = set()
            if depth > 0:
                known = self._imported_start_spellings(path, depth, by_call)
                if known:
                    source = self.source(path) or b""
                    relays = calls_any if by_call else writes_any
                    for name, begins, header, body, end in self._of_bytes(path, top_level_definitions):
                        if relays(known, source[begins:header]) or relays(known, source[body:end]):
                            found.add(name)
            self._relaying[key] = frozenset(found)
        return self._relaying[key]

    def _imported_start_spellings(self, path: Path, depth: int, by_call: bool) -> Set[str]:
        """How the module at ``path`` writes the start names (``_start_names_of``, ``depth - 1`` modules
        further) of the project modules it imports: ``parallel_map`` it imported by name, ``U.parallel_map``
        of its ``import utils as U``. Not each start name as any word: ``compile`` of one module would
        make every function that calls ``re.compile`` in every module importing it relay a start."""
        known: Set[str] = set()
        bindings = self._of_bytes(path, import_bindings)
        for module in self._of_bytes(path, imported_modules):
            imported = self.find(str(path), module)
            if imported is not None and imported != path:
                names = self._start_names_of(imported, depth - 1, by_call)
                if names:
                    known |= spellings(bindings.get(module), names)
        return known

    def _inheriting_classes(self, path: Path, depth: int, by_call: bool) -> FrozenSet[str]:
        """The top-level classes of the module at ``path`` whose bases name a class that may start
        processes: one of its own ``start_names``, or of a project module it imports (``depth`` modules
        away at most: each import read spends one, so an import cycle ends). A function of the bytes of
        the modules it reaches and of ``depth`` alone, never of which file asked first: each answer is
        kept with its depth. ``by_call``: the start names of the modules it imports as ``start_names``
        reads them (else as ``may_start_processes`` does)."""
        key = (str(path), depth, by_call)
        if key in self._inheriting:
            self._used(("inheriting", *key))
            return self._inheriting[key]
        with self._answering(("inheriting", *key)):
            classes = self._of_bytes(path, classes_with_bases)
            found: Set[str] = set()
            if classes:
                known = set(self._of_bytes(path, start_names_in_bytes))
                if depth > 0:
                    known |= self._imported_start_spellings(path, depth, by_call)
                while True:  # a class of this module whose base inherits a start, in turn
                    more = {name for name, bases in classes.items() if name not in found and writes_any(known, bases)}
                    if not more:
                        break
                    found |= more
                    known |= more
            self._inheriting[key] = frozenset(found)
        return self._inheriting[key]

    def star_imports_hand_on_multiprocessing(self, importer: str, source: bytes) -> bool:
        """Whether a ``from module import *`` of ``source`` (the file ``importer``'s bytes) may bind ``mp``:
        that module's bytes name multiprocessing, or a module it star-imports in turn does (through any
        chain of them)."""
        for match in STAR_IMPORT.finditer(source):
            path = self.find(importer, match.group(1).decode("ascii", "replace"))
            if path is not None and self._hands_on(path, set()):
                return True
        return False

    def _hands_on(self, path: Path, seen: Set[Path]) -> bool:
        seen.add(path)
        source = self.source(path) or b""
        if has_multiprocessing(source):
            return True
        for match in STAR_IMPORT.finditer(source):
            starred = self.find(str(path), match.group(1).decode("ascii", "replace"))
            if starred is not None and starred not in seen and self._hands_on(starred, seen):
                return True
        return False

    def sets_single_thread_env(self, importer: str, module: str) -> bool:
        """Whether ``module``, at its top, sets ``OMP_NUM_THREADS`` to 1 before it imports torch (a
        package ``__init__`` that does it for the whole program). Read from the bytes: the first
        such line at the top of the module, before any line at the top that imports torch."""
        return self._read_from_bytes(importer, module, sets_one_thread_at_top, False)

    def int_constant(self, importer: str, module: str, name: str) -> Optional[int]:
        """The integer ``module`` binds ``name`` to at its top, once (``DIM = 512``); None where it
        binds it otherwise or more than once. Read from the bytes, without a parse: a size constant
        is worth a line's regex, not a module's summary."""
        constants: Dict[str, int] = self._read_from_bytes(importer, module, top_int_constants, {})
        return constants.get(name)

    def _read_from_bytes(self, importer: str, module: str, read: Callable[[bytes], T], otherwise: T) -> T:
        """``read(the module's bytes)``, once per run and module; ``otherwise`` where it is not a
        module of this project (an unreadable one reads as empty)."""
        path = self.find(importer, module)
        if path is None:
            return otherwise
        return self._of_bytes(path, read)

    def _of_bytes(self, path: Path, read: Callable[[bytes], T]) -> T:
        key = (read, path)
        if key not in self._from_bytes:
            source = self.source(path)
            self._from_bytes[key] = read(source if source is not None else b"")
        else:
            self._read_again(FILE_READ, str(path))
        return cast(T, self._from_bytes[key])

    def dynamically_imported(self, importer: str, source: bytes) -> List[str]:
        """The modules the file ``importer`` may import by a name made at run time: a whole literal's
        module, else each module beside it (or in the package its literal starts with) whose name has that
        start (``f"plugins.{name}"``: every module of ``plugins``; ``import_module(name)`` of a JSON list:
        every module beside it), in the order of their names, ``MAX_DYNAMIC_MODULES`` at most a folder.
        What a plugin loader may run, from the bytes and the folder's listing alone."""
        modules: Dict[str, None] = {}
        folder = os.path.dirname(os.path.abspath(importer))
        itself = os.path.splitext(os.path.basename(importer))[0]
        for start, whole in dynamic_imports(source):
            if whole:
                modules.setdefault(start, None)
                continue
            package, _, stem = start.rpartition(".")
            listed = self.module_names(os.path.join(folder, *package.split(".")) if package else folder)
            named = [name for name, _ in listed if name.startswith(stem) and (package or name != itself)]
            for name in named[:MAX_DYNAMIC_MODULES]:
                modules.setdefault(f"{package}.{name}" if package else name, None)
            if not start:
                # A bare name (``"plugins.florist"`` of a ``module:function`` spec read from a file): the
                # modules of the packages beside it too, one level down.
                for name in [name for name, is_package in listed if is_package][:MAX_DYNAMIC_MODULES]:
                    for inner, _ in self.module_names(os.path.join(folder, name))[:MAX_DYNAMIC_MODULES]:
                        modules.setdefault(f"{name}.{inner}", None)
        return list(modules)

    def module_names(self, folder: str) -> List[Tuple[str, bool]]:
        """The modules of a folder, sorted by name (as ``pkgutil.iter_modules`` lists them): each ``.py``
        file's and each package's name, with whether it is a package; once per run."""
        if folder in self._listings:
            self._read_again(LISTED, folder)
        else:
            self._listings[folder] = modules_in(folder)
            if self.store is not None:  # (as ``listing_state`` reads a folder: none there is no listing, not an empty one)
                self.note_read(LISTED, folder, listing_state_of(self._listings[folder]) if os.path.isdir(folder) else "")
        return self._listings[folder]

    def programs_importing(self, path: str) -> Tuple[List[str], Tuple[Input, ...]]:
        """The programs beside the module at ``path`` that import it: each file with a ``__main__`` block in
        the module's folder, or, for a module of a package, in the folder that holds the package (where
        ``python main.py`` runs), whose imports find this very file. Such a module is the program's
        own code (``bootstrap.init_runtime()`` called from ``main``), so what it does is read where the
        program runs it. Also what was read, as a cached result records it: each folder's listing, each
        file's bytes, each lookup of the programs' imports. At most MAX_DYNAMIC_MODULES files a folder."""
        path = os.path.abspath(path)
        folders = [os.path.dirname(path)]
        root = str(self.root).rstrip(os.sep) + os.sep if self.root is not None else None
        while os.path.isfile(os.path.join(folders[-1], "__init__.py")) and len(folders) <= MAX_PACKAGE_LEVELS:
            parent = os.path.dirname(folders[-1])
            if parent == folders[-1] or (root is not None and not (parent + os.sep).startswith(root)):
                break
            folders.append(parent)
        programs: List[str] = []
        inputs: List[Input] = []
        for folder in folders:
            inputs.append((folder, listing_state(folder)))
            files = [name for name, package in self.module_names(folder) if not package][:MAX_DYNAMIC_MODULES]
            for name in files:
                candidate = os.path.join(folder, name + ".py")
                if candidate == path:
                    continue
                source = self.source(Path(candidate))
                inputs.append((candidate, self.digest(Path(candidate))))
                if source is None or not MAIN_BLOCK.search(source):
                    continue
                for module in imported_modules(source):
                    inputs.extend(self.lookup_inputs(candidate, module))
                    found = self.find(candidate, module)
                    if found is not None and str(found) == path:
                        programs.append(candidate)
                        break
        return programs, tuple(inputs)

    def find(self, importer: str, module: str) -> Optional[Path]:
        """The file of ``module`` for the file ``importer``, inside the project; None elsewhere."""
        return self._lookup(importer, module)[0]

    def lookup_inputs(self, importer: str, module: str) -> Tuple[Input, ...]:
        """What finding ``module`` from ``importer`` read of the disk, as a cached result records it:
        each file it looked for (None: none there), and the module found with the digest of its
        bytes. The same lookup gives the same module while each of these is still so."""
        path, probes = self._lookup(importer, module)
        key = self._found_for[(importer, module)]
        if key in self._lookup_inputs:  # (asked at each import of each program run: 422 runs on sentence-transformers)
            return self._lookup_inputs[key]
        found = str(path) if path is not None else None
        inputs: List[Input] = []
        for probed, exists in probes:
            if not exists:
                inputs.append((probed, None))
            elif probed == found:
                inputs.append((probed, self.digest(Path(probed))))
            else:  # a package's __init__, or a file outside the project: only that it is there matters
                inputs.append((probed, PRESENT))
        self._lookup_inputs[key] = tuple(inputs)
        return self._lookup_inputs[key]

    def digest(self, path: Path) -> str:
        """The digest of a module's bytes as this run read them."""
        key = str(path)
        if key not in self._digests:
            self.source(path)
            self._digests[key] = content_digest(self._bytes[key])
        return self._digests[key]

    def _lookup(self, importer: str, module: str) -> Tuple[Optional[Path], Tuple[Tuple[str, bool], ...]]:
        asked = (importer, module)
        key = self._found_for.get(asked)
        if key is None:  # (each file asks of each module many times: its folder found once)
            key = self._found_for[asked] = (os.path.dirname(os.path.abspath(importer)), module)
        if key in self._found:
            self._used(("lookup", *key))
            return self._found[key]
        with self._answering(("lookup", *key)):
            probes: List[Tuple[str, bool]] = []
            found = self._find(key[0], module, probes)
            self._found[key] = (Path(found) if found is not None else None, tuple(probes))
        return self._found[key]

    # Lookups are made with strings, not pathlib (thousands per run in a large project: pathlib's
    # parsing of each joined path cost more than the look at the disk).
    def _find(self, folder: str, module: str, probes: List[Tuple[str, bool]]) -> Optional[str]:
        level = len(module) - len(module.lstrip("."))
        parts = [part for part in module.lstrip(".").split(".") if part]
        if level:
            base = folder
            for _ in range(level - 1):
                base = os.path.dirname(base)
            return self._inside(self._module_file(base, parts, probes))
        for base in self._search_folders(folder, probes):
            found = self._module_file(base, parts, probes)
            if found is not None:
                return self._inside(found)
        return None

    def _search_folders(self, folder: str, probes: List[Tuple[str, bool]]) -> List[str]:
        """Where an absolute import is looked for: the importing file's folder (a script's folder is
        first on ``sys.path``), then each folder above it up to the project root (``python -m
        pkg.train`` from the root). Without a root, only out of the packages the file is in
        (folders with ``__init__.py``) and one folder more: never up into unrelated folders."""
        folders = [folder]
        root = str(self.root) if self.root is not None else None
        current = folder
        while True:
            parent = os.path.dirname(current)
            if parent == current:
                break
            if root is not None:
                if not (parent == root or parent.startswith(root.rstrip(os.sep) + os.sep)):
                    break
            elif not self._probe(os.path.join(folders[-1], "__init__.py"), probes):
                break
            folders.append(parent)
            current = parent
        return folders

    def _module_file(self, base: str, parts: List[str], probes: List[Tuple[str, bool]]) -> Optional[str]:
        if not parts:
            candidate = os.path.join(base, "__init__.py")
            return candidate if self._probe(candidate, probes) else None
        folder = os.path.join(base, *parts[:-1])
        candidates = (os.path.join(folder, parts[-1] + ".py"), os.path.join(folder, parts[-1], "__init__.py"))
        if len(parts) > 1 and not self._is_folder(os.path.join(base, parts[0])):
            # No such package here: neither file can be (one look at the folder, however many ask).
            probes.extend((candidate, False) for candidate in candidates)
            return None
        for candidate in candidates:
            if self._probe(candidate, probes):
                return candidate
        return None

    def _probe(self, candidate: str, probes: List[Tuple[str, bool]]) -> bool:
        """Whether ``candidate`` is a file, noted in ``probes`` (what a lookup's answer depends on); one
        ``stat`` per path and run however many lookups ask."""
        exists = self.is_file(candidate)
        probes.append((candidate, exists))
        return exists

    def is_file(self, path: str) -> bool:
        """Whether ``path`` is a file, looked at once per run and kept with what the run read (``reads``)."""
        exists = self._is_file.get(path)
        if exists is None:
            exists = self._is_file[path] = os.path.isfile(path)
            self.note_read(IS_FILE, path, str(int(exists)))
        else:
            self._read_again(IS_FILE, path)
        return exists

    def _is_folder(self, path: str) -> bool:
        if path not in self._folders:
            self._folders[path] = os.path.isdir(path)
            self.note_read(IS_FOLDER, path, str(int(self._folders[path])))
        else:
            self._read_again(IS_FOLDER, path)
        return self._folders[path]

    def _inside(self, path: Optional[str]) -> Optional[str]:
        if path is None:
            return None
        if f"{os.sep}site-packages{os.sep}" in path or f"{os.sep}dist-packages{os.sep}" in path:
            return None
        if self.root is not None and not path.startswith(str(self.root).rstrip(os.sep) + os.sep):
            return None
        return path
