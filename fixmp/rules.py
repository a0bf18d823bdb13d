"""The rule framework: what a rule is, what it reports, what a fix is, and how rules are found.

A rule is one class in one module of ``codemods/`` (installed as ``fixmp.codemods``).
Its docstring is its documentation, in the sections ``DOC_SECTIONS``; ``VALID`` and
``INVALID`` hold its examples, from which the tests are generated. Rules never print
and never write files: ``check`` yields findings, and a finding may carry a ``Fix``
that the engine applies together with every other accepted fix in one pass.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
import pkgutil
import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    ClassVar,
    Dict,
    Iterable,
    Optional,
    Pattern,
    Sequence,
    Tuple,
    Type,
    Union,
)

import libcst as cst

from fixmp.model import Applicability

if TYPE_CHECKING:
    from fixmp.analysis import ModuleIndex
    from fixmp.config import Settings

DOC_SECTIONS = ("What it does", "Why is this bad?", "Example", "Use instead", "Fix safety", "References")
SAFE = Applicability.SAFE
UNSAFE = Applicability.UNSAFE


@dataclass(frozen=True)
class ImportNeeded:
    """An import a fix needs, scheduled with libcst's ``AddImportsVisitor``."""

    module: str
    name: Optional[str] = None
    asname: Optional[str] = None


# What a fix puts in a node's place: a new node, ``cst.RemovalSentinel.REMOVE``, or a function the
# engine calls with the node as its pass rebuilt it (of the replaced node's class, hence ``Any``)
# and that returns the new node.
Replacement = Union[cst.CSTNode, cst.RemovalSentinel, Callable[[Any], cst.CSTNode]]


@dataclass(frozen=True, eq=False)
class Fix:
    """Edits to the original tree, applied by the engine in one pass.

    Nodes are keys by identity: they are nodes of the tree the rule was given.
    ``replacements`` maps a node to its new node, to ``cst.RemovalSentinel.REMOVE``
    for a statement that goes away, or to a function that makes the new node from the
    rebuilt one (``Replacement``); ``insert_before`` / ``insert_after`` map a
    statement to the statements placed around it (the first inserted statement
    takes over the comments above the anchor).
    """

    safety: Applicability
    description: str
    replacements: Tuple[Tuple[cst.CSTNode, Replacement], ...] = ()
    insert_before: Tuple[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]], ...] = ()
    insert_after: Tuple[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]], ...] = ()
    imports: Tuple[ImportNeeded, ...] = ()


@dataclass(frozen=True, eq=False)
class Violation:
    """What a rule reports: the node to point at, the message, and a fix or why there is none."""

    node: cst.CSTNode
    message: str
    fix: Optional[Fix] = None
    no_fix_reason: Optional[str] = None


@dataclass(frozen=True)
class Valid:
    code: str
    settings: Dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Invalid:
    code: str
    # The source after every fix of this example (unsafe ones too); None: no fix is expected.
    expected_fix: Optional[str] = None
    settings: Dict[str, object] = field(default_factory=dict)


