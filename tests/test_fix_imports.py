"""An import a fix adds goes where isort puts it (ruff's ``I`` rules at their defaults find nothing to move):
``import torch`` in the block that imports from torch, after the plain imports that sort before it and
before the block's first ``from`` import; never above ``from __future__``."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import fix_source

SETTINGS = Settings(select=("FMP003",), unsafe_fixes=True)

MODEL = """

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(4, 4)
            nn.init.orthogonal_(self.fc.weight)


    def main():
        net = Net()
        mp.Process(target=print).start()
"""


def _fixed(header: str) -> str:
    source = textwrap.dedent(header).lstrip() + textwrap.dedent(MODEL)
    fixed = fix_source(source, "m.py", SETTINGS)
    assert "with torch.random.fork_rng(devices=[]):" in fixed  # the premise: the fix needs torch
    return fixed


def _isort_clean(tmp_path: Path, source: str) -> bool:
    path = tmp_path / "m.py"
    path.write_text(source)
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--isolated", "--select", "I", str(path)],
                          capture_output=True, text=True)
    return done.returncode == 0


@pytest.mark.parametrize("header, expected", [
    ("""
        import multiprocessing as mp
        import os

        import numpy as np
        from numpy import linalg
        from torch import nn
     """, "import numpy as np\nimport torch\nfrom numpy import linalg\nfrom torch import nn\n"),
    ("""
        import multiprocessing as mp

        from torch import nn
     """, "import multiprocessing as mp\n\nimport torch\nfrom torch import nn\n"),
    ("""
        from __future__ import annotations

        import multiprocessing as mp

        import zarr
        from torch import nn
     """, "import torch\nimport zarr\nfrom torch import nn\n"),
])
def test_import_torch_goes_where_isort_puts_it(tmp_path, header, expected):
    fixed = _fixed(header)
    assert expected in fixed
    assert fixed.count("import torch\n") == 1
    if _has_ruff():
        assert _isort_clean(tmp_path, fixed), fixed


def test_a_module_whose_torch_is_imported_in_a_function_gets_the_import_as_before():
    """No top-level import of torch's to sit beside: libcst's AddImportsVisitor places it, as it always did."""
    source = textwrap.dedent("""
        import multiprocessing as mp


        def build():
            from torch import nn

            layer = nn.Linear(4, 4)
            nn.init.orthogonal_(layer.weight)
            return layer


        def main():
            layer = build()
            mp.Process(target=print).start()
    """).lstrip()
    fixed = fix_source(source, "m.py", SETTINGS)
    assert "with torch.random.fork_rng(devices=[]):" in fixed
    assert fixed.startswith("import multiprocessing as mp\nimport torch\n")


def _has_ruff() -> bool:
    return subprocess.run([sys.executable, "-m", "ruff", "--version"], capture_output=True).returncode == 0
