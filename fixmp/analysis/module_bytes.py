"""What a module's bytes say, read without a parse: the words that name multiprocessing, a process start or a
start method, the modules its import lines name and what they bind, its top-level definitions and constants.

The project phase (``fixmp.analysis.project``) asks these of every module a file's imports reach, thousands in a
large repository, before it parses any: each is a regular expression or a substring test (where a word in a string
or a comment must not count, a pass of the tokenizer: ``fixmp.parse.codetext``), more than what a parse would say,
never less.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Collection, Dict, FrozenSet, List, Optional, Set, Tuple

from fixmp.parse.codetext import code_text
from fixmp.parse.guards import parse_cost_problem

# What a module that starts processes names: the rules' default prefilter patterns, both of which must match.
NAMES_MULTIPROCESSING = re.compile(rb"multiprocessing|ProcessPoolExecutor|os\.fork\(|os\.forkpty\(")
# The second: a word that starts processes (tests/test_project.py holds both equal to ``Rule.PREFILTER``).
NAMES_A_PROCESS_START = re.compile(rb"Process\b|Pool\b|ProcessPoolExecutor|spawn\(|start_processes|os\.fork(?:pty)?\(")
# A spawn or forkserver start method named as a literal (``get_context("forkserver")``), not ``os.spawnv``.
NAMES_A_SPAWN_METHOD = re.compile(rb"""['"](?:spawn|forkserver)['"]""")
# A synchronisation primitive or queue of multiprocessing made or named through the module
# (``mp.Semaphore(2)``, ``default_factory=multiprocessing.Lock``), not one defined; not ``threading.Lock``.
NAMES_A_PRIMITIVE = re.compile(
    rb"\b(?:multiprocessing|mp)\.(?:R?Lock|(?:Bounded)?Semaphore|Condition|Event|Barrier|(?:Joinable|Simple)?Queue"
    rb"|Value|Array)\b(?!\s*=)")
# A call of ``set_start_method`` (``mp.set_start_method(...)``), not its definition.
CALLS_SET_START_METHOD = re.compile(rb"(?<!def )\bset_start_method\(")


def has_multiprocessing(source: bytes) -> bool:
    """``NAMES_MULTIPROCESSING.search(source)``, asked first of the words it cannot match without (``in`` is a
    fast scan; the pattern's alternatives are tried at every byte: asked of every module of a large project)."""
    return (b"multiprocessing" in source or b"ProcessPoolExecutor" in source or b"os.fork" in source) \
        and NAMES_MULTIPROCESSING.search(source) is not None


def has_a_process_start(source: bytes) -> bool:
    """``NAMES_A_PROCESS_START.search(source)``, asked first of the words it cannot match without."""
    return (b"Process" in source or b"Pool" in source or b"spawn(" in source or b"start_processes" in source
            or b"os.fork" in source) and NAMES_A_PROCESS_START.search(source) is not None


def has_a_spawn_method(source: bytes) -> bool:
    """``NAMES_A_SPAWN_METHOD.search(source)``, asked first of the words it cannot match without."""
    return (b"spawn" in source or b"forkserver" in source) and NAMES_A_SPAWN_METHOD.search(source) is not None



# At the top of a module: `os.environ["OMP_NUM_THREADS"] = "1"`, `os.environ.setdefault("OMP_NUM_THREADS", "1")`,
# `os.environ.update(OMP_NUM_THREADS="1")`; and an import of torch.
_OMP_ONE = re.compile(
    rb"""^os\.environ(?:\[\s*["']OMP_NUM_THREADS["']\s*\]\s*=\s*["']1["']"""
    rb"""|\.setdefault\(\s*["']OMP_NUM_THREADS["']\s*,\s*["']1["']\s*\)"""
    rb"""|\.update\([^)\n]*\bOMP_NUM_THREADS\s*=\s*["']1["'])""",
    re.MULTILINE,
)
STAR_IMPORT = re.compile(rb"^[ \t]*from[ \t]+(\.*[\w.]+)[ \t]+import[ \t]+\*", re.MULTILINE)
_TORCH_IMPORT = re.compile(rb"^(?:import[ \t]+torch\b|from[ \t]+torch\b)", re.MULTILINE)
# A binding at the top of a module (no indentation): `NAME = 512`, `NAME: int = 512`, `NAME += 1`.
_TOP_BINDING = re.compile(rb"^([A-Za-z_]\w*)[ \t]*(?::[^=\r\n]*)?(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)[ \t]*([^\r\n]*)",
                          re.MULTILINE)
