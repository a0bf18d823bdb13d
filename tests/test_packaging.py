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

