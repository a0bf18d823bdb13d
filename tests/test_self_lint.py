"""fixmp lints itself: its own sources start processes with an explicit start method, and say so;
and they type-check under the project's mypy configuration."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import run
from fixmp.rules import all_rules

REPO = Path(__file__).resolve().parent.parent


def test_fixmp_has_no_findings_in_its_own_sources():
    every_rule = Settings(select=tuple(rule.CODE for rule in all_rules()))
    result = run([REPO / "fixmp", REPO / "codemods"], every_rule, jobs=1)
    assert result.files_scanned > 10
    assert result.all_errors == ()
    assert [f"{f.path}:{f.line} {f.code}" for f in result.findings] == []


def test_fixmp_type_checks(tmp_path):
    """``mypy`` as CI runs it (``[tool.mypy]`` of pyproject.toml: fixmp and codemods/, strict) reports nothing."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (the test extra installs it)")
    completed = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache")],
        cwd=REPO, capture_output=True, text=True, timeout=600,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "Success: no issues found" in completed.stdout


def test_fixmp_passes_ruff():
    """``ruff check .`` as CI runs it (``[tool.ruff]`` of pyproject.toml; fixtures/ are data, excluded there)."""
    if importlib.util.find_spec("ruff") is None:
        pytest.skip("ruff is not installed (the test extra installs it)")
    completed = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."], cwd=REPO,
                               capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stdout + completed.stderr