_INTEGER = re.compile(rb"([0-9][0-9_]*)[ \t]*(?:#[^\r\n]*)?")


# A program's ``if __name__ == "__main__":`` block, at the top of the file.
MAIN_BLOCK = re.compile(rb"""^if[ \t]+__name__[ \t]*==[ \t]*['"]__main__['"][ \t]*:""", re.MULTILINE)
# The patterns below that read lines from their start are searched in ``after_newline(source)``: each line then
# begins after a ``\n``, a literal ``re`` scans for, where ``^`` under ``re.MULTILINE`` is tried at every byte
# (over torch's 44 MiB of sources, 0.07 s against 0.25 s a pattern: each is asked of every module of a project).
TOP_LEVEL_DEFINITION = re.compile(rb"\n(?:async[ \t]+)?(?:def|class)[ \t]+(\w+)")
# A top-level class with bases: ``class MyTrainer(BaseTrainer):`` (the bases up to the first ``)``).
_CLASS_WITH_BASES = re.compile(rb"\nclass[ \t]+(\w+)[ \t]*\(([^)]*)\)")
_IMPORT_FROM = re.compile(rb"\n[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import\b")
_IMPORT = re.compile(
    rb"\n[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)")


def after_newline(source: bytes) -> bytes:
    """``source`` with a newline before it, for the patterns that find a line's start by the ``\n`` before it.
    A place in it is one past the same place in ``source``: a match's start is the place of its line in
    ``source``."""
    return b"\n" + source


def imported_modules(source: bytes) -> List[str]:
    """The modules a file's import lines name, in order, each once: ``from .utils import x``,
    ``import a, b as c``, a ``from launch import helper, \\`` continued on the next line."""
    found: Dict[str, None] = {}
    text = after_newline(source)
    for match in _IMPORT_FROM.finditer(text):
        found.setdefault(match.group(1).decode("ascii", "replace"), None)
    for match in _IMPORT.finditer(text):
        for part in match.group(1).split(b","):
            found.setdefault(part.split()[0].decode("ascii", "replace"), None)
    return [module for module in found if module.strip(".")]



# ``from M import a, b as c`` (its names in parentheses over several lines, or continued with ``\``).
_FROM_IMPORT_NAMES = re.compile(
    rb"\n[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]*(\([^)]*\)|(?:[^\n\\]*\\\r?\n)*[^\n]*)")
_COMMENT = re.compile(rb"#[^\n]*")


def import_bindings(source: bytes) -> Dict[str, List[Tuple[Optional[str], str]]]:
    """What each module a file's import lines name binds there: ``(name, local)`` for ``from M import
    name as local``, ``("*", "*")`` for a star import, ``(None, "M")`` / ``(None, "X")`` for ``import M`` /
    ``import M as X`` (its names then read ``M.name``, ``X.name``). From the bytes, as ``imported_modules``."""
    found: Dict[str, List[Tuple[Optional[str], str]]] = {}
    text = after_newline(source)
    for match in _FROM_IMPORT_NAMES.finditer(text):
        module = match.group(1).decode("ascii", "replace")
        names = _COMMENT.sub(b"", match.group(2)).replace(b"\\", b" ").strip(b"() \t\r\n")
        for part in names.split(b","):
            words = part.split()
            if len(words) == 1:
                found.setdefault(module, []).append((words[0].decode("ascii", "replace"),) * 2)
            elif len(words) == 3 and words[1] == b"as":
                found.setdefault(module, []).append((words[0].decode("ascii", "replace"),
                                                     words[2].decode("ascii", "replace")))
    for match in _IMPORT.finditer(text):
        for part in match.group(1).split(b","):
            words = part.split()
            if not words:
                continue
            module = words[0].decode("ascii", "replace")
            local = words[2].decode("ascii", "replace") if len(words) == 3 else module
            found.setdefault(module, []).append((None, local))
    return found


