"""Tests generated from every rule's VALID / INVALID examples (as Fixit does)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from fixmp.engine import process_source
from fixmp.model import FixAvailability
from fixmp.outputs.examples import example_settings, example_source, run_example
from fixmp.rule import DOC_SECTIONS
from fixmp.rules import all_rules

RULES = all_rules()


def _cases(kind):
    for rule in RULES:
        for number, example in enumerate(getattr(rule, kind)):
            yield pytest.param(rule, example, id=f"{rule.CODE}-{kind.lower()}-{number}")


def _run(rule, example, fix=False):
    return run_example(rule, example, fix=fix)


@pytest.mark.parametrize("rule,example", list(_cases("VALID")))
def test_valid_example_reports_nothing(rule, example):
    result = _run(rule, example)
    assert not result.errors
    assert [f.message for f in result.findings if f.code == rule.CODE] == []


PREVIEW_CASES = [case for case in _cases("INVALID") if case.values[1].settings.get("preview")]


@pytest.mark.parametrize("rule,example", PREVIEW_CASES)
def test_a_preview_example_is_not_reported_by_default(rule, example):
    # Its finding rests on an assumption (a child fixmp cannot see into): reported only with --preview.
    plain = replace(example, settings={key: value for key, value in example.settings.items() if key != "preview"})
    result = _run(rule, plain)
    assert not result.errors
    assert [f.message for f in result.findings if f.code == rule.CODE] == []


@pytest.mark.parametrize("rule,example", list(_cases("INVALID")))
def test_invalid_example_reports_and_fixes_as_documented(rule, example):
    result = _run(rule, example, fix=True)
    assert not result.errors
    reported = [f for f in result.findings if f.code == rule.CODE]
    assert reported, "the example must be reported"
    # Where and what (Fixit's range / expected_message): the first finding's line, message and fix.
    first = reported[0]
    assert (first.line, example.message in first.message) == (example.line, True), first.message
    assert first.fix == example.fix, first.fix_description or first.no_fix_reason
    if example.fix is None:
        assert example.no_fix_reason and example.no_fix_reason in (first.no_fix_reason or ""), first.no_fix_reason
    assert first.fix is None or first.fix in rule.FIX_SAFETY, "a fix safety the rule does not declare"
    if example.expected_fix is None:
        assert result.fixed_source is None, "no fix is expected for this example"
        reported = [f for f in result.findings if f.code == rule.CODE]
        assert all(f.fix is None and f.no_fix_reason for f in reported), "a withheld fix must say why"
        return
    expected = example_source(example.expected_fix)
    assert result.fixed_source is not None, "a fix is expected"
    assert result.fixed_source.decode() == expected
    # The fixed source is a fixed point: nothing left to report or change.
    again = process_source(result.fixed_source, "example.py", example_settings(rule, example), fix=True)
    assert [f.message for f in again.findings if f.code == rule.CODE] == []
    assert again.fixed_source is None


def test_codes_and_names_are_unique():
    codes = [rule.CODE for rule in RULES]
    names = [rule.NAME for rule in RULES]
    assert len(set(codes)) == len(codes)
    assert len(set(names)) == len(names)
    assert all(code.startswith("FMP") and len(code) == 6 for code in codes)


@pytest.mark.parametrize("rule", RULES, ids=[r.CODE for r in RULES])
def test_docs_have_every_section(rule):
    sections = rule.doc_sections()
    assert list(sections) == list(DOC_SECTIONS)
    assert all(sections[name] for name in DOC_SECTIONS)
    assert rule.SUMMARY and rule.NAME and rule.VALID and rule.INVALID


@pytest.mark.parametrize("rule", RULES, ids=[r.CODE for r in RULES])
def test_every_invalid_example_says_where_and_what(rule):
    for example in rule.INVALID:
        assert example.line is not None and example.message, example.code
        assert (example.fix is None) == (example.no_fix_reason is not None), example.code


@pytest.mark.parametrize("rule", RULES, ids=[r.CODE for r in RULES])
def test_declared_fix_availability_matches_the_examples(rule):
    """ruff's always / sometimes / never, held against what the examples show."""
    fixes = [example.fix for example in rule.INVALID]
    if rule.FIX is FixAvailability.NEVER:
        assert fixes == [None] * len(fixes) and rule.FIX_SAFETY == ()
    elif rule.FIX is FixAvailability.ALWAYS:
        assert None not in fixes
    else:
        assert None in fixes and any(fix is not None for fix in fixes), "sometimes: show both"
    assert {fix for fix in fixes if fix is not None} == set(rule.FIX_SAFETY), "each declared safety is shown"


@pytest.mark.parametrize("rule", RULES, ids=[r.CODE for r in RULES])
def test_docs_example_is_a_tested_example(rule):
    """The docs' Example / Use instead come from the one documented INVALID example, never by hand."""
    [documented] = [example for example in rule.INVALID if example.documented]
    sections = rule.doc_sections()
    assert example_source(documented.code).strip() in sections["Example"]
    if documented.expected_fix is not None:
        assert example_source(documented.expected_fix).strip() in sections["Use instead"]
    assert "```" not in "".join(rule.hand_written_sections().get(name, "") for name in ("Example", "Use instead"))


def test_rules_use_only_the_rule_api():
    """A rule depends on `fixmp.rule` alone (plus libcst and the standard library), never on the analysis'
    internals: the index can change shape without touching a rule."""
    import ast
    import sys
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "codemods"
    for path in sorted(folder.glob("fmp*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            elif isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                assert module == "fixmp.rule" or top in ("libcst", "__future__") or top in sys.stdlib_module_names, (
                    f"{path.name} imports {module}"
                )
    for rule in RULES:
        assert "index" not in rule.check.__code__.co_varnames, rule.CODE
