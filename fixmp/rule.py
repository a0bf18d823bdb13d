"""The rule API: everything a rule in ``codemods/`` may use, and nothing else.

A rule is one class in one module: its docstring is its documentation, ``VALID`` /
``INVALID`` its tested examples, ``OPTIONS`` the settings it reads, and
``check(context)`` yields ``Violation``s. A rule imports from this module (and
libcst), never from fixmp's other modules: the analysis behind ``RuleContext`` may
change shape without touching a rule.

What the context answers:

* **process sites**: every place the module starts child processes, with how they
  start (``StartMethod``), what starts them (``ProcessKind``), the functions the
  children run and the values handed to them;
* **the ordered path before a site**: the statements and expressions that run in the
  parent before the children start, in execution order (``ExecutionPath``; ``path.precedes(a, b)``),
  following the functions the path calls, and searches over it (``find_on_path``);
* **names**: what an expression names through the module's own imports
  (``qualified_name``, ``mp_api``), where a name is bound, which function a target is;
* **the tree**: parents, enclosing statements, functions and guards, lines;
* **the rule's own options** (``context.option(name)``), declared in ``OPTIONS``;
* **shared knowledge** (``context.cuda``, ``context.parallel``) and **fix builders**
  (``spawn_context_fix(context, sites)`` ...), each returning a fix or the reason there is none.
"""

from __future__ import annotations

import os
import re
import textwrap
from dataclasses import dataclass, field
from typing import (
    Callable,
    ClassVar,
    Collection,
    Dict,
    Hashable,
    Iterable,
    Iterator,
    List,
    Literal,
    Mapping,
    NamedTuple,
    Optional,
    Pattern,
    Protocol,
    Sequence,
    Set,
    Tuple,
    TypeVar,
    Union,
)

import libcst as cst

from fixmp.analysis import parallel as _parallel
from fixmp.analysis.cuda import FORK_RNG, CudaKnowledge
from fixmp.analysis.effects import Effects
from fixmp.analysis.facts import is_package_module
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.parallel import ParallelKnowledge
from fixmp.analysis.sites import (
    CONTEXT_PRIMITIVES,
    PROCESS_POOL_EXECUTORS,
    BindingScope,
    Classify,
    Evidence,
    ExecutionPath,
    ProcessSite,
    Value,
    call_arg,
    dotted_name,
    forces_start_method,
    is_main_guard,
    is_scope_boundary,
    keyword_arg,
    positional_arg,
    receiver,
    string_value,
)
from fixmp.analysis.values import ForkAfterWork, Handoff, MethodSetting, UnguardedStart, UnpicklableTarget
from fixmp.fixing import rewrites as _rewrites
from fixmp.fixing.fix import SAFE, UNSAFE, Fix, ImportNeeded, Replacement
from fixmp.fixing.rewrites import INITIALIZER_POSITIONS, FixOutcome, Insertions
from fixmp.model import Applicability, FixAvailability, GuardStatus, ProcessKind, StartMethod

__all__ = [
    # what a rule is and reports
    "Rule", "Option", "Valid", "Invalid", "Violation", "Fix", "FixOutcome", "ImportNeeded", "Replacement",
    "Insertions", "Applicability", "FixAvailability", "SAFE", "UNSAFE",
    # what it is given
    "RuleContext", "ProcessSite", "ProcessKind", "StartMethod", "GuardStatus", "ExecutionPath", "Evidence", "Classify",
    "BindingScope", "Value", "CudaKnowledge", "ParallelKnowledge", "MethodSetting", "Handoff", "CONTEXT_PRIMITIVES", "FORK_RNG",
    # reading calls and expressions
    "call_arg", "keyword_arg", "positional_arg", "dotted_name", "string_value", "receiver", "is_main_guard",
    "is_scope_boundary", "forces_start_method",
    # fix builders and the facts they share
    "driver_block", "spawn_context_fix", "context_fix", "defer_fix", "single_thread_child_fix", "fork_hook_fix",
    "children_pinned_at_import",
    "INITIALIZER_POSITIONS", "remove_statements", "sets_single_thread", "omp_threads_assignment", "is_torch_import",
]

T = TypeVar("T")
DOC_SECTIONS = ("What it does", "Why is this bad?", "Example", "Use instead", "Fix safety", "References")


@dataclass(frozen=True, eq=False)
class Violation:
    """What a rule reports: the node to point at, the message, and a fix or why there is none."""

    node: cst.CSTNode
    message: str
    fix: Optional[Fix] = None
    no_fix_reason: Optional[str] = None
    # A second node whose line a suppression comment may also be on: a finding about a process start
    # points at its ``.start()``, and a suppression written on its ``Process(...)`` line still holds.
    also_silenced_at: Optional[cst.CSTNode] = None
    # The finding rests on an assumption, not on what fixmp saw (a forked child it cannot see into, which
    # may use CUDA): reported only with ``--preview`` (``Settings.preview``).
    assumed: bool = False


@dataclass(frozen=True)
class Option:
    """A setting a rule reads, declared by the rule: ``[tool.fixmp] NAME = "choice"`` in a
    configuration, ``option.NAME=choice`` in a fixture header; the rule reads ``context.option(NAME)``."""

    name: str
    choices: Tuple[str, ...]
    default: str
    help: str
    # The choices ``fix --verify`` tries in turn, after the configured one, when that does not cure.
    candidates: Tuple[str, ...] = ()


