"""Project-wide analysis (issue #12): a file's rules follow a call into another module of the project."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.config import Settings

CHILD = """
    def rollout(rank):
        x = torch.randn(256, 256)
        print(rank, (x @ x).shape)
"""

DRIVER = """
    import torch
    import torch.multiprocessing as mp
    {imports}
    {child}

    def main():
        {work}
        procs = [mp.Process(target=rollout, args=(r,)) for r in range(2)]
        for p in procs:
            p.start()

    if __name__ == "__main__":
        main()
"""

POLICY = """
    import torch
    from torch import nn

    class Policy(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Linear(256, 256)
            nn.init.orthogonal_(self.body.weight)
"""

SMALL_POLICY = """
    from torch import nn

    class Policy(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Linear(256, 256)
"""


def _project(root: Path, files: Dict[str, str]) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())


def _driver(imports: str, work: str, child: str = CHILD) -> str:
    return DRIVER.format(imports=imports, child=textwrap.indent(textwrap.dedent(child), "    ").strip(), work=work)


def _findings(root: Path, monkeypatch, **settings) -> List[Tuple[str, str, int, str]]:
    monkeypatch.chdir(root)
    result = engine.run([Path(".")], Settings(root=root, **settings))
    assert not result.all_errors, result.all_errors
    return [(Path(f.path).as_posix(), f.code, f.line, f.message) for f in result.findings]


def test_a_model_built_from_another_module(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP002")
    assert "Policy() runs torch.nn.init.orthogonal_() (a QR decomposition) at model.py:8" in message


def test_a_model_without_parallel_work_in_its_constructor_is_not_reported(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": SMALL_POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    assert _findings(tmp_path, monkeypatch) == []


def test_relative_star_and_module_imports_resolve(tmp_path, monkeypatch):
    helpers = """
        import torch

        def warm_up():
            a = torch.randn(512, 512)
            return a @ a
    """
    _project(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/helpers.py": helpers,
        "pkg/relative.py": _driver("from .helpers import warm_up", "warm_up()"),
        "pkg/star.py": _driver("from pkg.helpers import *", "warm_up()"),
        "pkg/whole.py": _driver("import pkg.helpers", "pkg.helpers.warm_up()"),
    })
    found = {path: (code, "helpers.py:5" in message) for path, code, _, message in _findings(tmp_path, monkeypatch)}
    assert found == {"pkg/relative.py": ("FMP002", True), "pkg/star.py": ("FMP002", True),
                     "pkg/whole.py": ("FMP002", True)}


def test_cuda_initialised_in_another_module(tmp_path, monkeypatch):
    utils = """
        import torch

        def load(model):
            return model.cuda()
    """
    child = """
        def rollout(rank):
            print(rank, torch.ones(1).cuda())
    """
    driver = _driver("from utils import load", "model = load(torch.nn.Linear(4, 4))", child)
    _project(tmp_path, {"utils.py": utils, "main.py": driver})
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP001") and "load() runs .cuda() at utils.py:4" in message


def test_an_import_cycle_ends_and_nothing_outside_the_project_is_read(tmp_path, monkeypatch):
    cycle_a = """
        from b import g

        def f():
            return g()
    """
    cycle_b = """
        from a import f

        def g():
            return f()
    """
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.py").write_text("import torch\n\ndef warm_up():\n    return torch.ones(600, 600) @ torch.ones(600, 600)\n")
    project = tmp_path / "project"
    project.mkdir()
    _project(project, {"a.py": cycle_a, "b.py": cycle_b,
                       "main.py": _driver("from a import f", "f()"),
                       "other.py": _driver("from secret import warm_up", "warm_up()")})
    monkeypatch.syspath_prepend(str(outside))
    assert _findings(project, monkeypatch) == []


def test_a_result_that_used_another_module_is_not_cached(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": SMALL_POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    assert _findings(tmp_path, monkeypatch, cache=True) == []
    (tmp_path / "model.py").write_text(textwrap.dedent(POLICY).lstrip())
    [(path, code, _, _)] = _findings(tmp_path, monkeypatch, cache=True)
    assert (path, code) == ("main.py", "FMP002")


def test_a_child_entry_point_in_another_module_that_goes_single_threaded_first(tmp_path, monkeypatch):
    """The child's target, imported from utils.py, calls torch.set_num_threads(1) before its matmul:
    the inherited pool is never used (a false alarm on a held-out project). Without that first line,
    the same project is reported, naming the target's work."""
    utils = """
        import torch

        def worker_entry(rank):
            torch.set_num_threads(1)
            m = torch.ones(512, 512)
            print(rank, float((m @ m).sum()))

        def warmup():
            m = torch.ones(1024, 1024)
            return float((m @ m).mean())
    """
    main = """
        import torch.multiprocessing as mp

        from utils import warmup, worker_entry

        if __name__ == "__main__":
            print("warm", warmup())
            ps = [mp.Process(target=worker_entry, args=(r,)) for r in range(2)]
            for p in ps:
                p.start()
    """
    _project(tmp_path, {"utils.py": utils, "main.py": main})
    assert _findings(tmp_path, monkeypatch) == []
    (tmp_path / "utils.py").write_text(textwrap.dedent(utils).replace("    torch.set_num_threads(1)\n", "").lstrip())
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP002")
    assert "the child runs `worker_entry`, which runs torch.ones() over 262,144 elements" in message, message


def test_without_a_project_root_no_folder_above_the_files_packages_is_read(tmp_path, monkeypatch):
    """No pyproject.toml: an absolute import is looked for in the file's folder and out of its packages,
    never in unrelated folders above (here a `helpers.py` two folders up, which would report)."""
    (tmp_path / "helpers.py").write_text("import torch\n\ndef warm_up():\n    return torch.ones(600, 600) @ torch.ones(600, 600)\n")
    scripts = tmp_path / "work" / "scripts"
    scripts.mkdir(parents=True)
    (scripts / "main.py").write_text(textwrap.dedent(_driver("from helpers import warm_up", "warm_up()")).lstrip())
    monkeypatch.chdir(scripts)
    result = engine.run([Path("main.py")], Settings())
    assert result.findings == () and not result.all_errors
    (scripts / "helpers.py").write_text((tmp_path / "helpers.py").read_text())  # beside it: found
    assert [f.code for f in engine.run([Path("main.py")], Settings()).findings] == ["FMP002"]
