"""Sizes and work followed through the project (``fixmp.analysis.effects``): each mechanism on a small
multi-module program that hangs, beside a safe control that must stay silent."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings

LAUNCH = """
import multiprocessing as mp

from work import child


def launch(n=2):
    procs = [mp.Process(target=child, args=(r,)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
"""
CHILD = "import torch\n\n\ndef child(rank):\n    a = torch.randn(64, 64)\n    print((a @ a).sum())\n"
TINY_CHILD = "import torch\n\n\ndef child(rank):\n    print(torch.ones(4).sum().item() + rank)\n"


def _findings(tmp_path: Path, files: Dict[str, str]) -> List[Tuple[str, int]]:
    for name, text in {"launch.py": LAUNCH, "work.py": CHILD, **files}.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings)


MAIN = "from launch import launch\n{imports}\n\nif __name__ == '__main__':\n    {setup}\n    launch()\n"


def _main(setup: str, imports: str = "") -> str:
    return MAIN.format(imports=imports, setup=setup)


def test_a_size_from_a_default_argument_in_another_module(tmp_path):
    stats = "import torch\n\n\ndef stats(n=1_000_000):\n    return torch.arange(float(n)).mean()\n"
    found = _findings(tmp_path, {"stats.py": stats, "main.py": _main("stats()", "from stats import stats")})
    assert found == [("main.py", 6)]


def test_a_small_default_stays_silent(tmp_path):
    stats = "import torch\n\n\ndef stats(n=30_000):\n    return torch.arange(float(n)).sum()\n"
    assert _findings(tmp_path, {"stats.py": stats, "main.py": _main("stats()", "from stats import stats")}) == []


def test_a_size_the_caller_passes_reaches_the_callee(tmp_path):
    ranking = "import torch\n\n\ndef rank(scores):\n    return torch.sort(scores)\n"
    main = _main("rank(torch.rand(50_000))", "import torch\nfrom ranking import rank")
    assert _findings(tmp_path, {"ranking.py": ranking, "main.py": main}) == [("main.py", 7)]
    small = _main("rank(torch.rand(5_000))", "import torch\nfrom ranking import rank")
    assert _findings(tmp_path, {"ranking.py": ranking, "main.py": small}) == []


def test_self_attributes_through_super_init_and_a_method(tmp_path):
    base = """
        import torch


        class Base:
            def __init__(self, model, batch=8):
                self.model = model
                self.batch = batch
                self._check()

            def _check(self):
                self.model(torch.randn(self.batch, self.model.in_features))
    """
    trainer = "from base import Base\n\n\nclass Trainer(Base):\n    def __init__(self, model):\n" \
              "        super().__init__(model)\n"
    main = _main("Trainer(torch.nn.Linear(512, 512))", "import torch\nfrom trainer import Trainer")
    assert _findings(tmp_path, {"base.py": base, "trainer.py": trainer, "main.py": main}) == [("main.py", 7)]
    # The same program with a batch of one through a layer 64 wide is serial:
    base_one = base.replace("batch=8", "batch=1")
    main_narrow = main.replace("Linear(512, 512)", "Linear(64, 64)")
    assert _findings(tmp_path, {"base.py": base_one, "trainer.py": trainer, "main.py": main_narrow}) == []


def test_work_a_module_runs_when_it_is_imported(tmp_path):
    tables = "import torch\n\nimport config\n\nFREQ = torch.zeros(config.VOCAB)\n"
    main = _main("print(tables.FREQ.numel())", "import tables")
    found = _findings(tmp_path, {"config.py": "VOCAB = 40000\n", "tables.py": tables, "main.py": main})
    assert found == [("main.py", 6)]
    assert _findings(tmp_path, {"config.py": "VOCAB = 4000\n", "tables.py": tables, "main.py": main}) == []


def test_a_decorator_that_builds_the_class_it_registers_runs_at_import(tmp_path):
    registry = """
        REGISTRY = {}


        def register(name, **defaults):
            def deco(cls):
                REGISTRY[name] = cls
                cls.reference = cls(**defaults)
                return cls
            return deco
    """
    zoo = """
        import torch
        import torch.nn as nn

        from registry import register


        @register("cell", hidden=128)
        class Cell(nn.Module):
            def __init__(self, hidden=16):
                super().__init__()
                self.w = nn.Parameter(torch.empty(hidden, hidden))
                nn.init.orthogonal_(self.w)
    """
    found = _findings(tmp_path, {"registry.py": registry, "zoo.py": zoo, "main.py": _main("pass", "import zoo")})
    assert found == [("main.py", 6)]
    undecorated = zoo.replace('@register("cell", hidden=128)\n', "")
    assert _findings(tmp_path, {"registry.py": registry, "zoo.py": undecorated,
                                "main.py": _main("pass", "import zoo")}) == []


def test_a_plugin_that_chooses_spawn_at_import_silences_the_default_start(tmp_path):
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "__init__.py").write_text("")
    plugin = "import multiprocessing as mp\n\nmp.set_start_method('spawn', force=True)\n"
    setup = "torch.ones(512, 512) @ torch.ones(512, 512)"
    hazard = _main(setup, "import torch")
    assert _findings(tmp_path, {"plugins/spawn.py": plugin, "main.py": hazard}) == [("main.py", 6)]
    safe = _main(setup, "import torch\nimport plugins.spawn")
    assert _findings(tmp_path, {"plugins/spawn.py": plugin, "main.py": safe}) == []


def test_a_launcher_that_makes_the_parent_single_threaded_first(tmp_path):
    launch = LAUNCH.replace("def launch(n=2):\n", "def launch(n=2):\n    torch.set_num_threads(1)\n")
    launch = "import torch\n" + launch
    main = _main("torch.ones(512, 512) @ torch.ones(512, 512)", "import torch")
    assert _findings(tmp_path, {"launch.py": launch, "main.py": main}) == []


def test_a_child_of_another_module_that_only_does_small_work(tmp_path):
    main = ("import multiprocessing as mp\n\nimport torch\n\nfrom work import child\n\n"
            "if __name__ == '__main__':\n    torch.ones(512, 512) @ torch.ones(512, 512)\n"
            "    with mp.Pool(2) as pool:\n        print(pool.map(child, range(2)))\n")
    assert _findings(tmp_path, {"work.py": TINY_CHILD, "main.py": main}) == []
    assert _findings(tmp_path, {"work.py": CHILD, "main.py": main}) == [("main.py", 9)]


def test_a_process_is_reported_at_its_start_and_a_noqa_on_its_creation_still_holds(tmp_path):
    # The fork happens at `p.start()`, not at `Process(...)`: the finding points there.
    main = ("import multiprocessing as mp\n\nimport torch\n\nfrom work import child\n\n"
            "if __name__ == '__main__':\n    torch.ones(512, 512) @ torch.ones(512, 512)\n"
            "    p = mp.Process(target=child, args=(0,))\n    print('starting')\n    p.start()\n    p.join()\n")
    assert _findings(tmp_path, {"main.py": main}) == [("main.py", 11)]
    silenced = main.replace("args=(0,))\n", "args=(0,))  # noqa: FMP002\n")
    assert _findings(tmp_path, {"main.py": silenced}) == []


SHARING_TRAIN = """
import multiprocessing as mp

from work import child


def train(net, n=2):
    net.share_memory()
    procs = [mp.Process(target=child, args=(r,)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
"""


def test_a_shared_model_a_caller_hands_over_is_sized_at_the_caller(tmp_path):
    # The library cannot know the size of the model it is given: its caller decides.
    files = {"train.py": SHARING_TRAIN, "launch.py": "", "main.py": (
        "import torch\n\nfrom train import train\n\nif __name__ == '__main__':\n"
        "    train(torch.nn.Linear(512, 512))\n")}
    assert _findings(tmp_path, files) == [("main.py", 6)]
    files["main.py"] = files["main.py"].replace("Linear(512, 512)", "Linear(16, 16)")
    assert _findings(tmp_path, files) == []


def test_a_shared_model_set_on_self_from_a_parameter_is_sized_at_the_caller(tmp_path):
    trainer = """
        import multiprocessing as mp

        from work import child


        class Trainer:
            def __init__(self, model):
                self.model = model
                self.model.share_memory()

            def fit(self):
                p = mp.Process(target=child, args=(0,))
                p.start()
                p.join()
    """
    main = "import torch\n\nfrom trainer import Trainer\n\nif __name__ == '__main__':\n    Trainer({model}).fit()\n"
    files = {"trainer.py": trainer, "launch.py": "", "main.py": main.format(model="torch.nn.Linear(16, 16)")}
    assert _findings(tmp_path, files) == []
    files["main.py"] = main.format(model="torch.nn.Linear(512, 512)")
    assert _findings(tmp_path, files) == [("main.py", 6)]


def test_a_shared_model_of_unknown_size_the_library_makes_itself_is_still_reported(tmp_path):
    own = SHARING_TRAIN.replace("def train(net, n=2):\n    net.share_memory()",
                                "def train(path, n=2):\n    net = torch.load(path)\n    net.share_memory()")
    files = {"train.py": "import torch\n" + own, "launch.py": "",
             "main.py": "from train import train\n\nif __name__ == '__main__':\n    train('m.pt')\n"}
    assert ("train.py", 13) in _findings(tmp_path, files)


RUNTIME_ENV = "import os\n\n\ndef configure(threads=1):\n    os.environ['OMP_NUM_THREADS'] = str(threads)\n"
BUILD = "def build(size=128):\n    import torch\n    w = torch.empty(size, size)\n    torch.nn.init.orthogonal_(w)\n" \
        "    return w\n"
ENV_MAIN = """
import runtime_env
{top}

def main():
    runtime_env.configure(threads={threads})
    from model import build
    from launch import launch
    build()
    launch()


if __name__ == '__main__':
    main()
"""


def test_omp_num_threads_set_in_another_module_before_torch_is_first_imported(tmp_path):
    # torch is imported lazily, after a helper of another module set OMP_NUM_THREADS=1: its pool has
    # one thread, and the fork has nothing to lose.
    files = {"runtime_env.py": RUNTIME_ENV, "model.py": BUILD}
    assert _findings(tmp_path, {**files, "main.py": ENV_MAIN.format(top="", threads=1)}) == []


def test_omp_num_threads_set_after_torch_was_imported_or_to_more_than_one(tmp_path):
    files = {"runtime_env.py": RUNTIME_ENV, "model.py": BUILD}
    too_late = ENV_MAIN.format(top="import torch\n", threads=1)
    assert _findings(tmp_path, {**files, "main.py": too_late}) == [("main.py", 10)]
    two = ENV_MAIN.format(top="", threads=2)
    assert _findings(tmp_path, {**files, "main.py": two}) == [("main.py", 9)]
    imported_first = {**files, "model.py": "import torch\n\n\n" + BUILD,
                      "main.py": ENV_MAIN.format(top="import model\n", threads=1)}
    assert _findings(tmp_path, imported_first) == [("main.py", 10)]


def test_a_context_kept_on_self_starts_its_processes(tmp_path):
    evaluator = """
        import multiprocessing as mp

        from work import child


        class Evaluator:
            def __init__(self):
                self.ctx = mp.get_context("{method}")

            def run(self):
                procs = [self.ctx.Process(target=child, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
    """
    main = ("import torch\n\nfrom evaluator import Evaluator\n\nif __name__ == '__main__':\n"
            "    torch.ones(512, 512) @ torch.ones(512, 512)\n    Evaluator().run()\n")
    files = {"launch.py": "", "main.py": main}
    assert _findings(tmp_path, {**files, "evaluator.py": evaluator.replace("{method}", "fork")}) == [("main.py", 7)]
    assert _findings(tmp_path, {**files, "evaluator.py": evaluator.replace("{method}", "spawn")}) == []


PREFETCH = """
import multiprocessing as mp


def _produce(ds, seed, q):
    q.put(ds.batch(seed))


def prefetch(ds, workers=2):
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    procs = [ctx.Process(target=_produce, args=(ds, i, q)) for i in range(workers)]
    for p in procs:
        p.start()
    results = [q.get() for _ in procs]
    for p in procs:
        p.join()
    return results
"""
DATASET = """
import torch


class Dataset:
    def __init__(self, n=50_000):
        self.data = torch.full((n,), 0.5)

    def batch(self, seed, size={size}):
        x = torch.randn(size, size)
        return (x @ x).sum().item()
"""


def test_a_child_that_calls_a_method_of_what_the_caller_hands_over(tmp_path):
    # The child's module makes no torch call: the work is in the caller's dataset, sized there.
    main = "from data import Dataset\nfrom prefetch import prefetch\n\nif __name__ == '__main__':\n" \
           "    ds = Dataset()\n    print(prefetch(ds))\n"
    files = {"launch.py": "", "prefetch.py": PREFETCH, "main.py": main}
    assert _findings(tmp_path, {**files, "data.py": DATASET.replace("{size}", "256")}) == [("main.py", 6)]
    assert _findings(tmp_path, {**files, "data.py": DATASET.replace("{size}", "4")}) == []


def test_the_kinds_the_evaluator_tells_apart_by_their_exact_class_have_no_subclass():
    """``Expressions.ev`` tells a node's kind by ``type(expr) is cst.X`` (libcst's ``isinstance`` is a call into
    Python, per kind passed): right only while no libcst class derives from one of them, in any libcst installed."""
    import inspect
    import re

    import libcst as cst

    from fixmp.analysis.effects.expressions import Expressions

    kinds = re.findall(r"type\(expr\) is cst\.(\w+)", inspect.getsource(Expressions.ev))
    assert len(kinds) >= 20
    assert {kind: getattr(cst, kind).__subclasses__() for kind in kinds} == {kind: [] for kind in kinds}