@dataclass(frozen=True)
class Valid:
    code: str
    settings: Dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Invalid:
    """An example the rule must report, and what it must say (Fixit's ``Invalid(range=, expected_message=)``).

    ``line`` is the line of the first finding (counted in the dedented code, its first line 1);
    ``message`` a fragment of that finding's message; ``fix`` its fix's safety, or None when
    the finding has no fix, and then ``no_fix_reason`` a fragment of why.
    """

    code: str
    # The source after every fix of this example (unsafe ones too); None: no fix is expected.
    expected_fix: Optional[str] = None
    settings: Dict[str, object] = field(default_factory=dict)
    line: Optional[int] = None
    message: Optional[str] = None
    fix: Optional[Applicability] = None
    no_fix_reason: Optional[str] = None
    # This example is the rule's documented one: its code is the docs' Example section, and
    # its ``expected_fix`` the Use instead section.
    documented: bool = False


class Rule:
    """Base class of every rule; subclasses live in ``codemods/``."""

    CODE: ClassVar[str]
    NAME: ClassVar[str]
    SUMMARY: ClassVar[str]
    # Whether findings come with a fix (ruff's always / sometimes / never), and the safeties
    # those fixes can have; the rule's Fix safety section says which when, and the tests
    # hold both against the examples.
    FIX: ClassVar[FixAvailability] = FixAvailability.NEVER
    FIX_SAFETY: ClassVar[Tuple[Applicability, ...]] = ()
    OPTIONS: ClassVar[Tuple[Option, ...]] = ()
    ENABLED_BY_DEFAULT: ClassVar[bool] = True
    # Bytes a file must contain for this rule to have anything to say about it:
    # most files of a repository never mention multiprocessing, and a regex over
    # the bytes costs a hundredth of a parse.
    # A pattern, or a tuple of patterns that must all match. By default: the file names a
    # multiprocessing module or ProcessPoolExecutor or calls os.fork(), and names something
    # that starts processes as a word (most files that mention multiprocessing do so only in prose,
    # and "ProcessGroup" is not a Process). On the torch sources this halves the files
    # parsed, with the same findings there, in the standard library and in 15 real repositories.
    PREFILTER: ClassVar[Union[Pattern[bytes], Tuple[Pattern[bytes], ...]]] = (
        re.compile(rb"multiprocessing|ProcessPoolExecutor|os\.fork\(|os\.forkpty\("),
        re.compile(rb"Process\b|Pool\b|ProcessPoolExecutor|spawn\(|start_processes|os\.fork(?:pty)?\("),
    )
    # The patterns run twice: over the bytes, then, for a file that passes, over its code
    # without comments and strings (``fixmp.parse.codetext``), so that a file naming multiprocessing
    # only in a docstring or a table of strings is not parsed. A rule whose pattern may match
    # a string used as a value (``"cuda"``) sets this, and its second look keeps such strings.
    PREFILTER_MATCHES_VALUES: ClassVar[bool] = False
    VALID: ClassVar[Sequence[Valid]] = ()
    INVALID: ClassVar[Sequence[Invalid]] = ()

    def check(self, context: RuleContext) -> Iterable[Violation]:
        raise NotImplementedError

    @classmethod
    def fix_summary(cls) -> str:
        """``sometimes (safe or unsafe)``: what the docs' and ``fixmp rules``' Fix column says."""
        if cls.FIX is FixAvailability.NEVER:
            return "never"
        return f"{cls.FIX} ({' or '.join(str(safety) for safety in cls.FIX_SAFETY)})"

    @classmethod
    def hand_written_sections(cls) -> Dict[str, str]:
        """The docstring split at its ``## Section`` headings: everything but the examples' code."""
        sections: Dict[str, str] = {}
        current = None
        for line in textwrap.dedent(cls.__doc__ or "").strip().splitlines():
            if line.startswith("## "):
                current = line[3:].strip()
                sections[current] = ""
            elif current is not None:
                sections[current] += line + "\n"
        return {name: body.strip() for name, body in sections.items()}

    @classmethod
    def doc_sections(cls) -> Dict[str, str]:
        """The rule's documentation by section, in ``DOC_SECTIONS`` order: the docstring's prose, with
        the Example and Use instead code rendered from the ``documented`` INVALID example (so the
        docs show only code the tests run); a section's own prose follows its code."""
        written = cls.hand_written_sections()
        documented = next((example for example in cls.INVALID if example.documented), None)
        code: Dict[str, str] = {}
        if documented is not None:
            code["Example"] = _python_block(documented.code)
            if documented.expected_fix is not None:
                code["Use instead"] = _python_block(documented.expected_fix)
        sections = {}
        for name in (*DOC_SECTIONS, *(name for name in written if name not in DOC_SECTIONS)):
            parts = [part for part in (code.get(name), written.get(name)) if part]
            if parts:
                sections[name] = "\n\n".join(parts)
        return sections

    @classmethod
    def docs(cls) -> str:
        return "\n\n".join(f"## {name}\n{body}" for name, body in cls.doc_sections().items())


def _python_block(code: str) -> str:
    return "```python\n" + textwrap.dedent(code).strip("\n") + "\n```"




class ChildUse(NamedTuple):
    """What a forked child does that fails there (a CUDA call, parallel work), as a finding says it:
    ``seen`` where fixmp saw it (the child then fails for certain); not where fixmp could not see what
    the child runs, and assumes it may (the finding then says "if it does")."""

    text: str
    seen: bool = True


