"""The build packages every module: a package folder left out of pyproject's list installs broken.

The editable install the tests run under finds any folder; a wheel holds only the packages listed.
"""

from __future__ import annotations

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

REPO = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_for_the_build():
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    found = {
        ".".join(("fixmp",) + folder.relative_to(REPO / "fixmp").parts) if folder != REPO / "fixmp" else "fixmp"
        for folder in (REPO / "fixmp").rglob("*")
        if folder.is_dir() and (folder / "__init__.py").exists()
    } | {"fixmp"}
    assert found <= listed, f"not packaged: {sorted(found - listed)}"
    assert setuptools["package-dir"]["fixmp.codemods"] == "codemods" and "fixmp.codemods" in listed



def test_a_source_checkout_runs_its_own_rules_beside_an_editable_install_of_another(tmp_path):
    """A second checkout run with ``PYTHONPATH=.`` (an older commit cloned to compare, say), in an
    environment whose editable install maps ``fixmp.codemods`` to the first one: its engine ran the
    first checkout's rules, and its worker processes ran whatever those rules were when they started."""
    import shutil
    import subprocess

    copy = tmp_path / "checkout"
    for folder in ("fixmp", "codemods"):
        shutil.copytree(REPO / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
    rule = copy / "codemods" / "fmp006_start_method_at_import.py"
    text = rule.read_text()
    assert 'SUMMARY = "' in text
    rule.write_text(text.replace('SUMMARY = "', 'SUMMARY = "this checkout: ', 1))
    shown = subprocess.run(
        [sys.executable, "-c", "import fixmp.rules as rules; print(rules.rule_by_code('FMP006').SUMMARY); "
                               "print(rules.rule_by_code('FMP006').__module__)"],
        cwd=tmp_path, env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True,
        timeout=300)
    assert shown.returncode == 0, shown.stderr
    summary, module = shown.stdout.splitlines()
    assert summary.startswith("this checkout: ") and module == "fixmp.codemods.fmp006_start_method_at_import"
