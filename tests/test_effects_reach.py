"""How far the analysis follows a program to the work its parent runs before a fork, and what it
counts as parallel (``fixmp.analysis.effects``, ``fixmp.analysis.project``): each mechanism on a
small multi-module program that hangs, beside a safe control that must stay silent.

The torch facts these rely on were measured on torch 2.13 CPU, one operation per fresh process
(the thread count before and after): ``copy.deepcopy``, ``load_state_dict`` and ``.double()`` of
``Linear(512, 512)`` start the OpenMP pool, of ``Linear(64, 64)`` they do not; ``softmax`` over two
rows or more, ``gelu`` of 16 elements, ``LayerNorm`` on 4 rows and one LSTM step start it; ``relu``,
``tanh`` and ``mean`` of 4x16 do not; ``topk`` and ``cumsum`` over 1e6 do not.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from fixmp import engine
from fixmp.discover.config import Settings

WORKERS = """
import multiprocessing as mp

import torch


def child(rank):
    a = torch.randn(64, 64)
    print(float((a @ a).sum()))


def launch(n=2):
    procs = [mp.Process(target=child, args=(r,)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
"""


def findings(tmp_path: Path, files: Dict[str, str]) -> List[Tuple[str, int]]:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).relative_to(tmp_path).as_posix(), f.line) for f in result.findings)


def main_running(setup: str, imports: str) -> str:
    return f"from workers import launch\n{imports}\n\n\ndef main():\n    {setup}\n    launch()\n\n\n" \
           "if __name__ == '__main__':\n    main()\n"


@pytest.mark.parametrize("copy, hangs", [
    ("copy.deepcopy(torch.nn.Linear(512, 512))", True),
    ("copy.deepcopy(torch.nn.Linear(64, 64))", False),
    ("torch.nn.Linear(512, 512).load_state_dict(torch.nn.Linear(512, 512).state_dict())", True),
    ("torch.nn.Linear(512, 512).double()", True),
    ("torch.nn.Linear(512, 512).to(torch.float64)", True),
    ("torch.nn.Linear(512, 512).float()", False),  # a float model's float() copies nothing
])
def test_copies_of_a_model_count_by_the_size_of_its_tensors(tmp_path, copy, hangs):
    models = f"import copy\n\nimport torch\n\n\ndef prepare():\n    return {copy}\n"
    found = findings(tmp_path, {"workers.py": WORKERS, "models.py": models,
                                "main.py": main_running("prepare()", "from models import prepare")})
    assert found == ([("main.py", 7)] if hangs else [])


def test_a_module_imported_by_name_runs_its_top_level_there(tmp_path):
    plugins = """
        import importlib

        NAMES = ("identity", "spectral")


        def load_plugins(names=NAMES):
            return {name: importlib.import_module(f"plugins.{name}") for name in names}
    """
    spectral = "import torch\n\nWINDOW = torch.hann_window(65536)\n"
    small = "import torch\n\nWINDOW = torch.hann_window(1024)\n"
    files = {"workers.py": WORKERS, "plugins/__init__.py": plugins, "plugins/identity.py": "NAME = 'identity'\n",
             "main.py": main_running("load_plugins()", "from plugins import load_plugins")}
    assert findings(tmp_path, {**files, "plugins/spectral.py": spectral}) == [("main.py", 7)]
    assert findings(tmp_path, {**files, "plugins/spectral.py": small}) == []


@pytest.mark.parametrize("work, hangs", [
    ("torch.nn.functional.normalize(torch.randn(50000, 64), dim=1)", True),  # any kernel past the grain
    ("torch.randn(1_000_000).topk(10)", False),
    ("torch.randn(1_000_000).cumsum(0)", False),
    ("torch.softmax(torch.randn(16, 4), dim=0)", True),
    ("torch.softmax(torch.randn(1, 16), dim=-1)", False),
    ("torch.nn.functional.gelu(torch.randn(16))", True),
    ("torch.relu(torch.randn(4, 16))", False),
    ("torch.nn.LayerNorm(16)(torch.randn(4, 16))", True),
    ("torch.nn.LayerNorm(16)(torch.randn(1, 16))", False),
    ("torch.nn.LSTM(8, 8)(torch.randn(1, 1, 8))", True),
    ("torch.tensor((0.5, 0.4, 0.3)).view(3, 1, 1).expand(3, 224, 224).contiguous()", True),
    ("torch.tensor((0.5, 0.4, 0.3)).view(3, 1, 1).expand(3, 224, 224)", False),  # a view: no copy
    ("torch.randn(100_000).norm()", False),  # a whole-tensor norm: serial
    ("torch.randn(512, 256).norm(dim=1)", True),
    ("torch.randn(1_000_000)[:100_000].sum()", True),
    ("torch.randn(1_000_000)[:10_000].sum()", False),
    ("torch.randn(512).topk(3).values.sum()", False),
])
def test_what_counts_as_parallel_work_in_the_parent(tmp_path, work, hangs):
    setup = f"import torch\n\n\ndef prepare():\n    return {work}\n"
    found = findings(tmp_path, {"workers.py": WORKERS, "setup.py": setup,
                                "main.py": main_running("prepare()", "from setup import prepare")})
    assert found == ([("main.py", 7)] if hangs else [])


def test_default_arguments_and_class_bodies_run_when_their_module_is_imported(tmp_path):
    quantizer = """
        import torch


        def build(k=256):
            raw = torch.randn(k, 256)
            return raw @ raw.T


        def quantize(x, codebook=build()):
            return (x @ codebook).argmax(dim=1)
    """
    table = "import torch\n\n\nclass Tables:\n    GRID = torch.linspace(0, 1, 65536)\n"
    main = "from workers import launch\nimport {module}\n\nif __name__ == '__main__':\n    launch()\n"
    assert findings(tmp_path, {"workers.py": WORKERS, "quantizer.py": quantizer,
                               "main.py": main.format(module="quantizer")}) == [("main.py", 5)]
    assert findings(tmp_path, {"workers.py": WORKERS, "quantizer.py": quantizer.replace("256", "16"),
                               "main.py": main.format(module="quantizer")}) == []
    assert findings(tmp_path, {"workers.py": WORKERS, "tables.py": table,
                               "main.py": main.format(module="tables")}) == [("main.py", 5)]


def test_an_executor_made_in_init_starts_at_its_first_submit_in_another_method(tmp_path):
    jobs = """
        from concurrent.futures import ProcessPoolExecutor


        class BackgroundJobs:
            def __init__(self, workers=2):
                self._pool = ProcessPoolExecutor(max_workers=workers)
                self._futures = []

            def submit(self, fn, *args):
                self._futures.append(self._pool.submit(fn, *args))

            def results(self):
                return [f.result() for f in self._futures]
    """
    main = """
        import torch

        from jobs import BackgroundJobs
        from tasks import task


        def main():
            reference = torch.nn.Linear(512, 512).double()
            jobs = BackgroundJobs()
            for shard in range(2):
                jobs.submit(task, shard)
            print(jobs.results(), reference.weight.dtype)


        if __name__ == "__main__":
            main()
    """
    tasks = "import torch\n\n\ndef task(shard):\n    return float(torch.randn(64, 64).matmul(torch.randn(64, 64)).sum())\n"
    files = {"jobs.py": jobs, "tasks.py": tasks}
    assert findings(tmp_path, {**files, "main.py": main}) == [("main.py", 11)]
    assert findings(tmp_path, {**files, "main.py": main.replace("512, 512", "64, 64")}) == []


def test_a_template_method_of_a_base_class_runs_the_subclass_hook_before_its_start(tmp_path):
    base = """
        import multiprocessing


        class Job:
            start_method = "fork"

            def __init__(self):
                self.ctx = multiprocessing.get_context(self.start_method)

            def prepare(self):
                pass

            def launch(self):
                procs = [self.ctx.Process(target=self.worker_fn, args=(n,)) for n in range(2)]
                for proc in procs:
                    proc.start()
                for proc in procs:
                    proc.join()

            def run(self):
                self.prepare()
                self.launch()
    """
    ranking = """
        import torch

        from jobs.base import Job
        from jobs.worker import gather


        class RankingJob(Job):
            worker_fn = staticmethod(gather)

            def __init__(self, n=100_000):
                super().__init__()
                self.scores = torch.rand(n)

            def prepare(self):
                self.order = torch.argsort(self.scores)
    """
    worker = "import torch\n\n\ndef gather(shard):\n    print(float(torch.randn(64, 64).mm(torch.randn(64, 64)).sum()))\n"
    main = "from jobs.ranking import RankingJob\n\n\ndef main():\n    RankingJob().run()\n\n\n" \
           "if __name__ == '__main__':\n    main()\n"
    files = {"jobs/__init__.py": "", "jobs/base.py": base, "jobs/worker.py": worker, "main.py": main}
    assert findings(tmp_path, {**files, "jobs/ranking.py": ranking}) == [("main.py", 5)]
    assert findings(tmp_path, {**files, "jobs/ranking.py": ranking.replace("100_000", "1_000")}) == []
    spawned = base.replace('start_method = "fork"', 'start_method = "spawn"')
    assert findings(tmp_path, {**files, "jobs/base.py": spawned, "jobs/ranking.py": ranking}) == []


def test_a_start_two_modules_away_through_a_function_that_only_relays_to_it(tmp_path):
    utils = """
        import multiprocessing


        def parallel_map(fn, items):
            with multiprocessing.Pool(2) as pool:
                return pool.map(fn, items)
    """
    sweep = "from trial import trial\nfrom utils import parallel_map\n\n\ndef run_sweep():\n" \
            "    return parallel_map(trial, [1, 2])\n"
    trial = "import torch\n\n\ndef trial(seed):\n    return float(torch.nn.Linear(128, 512)(torch.randn(64, 128)).sum())\n"
    main = """
        import torch

        from sweep import run_sweep


        def main():
            x = torch.randn(512, 128)
            x = (x - x.mean(dim=0)) / x.std(dim=0)
            print(run_sweep())


        if __name__ == "__main__":
            main()
    """
    files = {"utils.py": utils, "sweep.py": sweep, "trial.py": trial}
    assert findings(tmp_path, {**files, "main.py": main}) == [("main.py", 9)]
    assert findings(tmp_path, {**files, "main.py": main.replace("512, 128", "8, 128")}) == []


def test_a_start_method_a_launcher_defaults_to_unless_the_caller_passes_one(tmp_path):
    dist = """
        import torch.multiprocessing as mp

        DEFAULT_START_METHOD = "fork"


        def launch(fn, nprocs, start_method=DEFAULT_START_METHOD):
            mp.start_processes(fn, nprocs=nprocs, start_method=start_method)
    """
    worker = "import torch\n\n\ndef worker(rank):\n    print(float(torch.nn.Linear(512, 512)(torch.randn(8, 512)).sum()))\n"
    main = """
        import torch

        from dist import launch
        from worker import worker


        def main():
            reference = torch.nn.Linear(512, 512).double()
            launch(worker, 2{passed})
            print(reference.weight.dtype)


        if __name__ == "__main__":
            main()
    """
    files = {"dist.py": dist, "worker.py": worker}
    assert findings(tmp_path, {**files, "main.py": main.format(passed="")}) == [("main.py", 9)]
    assert findings(tmp_path, {**files, "main.py": main.format(passed=', start_method="spawn"')}) == []


def test_an_embedding_weight_cloned_before_process_subclasses_start(tmp_path):
    consumers = """
        import multiprocessing as mp

        import torch


        class Consumer(mp.Process):
            def __init__(self, rank):
                super().__init__(daemon=True)
                self.rank = rank

            def run(self):
                table = torch.randn(50000, 64)
                print(float(table.index_select(0, torch.arange(4096)).sum()))


        def start_consumers(n=2):
            consumers = [Consumer(i) for i in range(n)]
            for c in consumers:
                c.start()
            return consumers
    """
    main = """
        import torch

        from consumers import start_consumers


        def main():
            table = torch.nn.Embedding({rows}, 64)
            snapshot = table.weight.detach().clone()
            for c in start_consumers():
                c.join()
            print(tuple(snapshot.shape))


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, {"consumers.py": consumers, "main.py": main.format(rows=50000)}) == [("main.py", 9)]
    assert findings(tmp_path, {"consumers.py": consumers, "main.py": main.format(rows=100)}) == []


def test_work_a_search_could_not_size_is_refuted_with_the_callers_sizes(tmp_path):
    probe = """
        import torch


        def random_probe(encoder):
            v = torch.randn(encoder.in_features)
            return float((encoder.weight @ v).abs().max())
    """
    main = """
        import torch

        from probe import random_probe
        from workers import launch


        def main():
            encoder = torch.nn.Linear(64, 64)
            print(random_probe(encoder))
            launch()


        if __name__ == "__main__":
            main()
    """
    # A 64x64 matrix times a vector is serial (from 108 rows it threads): nothing starts the pool before the fork.
    assert findings(tmp_path, {"workers.py": WORKERS, "probe.py": probe, "main.py": main}) == []
    matrix = probe.replace("torch.randn(encoder.in_features)", "torch.randn(encoder.in_features, 64)")
    assert findings(tmp_path, {"workers.py": WORKERS, "probe.py": matrix, "main.py": main}) == [("main.py", 10)]


def test_a_child_shown_serial_with_what_it_is_handed_is_no_hazard(tmp_path):
    report = """
        import multiprocessing

        from metrics import per_class


        def report(preds, n_classes=3):
            procs = [multiprocessing.Process(target=per_class, args=(c, preds)) for c in range(n_classes)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    metrics = """
        import torch


        def per_class(class_id, preds):
            p = torch.tensor(preds)
            print(class_id, int((p == class_id).sum()))
    """
    main = """
        import torch

        from report import report


        def main():
            logits = torch.nn.Linear(256, 512)(torch.randn(64, 256))
            report(logits.argmax(dim=1).tolist())


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, {"report.py": report, "metrics.py": metrics, "main.py": main}) == []
    # The same child on the parent's whole batch of logits: a kernel over 65,536 elements.
    handed = main.replace("logits.argmax(dim=1).tolist()", "logits.tolist()").replace("256, 512", "256, 1024")
    assert findings(tmp_path, {"report.py": report, "metrics.py": metrics, "main.py": handed}) == [("main.py", 8)]


