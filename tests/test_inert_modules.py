"""Inert modules (``fixmp.analysis.inert``): a module whose top level only binds its names and imports is
imported by a program run without being parsed, and run where the program first reads a name of it. What
the program run finds must not change: the values it reads from such a module, the work done by the modules
it imports, and the classes it defines (``__subclasses__``) are all still seen."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

from fixmp import engine
from fixmp.analysis.inert import ImportLine, inert_top_level_imports
from fixmp.analysis.project import Project
from fixmp.discover.config import Settings


def imports_if_inert(source: str, project: Tuple[str, ...] = ("shop",)) -> Optional[Tuple[ImportLine, ...]]:
    return inert_top_level_imports(textwrap.dedent(source).encode(),
                                   lambda module: module.startswith(".") or module.split(".")[0] in project)


# -- which top levels are inert ---------------------------------------------------------------------------
@pytest.mark.parametrize("source", [
    '"""Docs."""\nimport os\nfrom . import sizes\nfrom .sizes import SIZE as S\n',
    "import logging\nlogger = logging.getLogger(__name__)\n",
    "from typing import Dict, TypeVar\nT = TypeVar('T')\nTable = Dict[str, int]\n",
    "from dataclasses import dataclass, field\n@dataclass(frozen=True)\nclass Config:\n"
    "    size: int = 4\n    names: list = field(default_factory=list)\n",
    "from abc import ABCMeta, abstractmethod\nclass Base(metaclass=ABCMeta):\n    @abstractmethod\n"
    "    def run(self):\n        print(compute())\nclass Child(Base):\n    pass\n",
    "import torch\nclass Net(torch.nn.Module):\n    def forward(self, x):\n        return x @ x\n",
    "from shop.sizes import SIZE\nDOUBLE = 2\nWIDE = DOUBLE * 4\n__all__ = ['WIDE']\n__all__ += ['DOUBLE']\n",
    "import sys\nif sys.version_info >= (3, 8):\n    KIND = 'new'\nelse:\n    KIND = 'old'\n",
    "try:\n    import orjson as json\nexcept ImportError:\n    json = None\n",
    "def main():\n    print(work())\n\nif __name__ == '__main__':\n    main()\n",
    "def build(size=4, scale=lambda x: x * 2):\n    return size\n",
])
def test_a_top_level_that_binds_names_and_imports_is_inert(source):
    assert imports_if_inert(source) is not None


@pytest.mark.parametrize("source", [
    "from shop.tools import warm\nwarm()\n",  # a call statement
    "import torch\nBASIS = torch.ones(512, 512) @ torch.ones(512, 512)\n",  # a library call not known inert
    "from shop.registry import register\n@register\ndef plugin():\n    pass\n",  # a decorator of the project
    "from shop.registry import Plugin\nclass Mine(Plugin):\n    pass\n",  # a base of the project: its hooks
    "class Base:\n    def __init_subclass__(cls):\n        print(cls)\nclass Child(Base):\n    pass\n",
    "from shop.meta import Registry\nclass Mine(metaclass=Registry):\n    pass\n",
    "import os\nif os.environ.get('FAST'):\n    import shop.fast\n",  # an import under an ``if``
    "from shop.config import settings\nsettings.size = 4\n",  # an object's attribute set
    "TABLE = {}\nTABLE['a'] = 1\n",
    "for name in ('a', 'b'):\n    pass\n",
    "from shop.config import DEFAULT\nSCALED = DEFAULT * 2\n",  # an operator on an object of the project
    "from shop.config import Descriptor\nclass Holder:\n    field = Descriptor\n",  # its ``__set_name__``
    "import numpy as np\nN = np.zeros(4)\n",
    "import os\nos = 1\nPATH = os.path.join('a', 'b')\n",  # a name bound twice is not the library's
    "def broken(:\n",
])
def test_a_top_level_that_may_act_is_not_inert(source):
    assert imports_if_inert(source) is None


def test_the_import_lines_are_given_in_order_with_their_names():
    lines = imports_if_inert("import os.path, sys\nfrom .sizes import SIZE, WIDE\nfrom . import tables\n"
                             "from shop.all import *\n")
    assert lines == (ImportLine(None, ("os.path", "sys")), ImportLine(".sizes", ("SIZE", "WIDE")),
                     ImportLine(".", ("tables",)), ImportLine("shop.all", None))


# -- what a program run reads of them -----------------------------------------------------------------------
MAIN = """
    import multiprocessing as mp

    import torch

    import shop


    def work(i):
        print(float((torch.ones(256, 256) @ torch.ones(256, 256)).sum()))


    def main():
        basis = torch.ones(shop.SIZE, shop.SIZE) @ torch.ones(shop.SIZE, shop.SIZE)
        print(float(basis.sum()))
        with mp.Pool(2) as pool:
            pool.map(work, range(2))


    if __name__ == "__main__":
        main()
"""
SHOP = """
    from .sizes import SIZE
    from . import tables