class Rule:
    """Base class of every rule; subclasses live in ``codemods/``."""

    CODE: ClassVar[str]
    NAME: ClassVar[str]
    SUMMARY: ClassVar[str]
    # "safe", "unsafe", or None for a rule that never fixes; a single fix may be
    # less safe than this (the rule's Fix safety section says when).
    FIX: ClassVar[Optional[Applicability]] = None
    ENABLED_BY_DEFAULT: ClassVar[bool] = True
    # Bytes a file must contain for this rule to have anything to say about it:
    # most files of a repository never mention multiprocessing, and a regex over
    # the bytes costs a hundredth of a parse.
    # A pattern, or a tuple of patterns that must all match. By default: the file names a
    # multiprocessing module or ProcessPoolExecutor, and names something that starts
    # processes as a word (most files that mention multiprocessing do so only in prose,
    # and "ProcessGroup" is not a Process). On the torch sources this halves the files
    # parsed, with the same findings there, in the standard library and in 15 real repositories.
    PREFILTER: ClassVar[Union[Pattern[bytes], Tuple[Pattern[bytes], ...]]] = (
        re.compile(rb"multiprocessing|ProcessPoolExecutor"),
        re.compile(rb"Process\b|Pool\b|ProcessPoolExecutor|spawn\(|start_processes"),
    )
    VALID: ClassVar[Sequence[Valid]] = ()
    INVALID: ClassVar[Sequence[Invalid]] = ()

    def check(self, index: "ModuleIndex", settings: "Settings") -> Iterable[Violation]:
        raise NotImplementedError

    @classmethod
    def docs(cls) -> str:
        return textwrap.dedent(cls.__doc__ or "").strip()

    @classmethod
    def doc_sections(cls) -> Dict[str, str]:
        """The docstring split at its ``## Section`` headings."""
        sections: Dict[str, str] = {}
        current = None
        for line in cls.docs().splitlines():
            if line.startswith("## "):
                current = line[3:].strip()
                sections[current] = ""
            elif current is not None:
                sections[current] += line + "\n"
        return {name: body.strip() for name, body in sections.items()}


def _import_rule_package() -> ModuleType:
    """Import ``fixmp.codemods``, also from a source checkout where it is the top-level ``codemods/``."""
    try:
        return importlib.import_module("fixmp.codemods")
    except ModuleNotFoundError as exc:
        if exc.name != "fixmp.codemods":
            raise
    # Installed, the build maps codemods/ to fixmp.codemods; run from a checkout
    # (PYTHONPATH=.), the folder sits beside the fixmp package, so map it here the same way.
    folder = Path(__file__).resolve().parent.parent / "codemods"
    spec = importlib.util.spec_from_file_location(
        "fixmp.codemods", folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError("fixmp.codemods: the rules package is missing from this installation")
    package = importlib.util.module_from_spec(spec)
    sys.modules["fixmp.codemods"] = package
    spec.loader.exec_module(package)
    return package


_RULES: Optional[Tuple[Type[Rule], ...]] = None


def all_rules() -> Tuple[Type[Rule], ...]:
    """Every rule class, found by importing each module of ``fixmp.codemods``; sorted by code."""
    global _RULES
    if _RULES is None:
        package = _import_rule_package()
        found = []
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for _, value in inspect.getmembers(module, inspect.isclass):
                if issubclass(value, Rule) and value is not Rule and value.__module__ == module.__name__:
                    found.append(value)
        _RULES = tuple(sorted(found, key=lambda rule: rule.CODE))
    return _RULES


def rule_by_code(code: str) -> Optional[Type[Rule]]:
    for rule in all_rules():
        if rule.CODE == code.upper():
            return rule
    return None


def _matches(code: str, patterns: Iterable[str]) -> bool:
    return any(code.startswith(pattern.upper()) for pattern in patterns)


@functools.lru_cache(maxsize=64)
def selected_rules(settings: "Settings") -> Tuple[Type[Rule], ...]:
    """The rules the settings turn on: ``select`` (else every default rule) plus ``extend_select``, less ``ignore``.

    Remembered per settings: a run asks for every file, and a repository has one or a few settings."""
    chosen = []
    for rule in all_rules():
        if settings.select:
            on = _matches(rule.CODE, settings.select)
        else:
            on = rule.ENABLED_BY_DEFAULT
        on = on or _matches(rule.CODE, settings.extend_select)
        if on and not _matches(rule.CODE, settings.ignore):
            chosen.append(rule)
    return tuple(chosen)


def unknown_codes(patterns: Iterable[str]) -> Tuple[str, ...]:
    codes = [rule.CODE for rule in all_rules()]
    return tuple(p for p in patterns if not any(code.startswith(p.upper()) for code in codes))