HARNESS = """
    import functools
    import multiprocessing

    _REGISTRY = []


    def _trampoline(fn):
        fn()


    def isolated(fn):
        @functools.wraps(fn)
        def wrapper():
            proc = multiprocessing.Process(target=_trampoline, args=(fn,))
            proc.start()
            proc.join()

        _REGISTRY.append(wrapper)
        return wrapper


    def run_all():
        for test in _REGISTRY:
            test()
"""


def test_a_start_the_program_reaches_only_through_a_registry_of_wrapped_functions(tmp_path):
    tests = """
        import torch

        from fixtures import GRID
        from harness import isolated


        @isolated
        def test_projection():
            print(float((GRID.reshape(256, 256) @ torch.ones(256, 64)).sum()))
    """
    main = "import harness\nimport test_ops  # registers the tests\n\n\ndef main():\n    harness.run_all()\n\n\n" \
           "if __name__ == '__main__':\n    main()\n"
    files = {"harness.py": HARNESS, "test_ops.py": tests, "main.py": main}
    assert findings(tmp_path, {**files, "fixtures.py": "import torch\n\nGRID = torch.linspace(0, 1, 65536)\n"}) \
        == [("main.py", 6)]
    # The same grid built without starting the pool (a fill the size of a serial one, then a view).
    small = "import torch\n\nGRID = torch.rand(65536)\n"
    assert findings(tmp_path, {**files, "fixtures.py": small}) == []
    # The child works on something fixmp sizes as serial: nothing to wait for in the dead pool.
    tiny = tests.replace("(GRID.reshape(256, 256) @ torch.ones(256, 64)).sum()", "torch.ones(4).sum()")
    assert findings(tmp_path, {**files, "fixtures.py": "import torch\n\nGRID = torch.linspace(0, 1, 65536)\n",
                               "test_ops.py": tiny}) == []


