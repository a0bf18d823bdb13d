"""fixmp lints itself: its own sources start processes with an explicit start method, and say so."""

from __future__ import annotations

from pathlib import Path

from fixmp.config import Settings
from fixmp.engine import run
from fixmp.rules import all_rules

REPO = Path(__file__).resolve().parent.parent


def test_fixmp_has_no_findings_in_its_own_sources():
    every_rule = Settings(select=tuple(rule.CODE for rule in all_rules()))
    result = run([REPO / "fixmp", REPO / "codemods"], every_rule, jobs=1)
    assert result.files_scanned > 10
    assert result.all_errors == ()
    assert [f"{f.path}:{f.line} {f.code}" for f in result.findings] == []