def spellings(bindings: Optional[List[Tuple[Optional[str], str]]], names: Collection[str]) -> Set[str]:
    """How a file whose imports of a module are ``bindings`` (``import_bindings``) writes ``names`` of
    that module: ``run_workers`` after ``from M import run_workers``, ``L.run_workers`` after ``import M
    as L``; each name as a word where its imports of the module were not read (the bytes' test is then
    never narrower than a parse's)."""
    if not bindings:
        return set(names)
    found: Set[str] = set()
    for name, local in bindings:
        if name is None:
            found |= {f"{local}.{each}" for each in names}
        elif name == "*":
            found |= set(names)
        elif name in names:
            found.add(local)
    return found


def writes_any(spelled: Collection[str], text: bytes) -> bool:
    """Whether ``text`` holds one of ``spelled`` (``spellings``) as a whole name: ``L.run_workers``
    not inside ``self.L.run_workers``'s word, ``run_workers`` not inside ``run_workers_later``."""
    words = _encoded(spelled)
    return any(word in text for word in words) and _whole_names(words, rb"(?<![\w.])").search(text) is not None


def calls_any(spelled: Collection[str], text: bytes) -> bool:
    """Whether ``text`` calls one of ``spelled`` (``spellings``) or reads an attribute of it, as a whole name:
    ``run_workers(``, ``L.Trainer(cfg)``, ``(run_workers)(fn)``, ``Trainer.launch``; not ``run_workers``
    handed as a value, in an annotation or in an import. Its closing brackets, spaces and continued lines
    before the ``(`` or ``.`` are allowed."""
    words = _encoded(spelled)
    return any(word in text for word in words) and _whole_names(words, rb"(?<![\w.])", rb"[\s\\)]*[(.]").search(
        text) is not None


def _encoded(names: Collection[str]) -> Tuple[bytes, ...]:
    return tuple(sorted(name.encode() for name in names))


@lru_cache(maxsize=4096)
def _whole_names(words: Tuple[bytes, ...], before: bytes, after: bytes = b"") -> "re.Pattern[bytes]":
    """One of ``words`` as a whole name, after what ``before`` asks and before what ``after`` does: compiled
    once per set of names (a test asked of every file and each module it imports; ``re``'s own cache holds 512
    patterns)."""
    return re.compile(before + rb"(?:%s)\b" % b"|".join(re.escape(word) for word in words) + after)


# ``importlib.import_module(...)`` / ``__import__(...)``: a module named at run time. The literal its
# argument starts with (``f"plugins.{name}"``, ``"plugins_" + name``; none for a bare ``name``), and
# whether that literal is the whole argument (``import_module("kerning")``).
_DYNAMIC_IMPORT = re.compile(rb"""\b(?:import_module|__import__)\(\s*(?:[fF]?(['"])([\w.]*)(\1\s*[,)])?)?""")


def dynamic_imports(source: bytes) -> List[Tuple[str, bool]]:
    """Each import by a name made at run time, in order: the literal start of the name, and whether it is
    the whole name."""
    if b"import_module" not in source and b"__import__" not in source:
        return []  # (the pattern's alternatives would be tried at every byte)
    return [(match.group(2).decode("ascii", "replace") if match.group(2) else "", match.group(3) is not None)
            for match in _DYNAMIC_IMPORT.finditer(source)]