"""


def run(tmp_path: Path, files: Dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Tuple[List[Tuple[str, int]],
                                                                                           List[str]]:
    """The findings of FMP002, and the modules of the project a program run parsed."""
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    parsed: List[str] = []
    program_index = Project.program_index

    def recording(self: Project, path: Path) -> object:
        parsed.append(str(Path(path).relative_to(tmp_path)))
        return program_index(self, path)

    monkeypatch.setattr(Project, "program_index", recording)
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings), sorted(set(parsed))


@pytest.mark.parametrize("size, found", [("2048", True), ("2", False)])
def test_a_value_read_from_an_inert_module_is_its_top_levels_and_a_module_never_read_is_not_parsed(
        tmp_path, monkeypatch, size, found):
    files = {"main.py": MAIN, "shop/__init__.py": SHOP, "shop/sizes.py": f"SIZE = {size}\n",
             "shop/tables.py": "NAMES = {'a': 1}\n"}
    findings, parsed = run(tmp_path, files, monkeypatch)
    assert bool(findings) is found
    assert "shop/tables.py" not in parsed  # imported, never read
    assert "shop/sizes.py" in parsed


@pytest.mark.parametrize("size, found", [("1024", True), ("2", False)])
def test_the_work_of_a_module_an_inert_one_imports_is_seen_though_nothing_of_it_is_read(
        tmp_path, monkeypatch, size, found):
    main = MAIN.replace("torch.ones(shop.SIZE, shop.SIZE) @ torch.ones(shop.SIZE, shop.SIZE)", "torch.ones(2)")
    warm = f"import torch\n\nBASIS = torch.ones({size}, {size}) @ torch.ones({size}, {size})\n"
    files = {"main.py": main, "shop/__init__.py": "from . import warm\n", "shop/warm.py": warm}
    findings, parsed = run(tmp_path, files, monkeypatch)
    assert bool(findings) is found
    assert "shop/__init__.py" not in parsed and "shop/warm.py" in parsed


def test_the_subclasses_an_inert_module_defines_are_listed_though_it_was_not_read(tmp_path, monkeypatch):
    # The plugin package is inert and imports its plugins' modules; the program never reads ``heavy`` by
    # name, and runs every subclass of ``Step`` it finds.
    main = """
        import multiprocessing as mp

        import torch

        import plugins
        from plugins.base import Step


        def work(i):
            print(float((torch.ones(256, 256) @ torch.ones(256, 256)).sum()))


        def main():
            for step in Step.__subclasses__():
                step().run()
            with mp.Pool(2) as pool:
                pool.map(work, range(2))


        if __name__ == "__main__":
            main()
    """
    base = """
        class Step:
            def run(self):
                pass
    """
    heavy = """
        import torch

        from plugins.base import Step


        class Heavy(Step):
            def run(self):
                print(float((torch.ones(2048, 2048) @ torch.ones(2048, 2048)).sum()))
    """
    files = {"main.py": main, "plugins/__init__.py": "from . import base, heavy\n", "plugins/base.py": base,
             "plugins/heavy.py": heavy}
    findings, _ = run(tmp_path, files, monkeypatch)
    assert findings  # Heavy's matmul runs before the pool


@pytest.mark.parametrize("size, found", [("2048", True), ("2", False)])
def test_a_name_an_inert_package_star_imports_is_read_through_it(tmp_path, monkeypatch, size, found):
    # (A function: a constant brought by a star import is not read through it, lazily or not.)
    main = MAIN.replace("import shop\n", "from shop import side\n").replace("shop.SIZE", "side()")
    sizes = f"SIZE = {size}\n\n\ndef side():\n    return SIZE\n"
    files = {"main.py": main, "shop/__init__.py": "from .sizes import *\n", "shop/sizes.py": sizes}
    findings, parsed = run(tmp_path, files, monkeypatch)
    assert bool(findings) is found
    assert "shop/sizes.py" in parsed


@pytest.mark.parametrize("size, found", [("2048", True), ("2", False)])
def test_inert_modules_that_import_each_other_are_each_run_once_where_read(tmp_path, monkeypatch, size, found):
    main = MAIN.replace("import shop\n", "from shop import first\n").replace("shop.SIZE", "first.SIZE")
    files = {"main.py": main, "shop/__init__.py": "", "shop/first.py": f"from . import second\n\nSIZE = {size}\n",
             "shop/second.py": "from . import first\n\nWIDTH = 4\n"}
    findings, parsed = run(tmp_path, files, monkeypatch)
    assert bool(findings) is found
    assert "shop/second.py" not in parsed


def test_whether_a_module_is_inert_does_not_depend_on_what_the_process_parsed_before(tmp_path):
    # (A verdict is a function of the code: a program run elsewhere in the same worker, which indexed the
    # module first, must not send it the other way.)
    (tmp_path / "sizes.py").write_text("SIZE = 4\n")
    fresh, indexed = Project(tmp_path), Project(tmp_path)
    assert indexed.program_index(tmp_path / "sizes.py") is not None
    assert fresh.inert_imports(tmp_path / "sizes.py", ()) == indexed.inert_imports(tmp_path / "sizes.py", ()) == ()
