"""Running a rule's examples: what the generated tests and the docs share.

A rule's ``INVALID`` examples say where and what it reports (line, message, fix
safety, or why there is no fix) and what its fix makes; the tests hold the rule to
them, and the docs' Example / Use instead sections are rendered from the one marked
``documented``, so the docs show only what is tested.
"""

from __future__ import annotations

import textwrap
from typing import Type, Union

from fixmp.discover.config import Settings
from fixmp.engine import process_source
from fixmp.model import FileResult
from fixmp.rule import Invalid, Rule, Valid
from fixmp.rules import declared_options

EXAMPLE_PATH = "example.py"


def example_source(code: str) -> str:
    """An example's code as a file: dedented, without the blank first line of a triple-quoted string."""
    return textwrap.dedent(code).lstrip("\n")


def example_settings(rule: Type[Rule], example: Union[Valid, Invalid]) -> Settings:
    """The settings an example runs with: its rule alone, unsafe fixes on, and the example's own
    settings (``Settings`` fields, or the rule's option names such as ``fork-deadlock-fix``)."""
    settings = Settings(select=(rule.CODE,), unsafe_fixes=True)
    fields = {}
    for key, value in example.settings.items():
        if key in declared_options():
            settings = settings.with_option(key, str(value))
        else:
            fields[key] = value
    return settings.replace(**fields)


def run_example(rule: Type[Rule], example: Union[Valid, Invalid], *, fix: bool = False) -> FileResult:
    source = example_source(example.code).encode()
    return process_source(source, EXAMPLE_PATH, example_settings(rule, example), fix=fix)