def classes_with_bases(source: bytes) -> Dict[str, bytes]:
    """Each top-level class that names bases, with the text of its bases."""
    return {match.group(1).decode("ascii", "replace"): match.group(2)
            for match in _CLASS_WITH_BASES.finditer(after_newline(source))}


def names_any(names: Collection[str], text: bytes) -> bool:
    """Whether ``text`` holds one of ``names`` as a word."""
    words = _encoded(names)
    return any(word in text for word in words) and _whole_names(words, rb"\b").search(text) is not None


def start_names_in_bytes(source: bytes) -> FrozenSet[str]:
    if not (has_multiprocessing(source) and has_a_process_start(source)):
        return frozenset()
    if parse_cost_problem(source) is None:
        text = code_text(source)  # its code alone: a docstring that mentions a Pool starts nothing
        if text is not None:
            source = text.code
    bodies = {name: (begins, header, body, end) for name, begins, header, body, end in top_level_definitions(source)}
    names = {name for name, (begins, _, _, end) in bodies.items() if NAMES_A_PROCESS_START.search(source, begins, end)}
    while True:  # a definition that uses one of these (``start_consumers`` building ``Consumer``s) in turn
        more = {name for name, (begins, header, body, end) in bodies.items()
                if name not in names and (names_any(names, source[begins:header]) or names_any(names, source[body:end]))}
        if not more:
            return frozenset(names)
        names |= more


def top_level_definitions(source: bytes) -> List[Tuple[str, int, int, int, int]]:
    """Each top-level function and class of a module's bytes: its name; where its text begins (its first
    decorator, ``@fan_out(processes=2)`` above ``def cutting_pattern``, is its own, not the text of the
    definition before); where its ``def``/``class`` line begins; where that line's name ends (its body and
    the rest of its header follow); where the next definition's text begins."""
    text = after_newline(source)
    headers = list(TOP_LEVEL_DEFINITION.finditer(text))  # (each begins at its ``\n``: its line's place in ``source``)
    begins: List[int] = []
    after = 0
    for header in headers:
        decorator = text.find(b"\n@", after, header.start() + 1)  # an ``@`` at a line's start, before the header
        begins.append(decorator if decorator >= 0 else header.start())
        after = header.end() - 1
    return [(header.group(1).decode("ascii", "replace"), begins[number], header.start(), header.end() - 1,
             begins[number + 1] if number + 1 < len(headers) else len(source))
            for number, header in enumerate(headers)]


def names_a_start(source: bytes) -> bool:
    """Whether a module's code (its strings and comments aside) names multiprocessing and something that
    starts processes, as the rules' default prefilter asks of a file: only such a module can start any.
    (A star import of one is followed by ``Project.may_start_processes``.)"""
    if not (has_multiprocessing(source) and has_a_process_start(source)):
        return False
    if parse_cost_problem(source) is not None:
        return True  # too costly to look at twice: taken as it reads
    text = code_text(source)
    if text is None:
        return True
    return has_multiprocessing(text.code) and has_a_process_start(text.code)


def sets_one_thread_at_top(source: bytes) -> bool:
    setting = _OMP_ONE.search(source)
    torch_import = _TORCH_IMPORT.search(source)
    return setting is not None and (torch_import is None or setting.start() < torch_import.start())


def top_int_constants(source: bytes) -> Dict[str, int]:
    """Names bound once at the top of a module, to an integer literal."""
    bound: Dict[str, List[bytes]] = {}
    for match in _TOP_BINDING.finditer(source):
        bound.setdefault(match.group(1).decode("ascii"), []).append(match.group(0))
    constants = {}
    for name, bindings in bound.items():
        value = _TOP_BINDING.match(bindings[0])
        integer = _INTEGER.fullmatch(value.group(2).rstrip()) if len(bindings) == 1 and value else None
        if integer is not None:
            constants[name] = int(integer.group(1).replace(b"_", b""))
    return constants
