"""The README stays true: its rule table is the one generated from the rules' docs; it and the pages of
docs/ name every command and option `fixmp --help` has; it stays a front door (within 400 lines, the
runtime sanitizer and the three uses in its first 150); its links lead somewhere."""

from __future__ import annotations

import re
from pathlib import Path

from fixmp.outputs.docs import rules_table

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
DOCS = REPO / "docs"


def test_readme_rule_table_is_generated_from_rule_docs():
    text = README.read_text(encoding="utf-8")
    match = re.search(r"<!-- rules-table:.*?-->\n(.*?)<!-- end rules-table -->", text, re.S)
    assert match, "README must hold the generated rules table between its markers"
    assert match.group(1).strip() == rules_table().strip()


def test_the_readme_and_fixmp_help_agree():
    """Every command and every long option of `fixmp --help` is named in the README or docs/ (issue #14)."""
    import argparse

    from fixmp.cli import build_parser

    readme = README.read_text() + "".join(page.read_text() for page in sorted(DOCS.glob("*.md")))
    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    missing = [
        f"fixmp {name} {option}".strip()
        for name, command in commands.choices.items()
        for option in [""] + sorted({o for a in command._actions for o in a.option_strings if o.startswith("--")})
        if option != "--help" and (f"fixmp {name}" not in readme if not option else option not in readme)
    ]
    assert missing == []


def test_the_readme_is_a_front_door():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 400
    first = "\n".join(lines[:150])
    for command in ("fixmp run -- python train.py", "fixmp review", "fixmp check .", "fixmp fix . --verify",
                    "pytest --fixmp", "examples/github-actions/fixmp-autofix.yml"):
        assert command in first, command


def _anchors(text: str) -> set:
    found = set(re.findall(r'<a id="([^"]+)"', text))
    for heading in re.findall(r"^#+ (.*)$", text, flags=re.M):
        found.add(re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-"))
    return found


def test_the_links_of_the_readme_and_docs_lead_somewhere():
    """Every relative link names a file that exists, and every #anchor a heading of its page."""
    broken = []
    for page in [README, *sorted(DOCS.glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        text = re.sub(r"```.*?```", "", text, flags=re.S)  # code, where `f(args)` is no link
        text = re.sub(r"`[^`\n]*`", "", text)
        for target in re.findall(r"\]\((?!https?://)([^)\s]+)\)", text):
            path, _, anchor = target.partition("#")
            linked = (page.parent / path).resolve() if path else page
            if not linked.exists():
                broken.append(f"{page.name}: {target}")
            elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked.read_text(encoding="utf-8")):
                broken.append(f"{page.name}: {target}")
    assert broken == []


def test_the_readmes_test_commands_are_what_ci_runs():
    """``.ci/run`` runs the README's test commands as written: the quick suite first, then the tests that
    run programs; together they are every test (the marker splits them, nothing is left out)."""
    readme = README.read_text(encoding="utf-8")
    commands = set(re.findall(r"^(?:pip install -e \"\.\[test\]\" && )?(python -m pytest -n 2 -q[^\n#]*?)\s*(?:#.*)?$",
                              readme, flags=re.MULTILINE))
    assert commands == {'python -m pytest -n 2 -q -m "not programs"', "python -m pytest -n 2 -q -m programs"}
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    for command in commands:
        assert command in ci