def test_a_program_that_sets_one_thread_after_its_work_and_before_the_fork_is_safe(tmp_path):
    tests = """
        import torch

        from harness import isolated


        @isolated
        def test_projection():
            print(float((torch.ones(256, 256) @ torch.ones(256, 64)).sum()))
    """
    main = """
        import torch

        import harness
        import test_ops


        def main():
            reference = torch.linspace(0, 1, 65536)
            {single}
            harness.run_all()
            print(float(reference.sum()))


        if __name__ == "__main__":
            main()
    """
    files = {"harness.py": HARNESS, "test_ops.py": tests}
    assert findings(tmp_path, {**files, "main.py": main.format(single="pass")}) == [("main.py", 10)]
    assert findings(tmp_path, {**files, "main.py": main.format(single="torch.set_num_threads(1)")}) == []


def test_a_pool_initializer_of_another_module_that_pins_one_thread(tmp_path):
    """Cures another module holds (this test and the next two: safe programs of heldout/2026-12-03 the
    round-3 widening first reported): a pool initializer that is another module's static method pinning
    one thread by a class attribute."""
    tasks = "import torch\n\n\ndef task(n):\n    return float(torch.ones(64, 64).matmul(torch.ones(64, 64)).sum())\n"
    setup = """
        import torch


        class WorkerSetup:
            threads = {threads}

            @staticmethod
            def init(seed):
                torch.set_num_threads(WorkerSetup.threads)
                torch.manual_seed(seed)
    """
    pinned_pool = """
        import multiprocessing

        import torch

        from tasks import task
        from worker_setup import WorkerSetup


        def main():
            order = torch.argsort(torch.rand(200000))
            with multiprocessing.Pool(2, initializer=WorkerSetup.init, initargs=(7,)) as pool:
                print(pool.map(task, range(2)), int(order[0]))


        if __name__ == "__main__":
            main()
    """
    files = {"tasks.py": tasks, "main.py": pinned_pool}
    assert findings(tmp_path, {**files, "worker_setup.py": setup.format(threads=1)}) == []
    assert findings(tmp_path, {**files, "worker_setup.py": setup.format(threads=2)}) == [("main.py", 11)]


