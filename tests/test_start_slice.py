"""A light summary reads a slice of a large module (``fixmp.analysis.start_slice``): what may take part in a
process start, every line where it was. Its answers are those of the whole module; what is cut is only what
nothing kept can call by name."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, Optional, Tuple

import pytest

from fixmp import engine
from fixmp.analysis import project as project_module
from fixmp.analysis.facts import ModuleFacts
from fixmp.analysis.project import Project
from fixmp.analysis.start_slice import MIN_SLICED_BYTES, start_slice
from fixmp.discover.config import Settings


def _filler(count: int) -> str:
    """Functions that take no part in a start: what a slice cuts."""
    return "".join(f"\n\ndef unrelated_{n}(rows):\n    total = 0\n    for row in rows:\n        total += row * {n}\n"
                   f"    return total\n" for n in range(count))


WORKERS = textwrap.dedent('''\
    import multiprocessing as mp

    import torch
    from torch import nn


    def build_model():
        model = nn.Linear(256, 256)
        nn.init.orthogonal_(model.weight)
        return model


    def child(rank):
        import json
        torch.set_num_threads(1)
        return helper(rank)


    def helper(rank):
        return torch.ones(4).sum() + rank


    def start_workers(count):
        model = build_model()
        procs = [mp.Process(target=child, args=(n,)) for n in range(count)]
        for proc in procs:
            proc.start()
        return procs, model


    def run_all():
        return start_workers(2)


    class Trainer:
        def fit(self):
            return run_all()


    class SubTrainer(Trainer):
        pass


    HANDLERS = []
    HANDLERS.append(start_workers)


    def run_handlers():
        for handler in HANDLERS:
            handler(2)


    @staticmethod
    def formatting(value):
        import csv
        from os import path as os_path
        return str(value)
    ''') + _filler(400)

KEPT = ("build_model", "child", "helper", "start_workers", "run_all", "Trainer", "SubTrainer", "run_handlers")


def _sliced(source: str, imported: Tuple[str, ...] = ()) -> Optional[str]:
    sliced = start_slice(source.encode(), frozenset(imported))
    return sliced.decode() if sliced is not None else None


def test_the_slice_keeps_what_a_start_takes_part_in_and_every_line_where_it_was():
    sliced = _sliced(WORKERS)
    assert sliced is not None
    whole_lines, sliced_lines = WORKERS.splitlines(), sliced.splitlines()
    assert len(sliced_lines) == len(whole_lines)
    for name in KEPT:  # the start, its callers, what it and the child call, a class built on a caller
        header = next(number for number, line in enumerate(whole_lines) if line.startswith(("def ", "class "))
                      and line.split()[1].split("(")[0].rstrip(":") == name)
        assert sliced_lines[header] == whole_lines[header]
    # What nothing kept names is a stub of the same name on its first line (the decorator's), its imports kept.
    first = whole_lines.index("@staticmethod")
    assert sliced_lines[first] == "def formatting(*args, **kwargs):"
    assert sliced_lines[first + 2] == "    import csv"
    assert sliced_lines[first + 3] == "    from os import path as os_path"
    assert "return str(value)" not in sliced
    assert "def unrelated_7(*args, **kwargs): ..." in sliced_lines
    assert len(sliced) < len(WORKERS) / 2
    compile(sliced, "workers.py", "exec")


@pytest.mark.parametrize("why, source", [
    ("too small to be worth a tree of its own", WORKERS.split("def unrelated_0")[0]),
    ("reaches its globals by a name made at run time", WORKERS + "\n\ndef by_name(name):\n    return globals()[name]()\n"),
    ("Python's parser cannot read it", WORKERS + "\nprint 'python 2'\n"),
    ("nearly all of it takes part in a start", WORKERS.replace("total += row", "start_workers(row); total += row")),
])
def test_a_module_is_read_whole(why, source):
    assert len(source) >= MIN_SLICED_BYTES or why.startswith("too small")
    assert _sliced(source) is None, why


FANOUT = '''
import functools
import multiprocessing


def fan_out(processes=2):
    def deco(fn):
        @functools.wraps(fn)
        def many(items):
            with multiprocessing.Pool(processes) as pool:
                return pool.map(fn, items)
        return many
    return deco
'''

YIELDS = '''
import torch

from fanout import fan_out


def histogram(diams):
    return torch.bucketize(diams, torch.linspace(15.0, 60.0, 10))


@fan_out(processes=2)
def cutting_pattern(diams):
    return int(torch.floor(diams.repeat(20) / 5.0).sum())
'''


def _project(root: Path, files: Dict[str, str]) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    for name, text in files.items():
        (root / name).write_text(textwrap.dedent(text).lstrip())


def _light_facts(root: Path, importer: str, module: str, monkeypatch, slicing: bool) -> Tuple[ModuleFacts, bool]:
    """The light summary of ``module``, and whether a slice of it was read."""
    with monkeypatch.context() as patch:
        if not slicing:
            patch.setattr(project_module, "start_slice", lambda *args: None)
        project = Project(root, 1_000_000, None)
        facts = project.facts(str(root / importer), module, light=True)
        assert facts is not None
        return facts, any(sliced is not None for sliced in project._slices.values())


def _answers(facts: ModuleFacts) -> tuple:
    return facts.starts, facts.names, facts.exports, facts.gave_up


@pytest.mark.parametrize("files, module, started", [
    ({"workers.py": WORKERS}, "workers", {"start_workers", "run_all"}),
    # The decorator that starts the processes is another module's, and the definition's own text.
    ({"fanout.py": FANOUT, "yields.py": YIELDS + _filler(400)}, "yields", {"cutting_pattern"}),
])
def test_the_light_summary_of_the_slice_is_that_of_the_whole_module(tmp_path, monkeypatch, files, module, started):
    _project(tmp_path, {**files, "main.py": f"import {module}\n"})
    sliced, slice_read = _light_facts(tmp_path, "main.py", module, monkeypatch, slicing=True)
    whole, whole_slice_read = _light_facts(tmp_path, "main.py", module, monkeypatch, slicing=False)
    assert slice_read and not whole_slice_read
    assert started <= set(sliced.starts)
    assert _answers(sliced) == _answers(whole)
    assert sliced.consulted <= whole.consulted


def test_a_decorated_function_is_its_decorators_start_name(tmp_path, monkeypatch):
    """The bytes' start names read a decorator as the text of the definition below it, not the one above: a
    file that calls ``cutting_pattern`` (and names no start itself) is analysed for what it starts."""
    caller = "import torch\nfrom yields import cutting_pattern\n\nprint(cutting_pattern([torch.ones(3)]))\n"
    _project(tmp_path, {"fanout.py": FANOUT, "yields.py": YIELDS, "caller.py": caller})
    project = Project(tmp_path, 1_000_000, None)
    assert project.start_names(str(tmp_path / "caller.py"), "yields") == frozenset({"cutting_pattern"})
    monkeypatch.chdir(tmp_path)
    settings = Settings(root=tmp_path, cache=False)
    assert engine.calls_a_project_start(caller.encode(), str(tmp_path / "caller.py"), settings)


def test_the_slice_reads_the_modules_own_bytes_alone(tmp_path, monkeypatch):
    """What a slice keeps is read from the module's bytes and where its imports lead, never from what the modules
    it imports hold: a summary depends on every module read to make it, and is made again after an edit of any
    (start names read three imports deep had made lhotse's summaries after one leaf edit 126, not 20)."""
    big = "from launch import run_workers\nimport helpers\n\n\ndef go():\n    return run_workers(2)\n" + _filler(400)
    _project(tmp_path, {"big.py": big, "launch.py": FANOUT + "\n\ndef run_workers(n):\n    return n\n",
                        "helpers.py": "import launch\n", "main.py": "import big\n"})
    project = Project(tmp_path, 1_000_000, None)
    project.source(tmp_path / "big.py")
    read = []
    real = Project.source

    def reading(self, path):
        read.append(Path(path).name)
        return real(self, path)

    monkeypatch.setattr(Project, "source", reading)
    sliced = project._slice(str(tmp_path / "big.py"))
    assert sliced is not None and b"def go():\n    return run_workers(2)\n" in sliced
    assert set(read) <= {"big.py"}