@dataclass(frozen=True, eq=False)
class RuleContext:
    """What one rule is told about one module: read-only, shared analysis behind typed questions.

    Every answer is computed once per module and shared by all rules (the analysis
    memoises it), so asking again is cheap.
    """

    path: str
    module: cst.Module
    default_start_method: StartMethod  # what a plain ``Process(...)`` uses for the target Python
    options: Mapping[str, str]  # this rule's options (``Rule.OPTIONS``), defaults filled in
    _index: ModuleIndex

    @classmethod
    def of(cls, index: ModuleIndex, default_start_method: str, options: Mapping[str, str]) -> "RuleContext":
        return cls(index.path, index.module, StartMethod(default_start_method), options, index)

    def option(self, name: str) -> str:
        return self.options[name]

    def memo(self, key: Hashable, compute: Callable[[], T]) -> T:
        """A fact derived from this module, computed once for every site and rule that asks;
        ``key`` names the fact and what it is about (``("globals read by", id(function))``)."""
        return self._index.derived(key, compute)

    # -- knowledge --------------------------------------------------------------------------
    @property
    def cuda(self) -> CudaKnowledge:
        """Which calls initialise or use CUDA."""
        return self._index.derived(("the instance of", CudaKnowledge), lambda: CudaKnowledge(self._index))

    @property
    def parallel(self) -> ParallelKnowledge:
        """Which calls start torch's intra-op (OpenMP) thread pool."""
        return ParallelKnowledge.of(self._index)

    # -- process sites and what runs before them --------------------------------------------
    def process_sites(self, across_modules: bool = False) -> List[ProcessSite]:
        """Every place the module starts child processes, in file order; ``across_modules`` adds the
        calls of functions and classes of other modules of the project that start them there
        (``ProcessSite.remote``), which fixes in this file cannot reach."""
        sites = self._index.process_sites(self.default_start_method)
        self._index.spend(len(sites))  # each rule's work grows with the starts it looks at
        if across_modules:
            local = {id(site.call) for site in sites}
            remote = [site for site in self._index.remote_process_sites(self.default_start_method)
                      if id(site.call) not in local]
            if remote:
                order = {id(call): position for position, call in enumerate(self._index.calls)}
                sites = sorted(sites + remote, key=lambda site: order[id(site.call)])
        return sites

    def effective_default_method(self, at: cst.CSTNode) -> StartMethod:
        """The default context's method when ``at`` runs: what the ``set_start_method`` calls run before
        it leave in force (``ModuleIndex.method_set_before``), else the target's default."""
        return StartMethod(self._index.default_start_method(self.default_start_method, at))

    def context_method(self, get_context: cst.Call) -> StartMethod:
        return StartMethod(self._index.context_method(get_context, self.default_start_method))

    def get_context_call(self, expr: cst.CSTNode) -> Optional[cst.Call]:
        """The ``get_context(...)`` call ``expr`` is, or names (``ctx`` bound to one)."""
        return self._index.get_context_call(expr)

    def set_start_method_calls(self) -> List[cst.Call]:
        return self._index.set_start_method_calls()

    def path_before(self, site: ProcessSite) -> ExecutionPath:
        """What runs in the parent before the site's children start, in execution order."""
        return self._index.run_before_site(site)

    def path_before_node(self, node: cst.CSTNode) -> ExecutionPath:
        """What runs in the parent before ``node`` runs (a statement or expression), in execution order."""
        return self._index.path_before(node)

    def find_on_path(
        self, path: Iterable[cst.CSTNode], classify: Classify, *, operations: bool = False
    ) -> List[Evidence]:
        """The calls (and, with ``operations``, ``@`` operations) that ``classify`` names, on the path
        or in the functions it calls."""
        return self._index.find_on_path(path, classify, operations=operations)

    def work_through_project(self, path: ExecutionPath) -> List[Evidence]:
        """Parallel work a piece of the path leads to through the project's code, sizes followed
        through arguments, defaults, attributes, return values and imports (``fixmp.analysis.effects``):
        the first piece that does, as its evidence (its ``call`` and ``origin`` are the piece)."""
        effects = Effects.of(self._index)
        for piece in path:
            found = effects.work_in(piece)
            if found is not None:
                # At the operation where it is this file's (its line, then, is the message's).
                if found.operation is None:  # in another file: named with its own place, reached here
                    return [Evidence(piece, found.what, found.via, piece, elsewhere=True)]
                return [Evidence(found.operation, found.kernel or found.what, found.via, piece)]
        return []

    def pins_threads(self, function: cst.BaseExpression, handed: Optional[cst.BaseExpression]) -> bool:
        """Calling ``function`` with what ``handed`` holds reaches ``torch.set_num_threads(1)`` before any
        work, followed through the project (``fixmp.analysis.effects``): a pool initializer that pins its
        workers."""
        return self.memo(("pins threads", id(function)),
                         lambda: Effects.fresh(self._index).pins_threads(function, handed))

    def runs_on_a_fresh_thread(self, target: cst.BaseExpression) -> bool:
        """A decorator of the function ``target`` names runs its body on a thread it starts, followed
        through the project (``fixmp.analysis.effects``): as a child's target, its work uses that
        thread's own OpenMP pool, not the one the fork copied."""
        return self.memo(("runs on a fresh thread", id(target)),
                         lambda: Effects.of(self._index).runs_on_a_fresh_thread(target))

    def shown_serial(self, piece: cst.CSTNode) -> bool:
        """Running ``piece`` of the path reaches no parallel work, every operation sized and every call
        followed through the project (``fixmp.analysis.effects``): it refutes evidence of work that a
        search without the caller's sizes reported (a matrix-vector product of a model handed over)."""
        return Effects.of(self._index).piece_runs_serially(piece)

    def work_before_remote_start(self, site: ProcessSite) -> List[Evidence]:
        """For a start inside another module's function (``train(Net())``): parallel work that function
        runs before its start, with the arguments this call passes (``fixmp.analysis.effects``). Work
        that function runs whatever it is handed is its own module's finding, not repeated here."""
        if site.remote is None or site.remote.is_class or site.remote.parent_work_of_its_own:
            return []

        def compute() -> List[Evidence]:
            found = Effects.fresh(self._index).work_before_start(site.call)
            return [Evidence(site.call, found.what, found.via, site.call)] if found is not None else []

        return self.memo(("work before the remote start", id(site.call)), compute)

    def work_the_program_ran_before(self, site: ProcessSite) -> List[Evidence]:
        """For a start in this file that the program run reached after parallel work its own search
        did not see (a name the top level binds twice, ``x = x @ x``): that work, as evidence at the
        operation when it is this file's, else at the statement of this file that reached it."""
        where = self.start_location(site)
        for fork in self.forks_after_work():
            work = fork.work
            # (The same start reached from another statement of this file is that statement's.)
            if fork.where == where and work.anchor is not None \
                    and self.line(fork.anchor) == self.line(site.reported_at):
                if work.operation is None:
                    return [Evidence(work.anchor, work.what, work.via, work.anchor, elsewhere=True)]
                return [Evidence(work.operation, work.kernel, work.via, work.anchor)]
        return []

    def parent_pinned_at_remote_start(self, site: ProcessSite) -> bool:
        """For a start inside another module's function: the parent is single-threaded when it starts,
        followed through the project (``fixmp.analysis.effects``): a ``with`` of a ``@contextmanager``
        that calls ``torch.set_num_threads(1)`` around it."""
        if site.remote is None or site.remote.is_class:
            return False
        return self.memo(("parent pinned at the remote start", id(site.call)),
                         lambda: Effects.fresh(self._index).pinned_at_start(site.call))

    def child_shown_serial_at_remote_start(self, site: ProcessSite) -> bool:
        """For a start inside another module's function, its child was read with the values this call
        hands over and runs serially: every operation sized below what starts the pool, every call
        followed (``fixmp.analysis.effects``)."""
        if site.remote is None or site.remote.is_class:
            return False

        def compute() -> bool:
            return Effects.fresh(self._index).child_shown_serial(site.call)

        return self.memo(("child shown serial at the remote start", id(site.call)), compute)

    def child_work_at_remote_start(self, site: ProcessSite) -> Optional[str]:
        """For a start inside another module's function, the parallel work its child does with the values
        this call hands over, sized (``fixmp.analysis.effects``): ``prefetch(ds)`` whose child calls
        ``ds.batch()``, a method of the caller's dataset. None: none found, or not read."""
        if site.remote is None or site.remote.is_class:
            return None

        def compute() -> Optional[str]:
            reached, found = Effects.fresh(self._index).child_work_at_start(site.call)
            if not reached or found is None or not found.sized:
                return None
            return found.what + found.chain

        return self.memo(("child work at the remote start", id(site.call)), compute)

    def program_run(self) -> Tuple[List[MethodSetting], List[Handoff]]:
        """Running this file as a program (its top level, ``__main__`` block included) through the
        project's code (``fixmp.analysis.effects``): the calls that fix the start method, in the order
        they run, and the primitives of one context handed to a process of another. Empty for a module
        that is no program (no ``__main__`` block, no call at its top level): what it runs when imported
        is read in the programs that import it."""
        def compute() -> Tuple[List[MethodSetting], List[Handoff]]:
            if not self.is_program():
                return [], []
            return Effects.fresh(self._index).program_run(self.default_start_method.value)

        return self.memo("program run", compute)

    def forks_after_work(self) -> List[ForkAfterWork]:
        """Running this file as a program through the project's code: each ``Process`` it forks after
        parallel work in the parent, whose child does work, wherever the start is and whatever calls
        lead to it (``fixmp.analysis.effects``). Empty for a module that is no program."""
        return self._program_starts()[0]

    def unpicklable_targets(self) -> List[UnpicklableTarget]:
        """Running this file as a program, as ``forks_after_work`` does: each start under spawn or
        forkserver whose target cannot be pickled (a lambda, a function defined inside another, a bound
        method whose instance holds one), wherever the start is."""
        return self._program_starts()[1]

    def unguarded_starts(self) -> List[UnguardedStart]:
        """Running this file as a program, as ``forks_after_work`` does: each spawn or forkserver start
        a top-level statement of this file reaches outside ``if __name__ == "__main__":``."""
        return self._program_starts()[2]

    def start_location(self, site: ProcessSite) -> str:
        """Where a start is, as the program run names it (``launcher.py:12``): for a call of another
        module's starting function, that module's start."""
        return site.remote.where if site.remote is not None else \
            f"{os.path.basename(self.path)}:{self.line(site.reported_at)}"

    def forks_after_cuda(self) -> List[ForkAfterWork]:
        """Running this file as a program, as ``forks_after_work`` does: each fork after the parent
        initialised CUDA whose child then makes a CUDA call (``work``: the parent's first CUDA call,
        ``child``: the child's)."""
        return self._program_starts()[3]

    def cured_starts(self) -> Set[str]:
        """Running this file as a program, as ``forks_after_work`` does: the fork starts (``file.py:line``)
        the run reached only with a cure in place: the parent single-threaded there (a helper of another
        module that calls ``torch.set_num_threads(1)``, before or after the work), or a pool whose
        initializer pins one thread (``partial(torch.set_num_threads, 1)``)."""
        return self._program_starts()[4]

    def starts_shown_serial(self) -> Set[str]:
        """Running this file as a program: the fork starts (``file.py:line``) the run reached, every time,
        before any parallel work, every operation before them sized and every call followed (a matmul
        of a 12x8 mix whose sizes come from the program's JSON settings): what refutes a search that could
        not size the work on its path."""
        return self._program_starts()[6]

    def start_shown_not_to_run(self, site: ProcessSite) -> bool:
        """Running this file as a program read one path (every test decided, every loop and every call
        followed, no budget spent: none of ``Effects.approximations``, no doubt), ran the call ``site`` is
        reported at, and never met its start (``if cfg.get("parallel_eval"):`` around the pool, with the
        flag false in the JSON settings the program reads). What the run reads as written (settings files,
        argparse defaults, environment variables as unset) is an assumption about how it is run."""
        exact = self._program_starts()[8]
        return exact is not None and id(site.reported_at) in exact[1] and self.start_location(site) not in exact[0]

    def children_shown_serial(self) -> Set[str]:
        """Running this file as a program: the fork starts (``file.py:line``) reached after the parent's work
        whose every child the run read through runs serially (a callable instance whose ``__call__`` pins
        one thread first): what a search that cannot see the target would only guess."""
        return self._program_starts()[7]

    def tasks_shown_clean(self) -> Set[str]:
        """Running this file as a program: the fork pools (``file.py:line``) started after the parent's
        work whose every task the run handed over was read through and does no parallel work (a callable
        instance whose ``__call__`` pins one thread first): what a search that cannot see the tasks would
        only guess."""
        return self._program_starts()[5]

    def _program_starts(
        self,
    ) -> Tuple[List[ForkAfterWork], List[UnpicklableTarget], List[UnguardedStart], List[ForkAfterWork], Set[str],
               Set[str], Set[str], Set[str], Optional[Tuple[Set[str], Set[int]]]]:
        def compute() -> Tuple[List[ForkAfterWork], List[UnpicklableTarget], List[UnguardedStart],
                               List[ForkAfterWork], Set[str], Set[str], Set[str], Set[str],
                               Optional[Tuple[Set[str], Set[int]]]]:
            if not self.is_program():
                return [], [], [], [], set(), set(), set(), set(), None
            effects = Effects.fresh(self._index)
            forks = effects.forks_after_work(self.default_start_method.value)
            cured = effects.reached_cured - effects.reached_uncured
            clean = {where for where, every_task_clean in effects.tasks_read.items() if every_task_clean}
            # Reached every time before any parallel work, with nothing before it unsized or unfollowed.
            serial = effects.reached_clean - effects.reached_doubtful - effects.reached_uncured - effects.reached_cured
            children = {where for where, serial_every_time in effects.children_read.items() if serial_every_time}
            # One path, read whole: the starts it met and the calls of this file it ran.
            exact = (effects.starts_met, effects.home_calls_run) \
                if effects.approximations == 0 and effects.doubts == 0 else None
            return (forks, effects.unpicklable, effects.unguarded, effects.cuda_forks, cured, clean, serial, children,
                    exact)

        return self.memo("program starts", compute)

    def imported_by_a_program_beside(self) -> bool:
        """A program in this module's folder (or in the folder holding its package) imports it: the module
        is that program's own code, whose effects are read where the program runs them."""
        return self.memo("imported by a program beside it", self._index.imported_by_a_program_beside)

    def is_program(self) -> bool:
        """A file meant to be run: a ``__main__`` block, or a call at its top level of the project's code
        or of multiprocessing's (``main()``, ``results = run_pipeline()``, ``mp.spawn(train, ...)``: a flat
        script). A library module's ``logger = logging.getLogger(__name__)`` does not make it one: what
        it runs when imported is read in the programs that import it. Nor, in a package (its folder holds
        ``__init__.py``), does a value its top level makes with the project's code (``MODE =
        _mode_default()``, ``log = project_logging.get(__name__)``): that is the module's own setting up,
        which runs when a program imports it, as ``engine.calls_a_project_start`` reads a package module
        (torch's ``_inductor/compile_fx.py`` was run as a program through the 88 modules ``import torch``
        reaches: 7.8 s of the 12.7 s its copy's 57 analysed files took). A bare call there (``main()``,
        for ``python -m``) or a value made by multiprocessing's API (``POOL = mp.Pool(4)``) still is one."""
        body = self.module.body
        return any(is_main_guard(statement) for statement in body) or any(
            isinstance(small, (cst.Expr, cst.Assign, cst.AnnAssign)) and isinstance(small.value, cst.Call)
            # (the call itself or one it is handed: ``print("wound", task(**cfg))``)
            and any(self._makes_a_program(call, bare=isinstance(small, cst.Expr))
                    for call in self._index.calls_run_by(small.value))
            for statement in body if isinstance(statement, cst.SimpleStatementLine) for small in statement.body) \
            or any(self._index.calls_the_project_or_a_start(call)
                   # ``for seed, score in launch_scorers(...):`` at the top of a flat script, a ``with`` block
                   for statement in body if isinstance(statement, (cst.For, cst.While, cst.With, cst.Try))
                   for call in self._index.calls_run_by(statement))

    def _makes_a_program(self, call: cst.Call, bare: bool) -> bool:
        """A call at the top level that makes the file a program (``is_program``); ``bare``: its statement is
        the call itself, not a value it makes."""
        if not self._index.calls_the_project_or_a_start(call):
            return False
        if bare or not self.memo("in a package", self._in_a_package):
            return True
        func = call.func
        while isinstance(func, cst.Call):  # (a call of what a call returns, as ``calls_the_project_or_a_start`` reads it)
            func = func.func
        return self._index.mp_api(func) is not None or self._index.qualified_name(func) in PROCESS_POOL_EXECUTORS

    def _in_a_package(self) -> bool:
        # (By the file's absolute location, ``ModuleIndex.attach_project``: a worker runs in another folder.)
        project = self._index.project
        return project is not None and is_package_module(self._index.location, project)

    def single_threaded_by_environment(self, path: ExecutionPath) -> bool:
        """``OMP_NUM_THREADS=1`` is set before torch is first imported, the file's top-level imports
        then the path run in order through the project's code (``fixmp.analysis.effects``)."""
        pieces = list(path)
        return self.memo(("single-threaded by environment", tuple(map(id, pieces))),
                         lambda: Effects.fresh(self._index).single_threaded_by_environment(pieces))

    def runs_serially(self, target: cst.BaseExpression, proving: bool = False) -> bool:
        """A child running ``target`` reaches no operation that may start torch's thread pool, by the
        same size rules as the parent's work, every call it makes followed (``fixmp.analysis.effects``).
        ``proving``: an operation of a size fixmp cannot tell is one that may (else it is not counted)."""
        return Effects.of(self._index).runs_serially(target, proving)

    def start_method_set_at_import(self) -> Optional[str]:
        """The start method the project modules this file imports at its top set when imported."""
        return Effects.of(self._index).start_method_set_at_import()

    def forks(self, site: ProcessSite) -> bool:
        """The site's children are forked: its method, as this file chooses it, is fork, and where this file
        leaves it to the default context, no project module it imports chose another while it was imported
        (a plugin's ``mp.set_start_method("spawn", force=True)`` at its top)."""
        if not site.forks:
            return False
        return self.method_chosen_at(site) or self.memo(
            "start method set at import", lambda: self.start_method_set_at_import() or "") not in ("spawn", "forkserver")

    def method_chosen_at(self, site: ProcessSite) -> bool:
        """The start method of ``site`` is chosen where it starts (a context, a keyword, a
        ``set_start_method`` before it, the module that starts it), not left to the platform's default."""
        if site.remote is not None:
            return site.remote.start_method is not None or self._index.method_set_before(site.call) is not None
        return site.via != "default" or self._index.method_set_before(site.call) is not None

    def first_pieces(
        self, path: Iterable[cst.CSTNode], keys_of: Callable[["RuleContext", cst.CSTNode], Iterable[str]]
    ) -> Dict[str, cst.CSTNode]:
        """For each key ``keys_of(context, piece)`` gives for a piece of the path, the first such piece.
        Pass the same (module-level) function each time: its answers are kept per statement."""
        # One adapter per function, so the analysis sees the same callable and keeps its answers.
        adapter: Callable[[ModuleIndex, cst.CSTNode], Iterable[str]] = self.memo(
            ("first pieces adapter", keys_of), lambda: lambda _index, piece: keys_of(self, piece)
        )
        return self._index.first_pieces(path, adapter)

    def find_in_function(self, function: cst.FunctionDef, classify: Classify, *, operations: bool = False
                         ) -> List[Evidence]:
        return self._index.find_in_function(function, classify, operations=operations)

    def calls_run_by(self, piece: cst.CSTNode) -> List[cst.Call]:
        """The calls a statement or expression runs itself (not those of nested functions or classes)."""
        return self._index.calls_run_by(piece)

    # -- names ------------------------------------------------------------------------------
    def qualified_name(self, expr: cst.CSTNode) -> Optional[str]:
        """``torch.cuda.set_device`` for ``set_device``, ``tc.set_device`` ..., through the module's imports."""
        return self._index.qualified_name(expr)

    def mp_api(self, expr: cst.CSTNode) -> Optional[str]:
        """The multiprocessing name ``expr`` stands for (``Process``, ``Queue`` ...), whichever module it came from."""
        return self._index.mp_api(expr)

    def imports(self) -> Mapping[str, str]:
        """Each name the module's imports bind, and the qualified name it stands for."""
        return self._index.aliases

    def imported_as(self, qualified: str) -> Optional[str]:
        """The local name bound to the module or object ``qualified``, if the module imports it."""
        return self._index.imported_as(qualified)

    def module_bindings(self, name: str) -> List[Tuple[Value, cst.CSTNode]]:
        """Every binding of ``name`` anywhere in the module (value, binding node), in file order."""
        return list(self._index.assignments.get(name, ()))

    def defines_class(self, name: str) -> bool:
        return name in self._index.classes

    def class_named(self, name: str) -> Optional[cst.ClassDef]:
        """The module's class of that name, if it defines one."""
        return self._index.classes.get(name)

    def method(self, cls: cst.ClassDef, name: str) -> Optional[cst.FunctionDef]:
        """The class's method ``name``, also from a base class defined in this module."""
        return self._index.method(cls, name)

    def values_of(self, name: str, near: Optional[cst.CSTNode] = None) -> List[Value]:
        """The values ``name`` may hold; with ``near``, those of the binding visible there."""
        return self._index.values_of(name, near)

    def binding_scope(self, name: str, near: cst.CSTNode) -> BindingScope:
        return self._index.binding_scope(name, near)

    def scope_written(self, name: str, assignment: cst.CSTNode) -> BindingScope:
        return self._index.scope_written(name, assignment)

    def is_parameter(self, name: str, scope: BindingScope) -> bool:
        return self._index.is_parameter(name, scope)

    def globals_read_by(self, target: cst.BaseExpression) -> Set[str]:
        """The module variables a target function reads (what a forked child inherits)."""
        return _rewrites.globals_read_by(self._index, target)

    def names_read(self, node: cst.CSTNode) -> Set[str]:
        """Every name a statement or expression reads (``a.b`` reads ``a``)."""
        return _rewrites.names_used(node)

    def imports_single_threaded(self, statement: cst.CSTNode) -> bool:
        """An import of a project module that sets ``OMP_NUM_THREADS=1`` before it imports torch."""
        return self._index.imports_single_threaded(statement)

    def imported_function_work(self, target: cst.BaseExpression) -> Optional[Tuple[str, bool]]:
        """For a function another module of the project defines: (the torch work it does first, or "",
        whether it makes itself single-threaded before any); None where fixmp cannot see it."""
        found = self._index.project_facts(target)
        if found is None:
            return None
        facts, name = found
        return facts.torch_work.get(name, ""), name in facts.single_threaded_first

    def imported_function_cuda(self, target: cst.BaseExpression) -> Optional[str]:
        """For a function another module of the project defines: how it initialises CUDA when it runs (a
        child that runs it makes that call), or "" where it does not; None where fixmp cannot see it."""
        found = self._index.project_facts(target)
        if found is None:
            return None
        facts, name = found
        return facts.cuda_init.get(name, "")

    def function_of_target(self, target: cst.BaseExpression) -> Optional[cst.FunctionDef]:
        """The function a process target names (a function, a method, a class's ``run``)."""
        return self._index.function_of_target(target)

    def local_function(self, target: cst.BaseExpression, near: cst.CSTNode) -> Optional[cst.FunctionDef]:
        return self._index.local_function(target, near)

    def callee(self, call: cst.Call) -> Optional[cst.FunctionDef]:
        return self._index.callee(call)

    def calls_of(self, function: cst.FunctionDef) -> List[cst.Call]:
        return self._index.calls_of(function)

    def instance_call(self, function: cst.FunctionDef) -> Optional[cst.Call]:
        """The construction of the object whose method ``function`` is, when there is one."""
        return self._index.instance_call(function)

    def calls(self) -> Sequence[cst.Call]:
        """Every call in the module, in file order."""
        return self._index.calls

    def calls_under(self, node: cst.CSTNode) -> Sequence[cst.Call]:
        return self._index.calls_under.get(node, ())

    # -- the tree ---------------------------------------------------------------------------
    def line(self, node: cst.CSTNode) -> int:
        return self._index.line(node)

    def code(self, node: cst.CSTNode) -> str:
        return self.module.code_for_node(node)

    def parent(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        return self._index.parent(node)

    def ancestors(self, node: cst.CSTNode) -> Iterator[cst.CSTNode]:
        return self._index.ancestors(node)

    def enclosing_statement(self, node: cst.CSTNode) -> cst.BaseStatement:
        return self._index.enclosing_statement(node)

    def enclosing_function(self, node: cst.CSTNode) -> Optional[cst.FunctionDef]:
        return self._index.enclosing_function(node)

    def enclosing_scope(self, node: cst.CSTNode) -> cst.CSTNode:
        return self._index.enclosing_scope(node)

    def position_in_block(self, statement: cst.CSTNode) -> int:
        return self._index.position_in_block(statement)

    def loops_in(self, scope: cst.CSTNode) -> List[cst.For]:
        """The ``for`` loops of a function (or the module) itself, not of the functions it defines."""
        return self._index._loops_in(scope)

    def main_guard_of(self, node: cst.CSTNode) -> Optional[cst.If]:
        return self._index.main_guard_of(node)

    def guard_status(self, node: cst.CSTNode) -> GuardStatus:
        return self._index.guard_status(node)

    def caught_around(self, node: cst.CSTNode, exceptions: Sequence[str]) -> bool:
        return self._index.caught_around(node, exceptions)


# -- fix builders: each returns a fix or the reason there is none (``FixOutcome``) -------------


def driver_block(context: RuleContext, node: cst.CSTNode) -> Optional[cst.IndentedBlock]:
    """The block that drives the processes: the enclosing function's body, else the ``__main__`` block."""
    return _rewrites.driver_block(context._index, node)


def spawn_context_fix(context: RuleContext, sites: Sequence[ProcessSite]) -> FixOutcome:
    """Route the sites (and the primitives they share) through one ``get_context("spawn")``."""
    return _rewrites.spawn_context_fix(context._index, sites, context.default_start_method)


def context_fix(context: RuleContext, sites: Sequence[ProcessSite], method: str, description: str) -> FixOutcome:
    return _rewrites.context_fix(context._index, sites, method, description)


def defer_fix(context: RuleContext, sites: Sequence[ProcessSite], origins: Sequence[cst.CSTNode]) -> FixOutcome:
    """Move the parent's work (``origins``) after the children start."""
    return _rewrites.defer_fix(context._index, sites, origins)


def fork_hook_fix(context: RuleContext) -> FixOutcome:
    """Make every child forked once this module is imported single-threaded first, wherever its start is
    written: ``os.register_at_fork(after_in_child=...)`` at the module's top."""
    return _rewrites.fork_hook_fix(context._index)


def children_pinned_at_import(context: RuleContext) -> Optional[cst.SimpleStatementLine]:
    """The top-level line that registers ``fork_hook_fix``'s hook, where the module has one."""
    return context.memo("children pinned at import", lambda: _rewrites.children_pinned_at_import(context._index))


def single_thread_child_fix(context: RuleContext, sites: Sequence[ProcessSite]) -> FixOutcome:
    """Make each child call ``torch.set_num_threads(1)`` first."""
    return _rewrites.single_thread_child_fix(context._index, sites)


def remove_statements(
    context: RuleContext, statements: Sequence[cst.SimpleStatementLine]
) -> List[Tuple[cst.CSTNode, Replacement]]:
    """Replacements that delete module-level statements and keep their comments."""
    return _rewrites.remove_statements(context._index, statements)


def sets_single_thread(context: RuleContext, node: cst.CSTNode) -> bool:
    return _parallel.sets_single_thread(context._index, node)


def omp_threads_assignment(context: RuleContext, statement: cst.CSTNode) -> bool:
    return _parallel.omp_threads_assignment(context._index, statement)


def is_torch_import(context: RuleContext, statement: cst.CSTNode) -> bool:
    return _parallel.is_torch_import(context._index, statement)


class ReachedStart(Protocol):
    """A start the program run reached, reported at the asking file's statement that reaches it."""

    @property
    def anchor(self) -> cst.CSTNode: ...

    @property
    def where(self) -> str: ...


Reached = TypeVar("Reached", bound=ReachedStart)


def program_starts_to_report(
    context: RuleContext, starts: Sequence[Reached], reported: Set[int], decided: Collection[str] = ()
) -> Iterator[Reached]:
    """The starts a program run reached that a rule reports at the program's statement (FMP001's and
    FMP002's forks, FMP004's unguarded starts, FMP005's unpicklable targets): once per statement
    (``reported``, the lines reported so far, grows), and not a start the file's own sites decided
    (``decided``, as ``RuleContext.start_location`` names them)."""
    for start in starts:
        line = context.line(start.anchor)
        if line in reported or start.where in decided:
            continue
        reported.add(line)
        yield start


# -- What pins torch to one thread, read over a rule's context (FMP002's silences) --------------------

def single_threaded_first(
    context: RuleContext,
    knowledge: ParallelKnowledge,
    function: cst.FunctionDef,
    initializer_only: bool = False,
    depth: int = 2,
) -> bool:
    """The function calls ``torch.set_num_threads(1)`` before any torch work, itself or
    through a function of this module it calls first (``setup()``)."""
    return context.memo(
        ("single-threaded first", id(function), initializer_only, depth),
        lambda: _find_single_threaded_first(context, knowledge, function, initializer_only, depth),
    )


def _find_single_threaded_first(
    context: RuleContext, knowledge: ParallelKnowledge, function: cst.FunctionDef, initializer_only: bool, depth: int
) -> bool:
    for statement in function.body.body:
        calls = context.calls_run_by(statement)
        if any(sets_single_thread(context, call) for call in calls):
            return True
        helpers = [context.callee(call) for call in calls] if depth > 0 else []
        if any(helper is not None and helper is not function
               and single_threaded_first(context, knowledge, helper, initializer_only, depth - 1) for helper in helpers):
            return True
        if not initializer_only and context.find_on_path([statement], knowledge.torch_work, operations=True):
            return False
    return False


def parent_single_threaded_first(context: RuleContext, path: ExecutionPath, evidence: Sequence[Evidence]) -> bool:
    """The parent called ``torch.set_num_threads(1)`` before its parallel work (the pool never grows).

    "Before" is the order in which the path runs its pieces, not the lines they are written on:
    ``main(): setup(); w = a @ b`` with ``setup()`` defined below ``main`` is the same program as
    with it defined above (two verdicts once, by line numbers). Where one piece leads to both (a
    call that runs a function doing both), their lines inside it decide.
    """
    knowledge = context.parallel
    settings = context.find_on_path(path, knowledge.single_thread_setting)
    if not settings:
        return False
    unknown = len(context.module.body) + 10**9  # a piece the path does not list: never first

    def when(item: Evidence) -> Tuple[int, int]:
        position = path.position(item.origin)
        return (unknown if position is None else position, context.line(item.call))

    return min(map(when, settings)) < min(map(when, evidence))


def late_omp_on_path(context: RuleContext, path: ExecutionPath) -> Optional[cst.CSTNode]:
    """``os.environ["OMP_NUM_THREADS"] = "1"`` run before the start inside a function or the
    ``__main__`` block of a module that imports torch at the top: torch has read it already."""
    if not any(is_torch_import(context, statement) for statement in context.module.body):
        return None
    return context.first_pieces(path, _omp_threads_setting).get("OMP_NUM_THREADS")


def _omp_threads_setting(context: RuleContext, piece: cst.CSTNode) -> Tuple[str, ...]:
    return ("OMP_NUM_THREADS",) if omp_threads_assignment(context, piece) else ()


def late_omp_assignment(context: RuleContext) -> Union[cst.BaseStatement, Literal[False], None]:
    """None: OMP_NUM_THREADS is not set; False: set to 1 before `import torch` (here, or by a project
    module imported first, such as a package `__init__`); else the late statement."""
    torch_imported = False
    for statement in context.module.body:
        if not torch_imported and context.imports_single_threaded(statement):
            return False
        if is_torch_import(context, statement):
            torch_imported = True
        elif omp_threads_assignment(context, statement):
            return statement if torch_imported else False
    return None