def test_a_context_manager_that_pins_one_thread_around_another_modules_start(tmp_path):
    threads = """
        import contextlib

        import torch


        @contextlib.contextmanager
        def intra_op_threads(n):
            previous = torch.get_num_threads()
            torch.set_num_threads(n)
            try:
                yield
            finally:
                torch.set_num_threads(previous)
    """
    pipeline = """
        from concurrent.futures import ProcessPoolExecutor

        import torch

        from threads import intra_op_threads


        def augment(seed):
            return float(torch.ones(64, 64).matmul(torch.ones(64, 64)).sum())


        def run(seeds):
            with intra_op_threads({n}):
                with ProcessPoolExecutor(max_workers=2) as ex:
                    return sorted(ex.map(augment, seeds))
    """
    main = """
        import torch

        from pipeline import run


        def main():
            reference = torch.nn.functional.normalize(torch.randn(50000, 64), dim=1)
            print(run(range(2)), tuple(reference.shape))


        if __name__ == "__main__":
            main()
    """
    files = {"threads.py": threads, "main.py": main}
    assert findings(tmp_path, {**files, "pipeline.py": pipeline.format(n=1)}) == []
    assert findings(tmp_path, {**files, "pipeline.py": pipeline.format(n=2)}) == [("main.py", 8)]


