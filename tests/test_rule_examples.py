"""Tests generated from every rule's VALID / INVALID examples (as Fixit does)."""

from __future__ import annotations

import textwrap

import pytest

from fixmp.config import Settings
from fixmp.engine import process_source
from fixmp.rules import DOC_SECTIONS, all_rules

RULES = all_rules()


def _settings(rule, example) -> Settings:
    return Settings(select=(rule.CODE,), unsafe_fixes=True).replace(**example.settings)


def _cases(kind):
    for rule in RULES:
        for number, example in enumerate(getattr(rule, kind)):
            yield pytest.param(rule, example, id=f"{rule.CODE}-{kind.lower()}-{number}")


def _run(rule, example, fix=False):
    source = textwrap.dedent(example.code).lstrip("\n").encode()
    return process_source(source, "example.py", _settings(rule, example), fix=fix)


@pytest.mark.parametrize("rule,example", list(_cases("VALID")))
def test_valid_example_reports_nothing(rule, example):
    result = _run(rule, example)
    assert not result.errors
    assert [f.message for f in result.findings if f.code == rule.CODE] == []


@pytest.mark.parametrize("rule,example", list(_cases("INVALID")))
def test_invalid_example_reports_and_fixes_as_documented(rule, example):
    result = _run(rule, example, fix=True)
    assert not result.errors
    assert any(f.code == rule.CODE for f in result.findings), "the example must be reported"
    if example.expected_fix is None:
        assert result.fixed_source is None, "no fix is expected for this example"
        reported = [f for f in result.findings if f.code == rule.CODE]
        assert all(f.fix is None and f.no_fix_reason for f in reported), "a withheld fix must say why"
        return
    expected = textwrap.dedent(example.expected_fix).lstrip("\n")
    assert result.fixed_source is not None, "a fix is expected"
    assert result.fixed_source.decode() == expected
    # The fixed source is a fixed point: nothing left to report or change.
    again = process_source(result.fixed_source, "example.py", _settings(rule, example), fix=True)
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
