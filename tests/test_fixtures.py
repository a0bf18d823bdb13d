"""Every fixture's ``before`` rewrites to exactly its ``after``, and ``after`` is a fixed point.

Run with ``--regenerate-fixtures`` to write what fixmp produces into the ``after``
files instead (then review the diff: that is the point of the flag).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fixmp.engine import process_source
from fixmp.prove.fixtures import discover_fixtures, fixture_settings

FIXTURES = discover_fixtures(Path(__file__).resolve().parent.parent / "fixtures")


def test_fixture_set_covers_every_default_rule():
    from fixmp.rules import all_rules

    codes = {fixture.code for fixture in FIXTURES}
    assert {rule.CODE for rule in all_rules()} <= codes
    assert sum(1 for fixture in FIXTURES if fixture.code == "FMP001") >= 8


@pytest.mark.parametrize("fixture", FIXTURES, ids=[f.name for f in FIXTURES])
def test_before_fixes_to_after(fixture, request):
    settings = fixture_settings(fixture.header)
    before = fixture.before_path.read_bytes()
    result = process_source(before, str(fixture.before_path), settings, fix=True)
    assert not result.errors
    rewritten = result.fixed_source if result.fixed_source is not None else before
    if request.config.getoption("--regenerate-fixtures"):
        fixture.after_path.write_bytes(rewritten)
    assert rewritten.decode() == fixture.after_path.read_text()
    if fixture.case.startswith("no_finding"):
        assert result.findings == ()
    else:
        assert result.findings, "a fixture's before must be reported"


@pytest.mark.parametrize("fixture", FIXTURES, ids=[f.name for f in FIXTURES])
def test_after_is_a_fixed_point(fixture):
    settings = fixture_settings(fixture.header)
    after = fixture.after_path.read_bytes()
    result = process_source(after, str(fixture.after_path), settings, fix=True)
    assert result.fixed_source is None
    fixable = [f for f in result.findings if f.fix is not None and (f.fix == "safe" or settings.unsafe_fixes)]
    assert fixable == []
