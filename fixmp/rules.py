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

from fixmp.model import Applicability, FixAvailability

if TYPE_CHECKING:
    from fixmp.config import Settings
    from fixmp.rule import RuleContext

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
    # without comments and strings (``fixmp.codetext``), so that a file naming multiprocessing
    # only in a docstring or a table of strings is not parsed. A rule whose pattern may match
    # a string used as a value (``"cuda"``) sets this, and its second look keeps such strings.
    PREFILTER_MATCHES_VALUES: ClassVar[bool] = False
    VALID: ClassVar[Sequence[Valid]] = ()
    INVALID: ClassVar[Sequence[Invalid]] = ()

    def check(self, context: "RuleContext") -> Iterable[Violation]:
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


def declared_options() -> Dict[str, Option]:
    """Every option a rule declares, by name (a name means the same to every rule that reads it)."""
    found: Dict[str, Option] = {}
    for rule in all_rules():
        for option in rule.OPTIONS:
            found.setdefault(option.name, option)
    return found


def option_problem(name: str, value: object) -> Optional[str]:
    """Why ``name = value`` is not a rule option's setting, else None."""
    option = declared_options().get(name)
    if option is None:
        return f"unknown option {name!r}"
    if value not in option.choices:
        return f"{name} must be one of {', '.join(option.choices)}"
    return None


def options_for(rule: Type[Rule], settings: "Settings") -> Dict[str, str]:
    """The values of the rule's options in these settings, defaults filled in."""
    chosen = dict(settings.rule_options)
    return {option.name: chosen.get(option.name, option.default) for option in rule.OPTIONS}

