"""A method a class inherits from a class of another module of the project: a hogwild-style trainer
whose ``train()`` (in ``base_trainer.py``) starts the workers, subclassed and run elsewhere.

The base module alone is safe; the subclass makes the parent run parallel CPU work before the
base's start (an override of a method ``train()`` calls first, or its own ``__init__``). The
finding is the caller's, at the call that reaches the start, naming the module of the start.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from fixmp import engine
from fixmp.discover.config import Settings

BASE = """
    import torch
    import torch.multiprocessing as mp


    def worker(model, rank):
        {child_first}x = torch.randn(64, 32)
        print(rank, model(x).sum().item())


    class BaseTrainer:
        def __init__(self, model, epochs):
            self.model = model
            self.epochs = epochs

        def evaluate(self):
            {evaluate}

        def train(self):
            for epoch in range(self.epochs):
                print(epoch, self.evaluate())
                procs = [mp.{context}Process(target=worker, args=(self.model, rank)) for rank in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
"""
CHEAP = "return 0.0"
HEAVY = "x = torch.randn(512, 512)\n            return (x @ x).sum().item()"

OVERRIDE = """
    import torch
    from torch import nn
    from {module} import {base}


    class MyTrainer({base}):
        def evaluate(self):
            {evaluate}


    if __name__ == "__main__":
        MyTrainer(nn.Linear(32, 32), 2).train()
"""

CONSTRUCTOR = """
    import torch
    from torch import nn
    from base_trainer import BaseTrainer


    class MyTrainer(BaseTrainer):
        def __init__(self, epochs):
            super().__init__(nn.Linear(32, 32), epochs)
            self.basis = torch.nn.init.orthogonal_(torch.empty(512, 512))


    if __name__ == "__main__":
        {run}
"""

MIDDLE = """
    from base_trainer import BaseTrainer


    class MidTrainer(BaseTrainer):
        def describe(self):
            return "mid"
"""


def _base(evaluate: str = CHEAP, context: str = "", child_first: str = "") -> str:
    return BASE.format(evaluate=evaluate, context=context, child_first=child_first)


def _override(evaluate: str = HEAVY, module: str = "base_trainer", base: str = "BaseTrainer") -> str:
    return OVERRIDE.format(evaluate=evaluate, module=module, base=base)


def _project(root: Path, files: Dict[str, str]) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())


def _findings(root: Path, monkeypatch, paths: Tuple[str, ...] = (".",), **settings) -> List[Tuple[str, str, int, str]]:
    monkeypatch.chdir(root)
    result = engine.run([Path(path) for path in paths], Settings(root=root, **settings), jobs=1)
    assert not result.all_errors, result.all_errors
    return sorted((Path(f.path).as_posix(), f.code, f.line, f.message) for f in result.findings)


def test_an_override_of_a_method_the_base_calls_before_its_start(tmp_path, monkeypatch):
    _project(tmp_path, {"base_trainer.py": _base(), "trainer.py": _override()})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code, line) == ("trainer.py", "FMP002", 13)
    assert message.startswith("BaseTrainer.train() (its Process at base_trainer.py:23) forks after the parent ran "
                              "parallel CPU work")
    assert "at line 9 (via MyTrainer.evaluate())" in message
    assert "the child runs torch work, starting with torch.randn() at base_trainer.py:6" in message


@pytest.mark.parametrize("run", ["MyTrainer(2).train()", "trainer = MyTrainer(2)\n        trainer.train()"],
                         ids=["one-expression", "bound-first"])
def test_parallel_work_in_the_subclass_constructor(tmp_path, monkeypatch, run):
    _project(tmp_path, {"base_trainer.py": _base(), "trainer.py": CONSTRUCTOR.format(run=run)})
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("trainer.py", "FMP002")
    assert message.startswith("BaseTrainer.train() (its Process at base_trainer.py:23) forks")
    assert "torch.nn.init.orthogonal_() (a QR decomposition) at line 9" in message


def test_an_inherited_method_called_on_self_in_the_subclass(tmp_path, monkeypatch):
    trainer = """
        import torch
        from torch import nn
        from base_trainer import BaseTrainer


        class MyTrainer(BaseTrainer):
            def fit(self):
                warm = torch.ones(512, 512)
                print((warm @ warm).sum())
                self.train()


        if __name__ == "__main__":
            MyTrainer(nn.Linear(32, 32), 2).fit()
    """
    _project(tmp_path, {"base_trainer.py": _base(), "trainer.py": trainer})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code, line) == ("trainer.py", "FMP002", 10)
    assert message.startswith("BaseTrainer.train() (its Process at base_trainer.py:23) forks")


def test_a_base_class_two_modules_away(tmp_path, monkeypatch):
    # trainer.py and mid_trainer.py name no process start: both are read because of what they inherit.
    _project(tmp_path, {"base_trainer.py": _base(), "mid_trainer.py": MIDDLE,
                        "trainer.py": _override(module="mid_trainer", base="MidTrainer")})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code, line) == ("trainer.py", "FMP002", 13)
    assert message.startswith("BaseTrainer.train() (its Process at base_trainer.py:23) forks")
    assert "(via MyTrainer.evaluate())" in message


def test_the_middle_class_run_directly_and_a_subclass_in_the_base_module(tmp_path, monkeypatch):
    caller = """
        import torch
        from torch import nn
        from {module} import {cls}

        if __name__ == "__main__":
            basis = torch.nn.init.orthogonal_(torch.empty(512, 512))
            {cls}(nn.Linear(32, 32), 2).train()
    """
    base = textwrap.dedent(_base()) + "\n\nclass DefaultTrainer(BaseTrainer):\n    pass\n"
    _project(tmp_path, {"base_trainer.py": base, "mid_trainer.py": MIDDLE,
                        "direct.py": caller.format(module="mid_trainer", cls="MidTrainer"),
                        "default.py": caller.format(module="base_trainer", cls="DefaultTrainer")})
    found = _findings(tmp_path, monkeypatch)
    assert [(path, code, line) for path, code, line, _ in found] == [("default.py", "FMP002", 7),
                                                                    ("direct.py", "FMP002", 7)]
    assert all(message.startswith("BaseTrainer.train() (its Process at base_trainer.py:23) forks")
               for *_, message in found)


def test_evaluation_in_the_base_is_the_base_modules_finding_alone(tmp_path, monkeypatch):
    caller = _override(evaluate="return super().evaluate()").replace("def evaluate", "def describe")
    _project(tmp_path, {"base_trainer.py": _base(evaluate=HEAVY), "trainer.py": caller})
    assert [(path, code, line) for path, code, line, _ in _findings(tmp_path, monkeypatch)] == [
        ("base_trainer.py", "FMP002", 24)]


@pytest.mark.parametrize("files", [
    # The base starts its workers through a spawn context.
    {"base_trainer.py": _base(context='get_context("spawn").'), "trainer.py": _override()},
    # The child makes itself single-threaded before its torch work.
    {"base_trainer.py": _base(child_first="torch.set_num_threads(1)\n        "), "trainer.py": _override()},
    # The override runs no parallel work (an 8x8 product is serial).
    {"base_trainer.py": _base(), "trainer.py": _override(evaluate="return float(torch.randn(8, 8).sum())")},
    # The subclass overrides train() itself: its own method, which starts nothing.
    {"base_trainer.py": _base(), "trainer.py": _override().replace("def evaluate(self):",
                                                                   "def train(self):\n            pass\n\n        def other(self):")},
    # torch's nn.Module comes first: its train() (training mode) is the one called.
    {"base_trainer.py": _base(), "trainer.py": _override().replace("class MyTrainer(BaseTrainer)",
                                                                   "class MyTrainer(nn.Module, BaseTrainer)")},
], ids=["spawn-context", "single-threaded-child", "no-parallel-work", "own-train", "library-base-first"])
def test_safe_subclasses_are_not_reported(tmp_path, monkeypatch, files):
    _project(tmp_path, files)
    assert _findings(tmp_path, monkeypatch) == []


def test_the_finding_is_the_same_however_the_project_is_checked(tmp_path, monkeypatch):
    _project(tmp_path, {"base_trainer.py": _base(), "mid_trainer.py": MIDDLE,
                        "trainer.py": _override(module="mid_trainer", base="MidTrainer")})
    whole = _findings(tmp_path, monkeypatch)
    assert len(whole) == 1
    assert _findings(tmp_path, monkeypatch, ("trainer.py",)) == whole
    assert _findings(tmp_path, monkeypatch, ("trainer.py", "mid_trainer.py", "base_trainer.py")) == whole
    assert _findings(tmp_path, monkeypatch, ("base_trainer.py", "mid_trainer.py", "trainer.py")) == whole
    monkeypatch.chdir(tmp_path)
    two = engine.run([Path(".")], Settings(root=tmp_path), jobs=2)
    assert sorted((Path(f.path).as_posix(), f.code, f.line, f.message) for f in two.findings) == whole


def test_a_cached_result_is_made_again_when_the_base_module_changes(tmp_path, monkeypatch):
    _project(tmp_path, {"base_trainer.py": _base(), "mid_trainer.py": MIDDLE,
                        "trainer.py": _override(module="mid_trainer", base="MidTrainer")})
    cache = {"cache": True, "cache_dir_from_command_line": tmp_path.parent / f"{tmp_path.name}-cache"}
    assert [code for _, code, _, _ in _findings(tmp_path, monkeypatch, **cache)] == ["FMP002"]
    assert [code for _, code, _, _ in _findings(tmp_path, monkeypatch, **cache)] == ["FMP002"]
    (tmp_path / "base_trainer.py").write_text(textwrap.dedent(_base(context='get_context("spawn").')).lstrip())
    assert _findings(tmp_path, monkeypatch, **cache) == []
