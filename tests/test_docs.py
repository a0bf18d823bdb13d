"""The README stays true: its rule table is the one generated from the rules' docs, and it names every
command and option `fixmp --help` has."""

from __future__ import annotations

import re
from pathlib import Path

from fixmp.docs import rules_table

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_rule_table_is_generated_from_rule_docs():
    text = README.read_text(encoding="utf-8")
    match = re.search(r"<!-- rules-table:.*?-->\n(.*?)<!-- end rules-table -->", text, re.S)
    assert match, "README must hold the generated rules table between its markers"
    assert match.group(1).strip() == rules_table().strip()


def test_the_readme_and_fixmp_help_agree():
    """Every command and every long option of `fixmp --help` is named in the README (issue #14)."""
    import argparse

    from fixmp.cli import build_parser

    readme = README.read_text()
    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    missing = [
        f"fixmp {name} {option}".strip()
        for name, command in commands.choices.items()
        for option in [""] + sorted({o for a in command._actions for o in a.option_strings if o.startswith("--")})
        if option != "--help" and (f"fixmp {name}" not in readme if not option else option not in readme)
    ]
    assert missing == []
