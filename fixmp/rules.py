"""The registry of rules: how the rules of ``codemods/`` are found, selected and configured.

What a rule is (``Rule``, ``Violation``, ``Option``, the examples) lives beside the context
it is given, in the rule API ``fixmp.rule``; what a fix is, in ``fixmp.fixing.fix``. Rules are
found automatically, never listed by hand.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
import pkgutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Dict, Iterable, Optional, Protocol, Tuple, Type

from fixmp.rule import Option, Rule


class RuleSelection(Protocol):
    """What choosing and configuring rules reads of the settings (``fixmp.discover.config.Settings`` has it)."""

    @property
    def select(self) -> Tuple[str, ...]: ...

    @property
    def extend_select(self) -> Tuple[str, ...]: ...

    @property
    def ignore(self) -> Tuple[str, ...]: ...

    @property
    def rule_options(self) -> Tuple[Tuple[str, str], ...]: ...


def _import_rule_package() -> ModuleType:
    """Import ``fixmp.codemods``: the rules that belong to this ``fixmp`` package.

    Installed from a wheel, the build puts ``codemods/`` inside the package. A source checkout
    (``PYTHONPATH=.``, an editable install) has it beside the package, and that folder is taken
    even where ``fixmp.codemods`` would import from elsewhere: an editable install of another
    checkout maps the name to that checkout's folder, and this checkout's engine would then run
    the other checkout's rules (seen: a clone at an older commit reported findings its own rules
    no longer make, in some processes of one run and not in others)."""
    here = Path(__file__).resolve().parent
    if (here / "codemods" / "__init__.py").is_file():
        return importlib.import_module("fixmp.codemods")
    folder = here.parent / "codemods"
    if not (folder / "__init__.py").is_file():
        return importlib.import_module("fixmp.codemods")  # installed some other way: its finder knows
    loaded = sys.modules.get("fixmp.codemods")
    if loaded is not None and Path(getattr(loaded, "__file__", "") or "").resolve().parent == folder:
        return loaded
    spec = importlib.util.spec_from_file_location(
        "fixmp.codemods", folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError("fixmp.codemods: the rules package is missing from this installation")
    package = importlib.util.module_from_spec(spec)
    for name in [name for name in sys.modules if name.startswith("fixmp.codemods.")]:
        del sys.modules[name]  # rules another checkout's folder gave: not this package's
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
def selected_rules(settings: RuleSelection) -> Tuple[Type[Rule], ...]:
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


def options_for(rule: Type[Rule], settings: RuleSelection) -> Dict[str, str]:
    """The values of the rule's options in these settings, defaults filled in."""
    chosen = dict(settings.rule_options)
    return {option.name: chosen.get(option.name, option.default) for option in rule.OPTIONS}