def test_one_thread_set_by_a_configuration_call_before_torch_is_imported(tmp_path):
    config = """
        import os

        SETTINGS = {"threads": 1}


        def apply_thread_env():
            os.environ["OMP_NUM_THREADS"] = str(SETTINGS["threads"])
    """
    main = """
        import runtime_config

        runtime_config.apply_thread_env()

        import torch  # noqa: E402

        from workers import launch  # noqa: E402


        def main():
            table = torch.nn.functional.normalize(torch.randn(50000, 64), dim=1)
            launch()
            print(tuple(table.shape))


        if __name__ == "__main__":
            main()
    """
    files = {"workers.py": WORKERS, "main.py": main}
    assert findings(tmp_path, {**files, "runtime_config.py": config}) == []
    assert findings(tmp_path, {**files, "runtime_config.py": config.replace('"threads": 1', '"threads": 2')}) \
        == [("main.py", 12)]


@pytest.mark.parametrize("module, use", [
    # A dataclass field whose default_factory runs for each instance built.
    ("import dataclasses\n\nimport torch\n\n\ndef causal_mask(n={n}):\n    return torch.ones(n, n).tril()\n\n\n"
     "@dataclasses.dataclass\nclass Settings:\n    mask: torch.Tensor = dataclasses.field(default_factory=causal_mask)\n",
     "Settings()"),
    # A module's __getattr__ (PEP 562) computing a statistic on first access.
    ("import torch\n\n\ndef __getattr__(name):\n    if name == 'MEAN':\n"
     "        return torch.randn({n}, 128).mean(dim=0)\n    raise AttributeError(name)\n",
     "setup.MEAN"),
])
@pytest.mark.parametrize("n, hangs_at", [(512, True), (8, False)])
def test_values_made_when_a_dataclass_is_built_or_a_module_attribute_is_read(tmp_path, module, use, n, hangs_at):
    main = main_running(use if use.startswith("setup.") else f"setup.{use}", "import setup")
    found = findings(tmp_path, {"workers.py": WORKERS, "setup.py": module.format(n=n), "main.py": main})
    assert found == ([("main.py", 7)] if hangs_at else [])


def test_a_start_method_read_from_the_environment_is_its_default_when_unset(tmp_path):
    context = "import multiprocessing\nimport os\n\nCTX = multiprocessing.get_context(os.environ.get('METHOD', '{m}'))\n"
    service = """
        import torch

        from context import CTX


        def child(rank):
            print(float(torch.ones(64, 64).mm(torch.ones(64, 64)).sum()))


        def serve():
            procs = [CTX.Process(target=child, args=(r,)) for r in range(2)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = main_running("torch.argsort(torch.rand(200_000))", "import torch\nfrom service import serve") \
        .replace("launch()", "serve()").replace("from workers import launch\n", "")
    files = {"service.py": service, "main.py": main}
    assert findings(tmp_path, {**files, "context.py": context.format(m="fork")}) == [("main.py", 7)]
    assert findings(tmp_path, {**files, "context.py": context.format(m="spawn")}) == []
