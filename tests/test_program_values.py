"""The program run follows values that realistic programs take their sizes and pools from: settings
files of their own folder (json, an INI file through configparser), the command line at its defaults
(``sys.argv`` without arguments), pools and executors handed on as values (made in ``__enter__``,
used by a method; handed to ``loop.run_in_executor`` in another module; entered through an
``ExitStack``), ``unfold`` windows, ``None`` and ``...`` in subscripts; and, for spawn, a list of
lambdas an argument holds. Each beside a control that differs in one fact."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings

CHILD = """
    import torch


    def child_work(seed):
        g = torch.Generator().manual_seed(seed)
        a = torch.rand(128, 128, generator=g)
        return seed, float((a @ a).mean())
"""


def write(tmp_path: Path, files: Dict[str, str]) -> None:
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())


def findings(tmp_path: Path, code: str, files: Dict[str, str], cache: bool = False,
             preview: bool = False) -> List[Tuple[str, int]]:
    write(tmp_path, files)
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,), cache=cache, preview=preview), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings)


JSON_MAIN = """
    import json
    import multiprocessing as mp
    from pathlib import Path

    import torch

    from work import child_work


    def main():
        cfg = json.loads((Path(__file__).parent / "settings.json").read_text())
        x = torch.rand(cfg["grid"], cfg["grid"])
        print(float((x @ x).sum()))
        with mp.Pool(cfg["workers"]) as pool:
            print(pool.map(child_work, range(2)))


    if __name__ == "__main__":
        main()
"""


def test_sizes_from_a_json_settings_file_and_a_changed_file_is_read_again(tmp_path):
    files = {"work.py": CHILD, "main.py": JSON_MAIN}
    (tmp_path / "settings.json").write_text('{"grid": 256, "workers": 2}')
    assert findings(tmp_path, "FMP002", files, cache=True) == [("main.py", 14)]
    # The settings file is an input of the cached result: an 8x8 grid is serial.
    (tmp_path / "settings.json").write_text('{"grid": 8, "workers": 2}')
    assert findings(tmp_path, "FMP002", files, cache=True) == []
    # Without it the grid's size is unknown, and a matmul of unknown size before a fork is reported.
    (tmp_path / "settings.json").unlink()
    assert findings(tmp_path, "FMP002", files, cache=True) == [("main.py", 14)]


def test_a_settings_file_outside_the_project_is_not_read(tmp_path):
    project = tmp_path / "project"
    project.mkdir()
    # Read, its 8x8 grid would be serial: the finding says the size stayed unknown.
    (tmp_path / "settings.json").write_text('{"grid": 8, "workers": 2}')
    main = JSON_MAIN.replace('(Path(__file__).parent / "settings.json")', '(Path(__file__).parent.parent / "settings.json")')
    assert findings(project, "FMP002", {"work.py": CHILD, "main.py": main}) == [("main.py", 14)]
    (project / "settings.json").write_text('{"grid": 8, "workers": 2}')
    assert findings(project, "FMP002", {"work.py": CHILD, "main.py": JSON_MAIN}) == []


INI_MAIN = """
    import configparser
    import os
    from concurrent.futures import ProcessPoolExecutor
    from contextlib import ExitStack

    import torch

    from work import child_work


    def load(path):
        cp = configparser.ConfigParser()
        cp.read(path)
        return cp.getint("system", "bodies"), cp["run"].getint("workers")


    def main():
        bodies, workers = load(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sim.ini"))
        pos = torch.rand(bodies, 3)
        diff = pos[:, None, :] - pos[None, :, :]
        print(float(diff[..., 0].sum()))
        with ExitStack() as stack:
            pool = stack.enter_context(ProcessPoolExecutor(max_workers=workers))
            futures = {{pool.submit(child_work, s): s for s in range(2)}}
            print([f.result() for f in futures])


    if __name__ == "__main__":
        main()
"""


def test_sizes_from_an_ini_file_through_configparser_and_an_executor_entered_by_an_exit_stack(tmp_path):
    ini = "[system]\nbodies = {bodies}\n\n[run]\nworkers = 2\n"
    files = {"work.py": CHILD, "main.py": INI_MAIN.replace("{{", "{").replace("}}", "}")}
    # 1,500 bodies: a 1500x1500x3 difference (6,750,000 elements); 10 bodies: 300.
    (tmp_path / "sim.ini").write_text(ini.format(bodies=1500))
    assert findings(tmp_path, "FMP002", files) == [("main.py", 24)]  # the first submit: the workers fork there
    (tmp_path / "sim.ini").write_text(ini.format(bodies=10))
    assert findings(tmp_path, "FMP002", files) == []


def test_the_command_line_read_at_its_defaults_and_a_pool_made_in_enter_used_by_a_method(tmp_path):
    scoring = """
        import multiprocessing

        from work import child_work


        class ScoringPool:
            def __init__(self, workers):
                self.workers = workers

            def __enter__(self):
                self._pool = multiprocessing.Pool(self.workers)
                return self

            def __exit__(self, *exc):
                self._pool.close()
                return False

            def score(self, seeds):
                return self._pool.map(child_work, seeds)
    """
    main = """
        import sys

        import torch

        from scoring import ScoringPool


        def main(argv):
            length = int(argv[1]) if len(argv) > 1 else {default}
            stream = torch.rand(64, length)
            print(float(stream.unfold(1, 32, 1).mean()))
            with ScoringPool(2) as scorer:
                print(scorer.score(range(2)))


        if __name__ == "__main__":
            main(sys.argv)
    """
    files = {"work.py": CHILD, "scoring.py": scoring}
    # 64 x 4,065 windows of 32: a mean over 8,325,120 elements; with a length of 40, over 18,432.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(default=4096)}) == [("main.py", 12)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(default=40)}) == []


def test_an_executor_handed_to_run_in_executor_in_another_module(tmp_path):
    learner = """
        import asyncio

        from work import child_work


        async def refresh(executor, seeds):
            loop = asyncio.get_running_loop()
            futures = [loop.run_in_executor(executor, child_work, s) for s in seeds]
            return await asyncio.gather(*futures)
    """
    main = """
        import asyncio
        from concurrent.futures import ProcessPoolExecutor

        import torch

        from learner import refresh


        async def step():
            errors = torch.rand({rows}, 512)
            print(torch.topk(errors, 16, dim=1).indices.shape)
            with ProcessPoolExecutor(max_workers=2) as executor:
                print(await refresh(executor, range(2)))


        if __name__ == "__main__":
            asyncio.run(step())
    """
    files = {"work.py": CHILD, "learner.py": learner}
    # A topk along 4,096 rows of 512 (2,097,152 elements) starts the pool; along 8 rows it does not.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=4096)}) == [("main.py", 12)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=8)}) == []


def test_a_spawn_child_handed_an_object_holding_a_list_of_lambdas(tmp_path):
    augment = """
        class Policy:
            def __init__(self, ops):
                self.ops = ops


        def double(x):
            return x * 2


        def build(flip):
            ops = []
            if flip:
                ops.append({op})
            return Policy(ops)
    """
    main = """
        import multiprocessing as mp

        from augment import build


        def worker(policy):
            print(len(policy.ops))


        if __name__ == "__main__":
            ctx = mp.get_context("spawn")
            procs = [ctx.Process(target=worker, args=(build(True),)) for _ in range(2)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    assert findings(tmp_path, "FMP005", {"augment.py": augment.format(op="lambda x: x[::-1]"), "main.py": main}) == [
        ("main.py", 14)]
    assert findings(tmp_path, "FMP005", {"augment.py": augment.format(op="double"), "main.py": main}) == []


WORK = """
    import torch


    def heavy(n=256):
        x = torch.rand(n, n)
        return float((x @ x).sum())
"""


def test_a_fork_hook_that_pins_one_thread_cures_every_fork_after_it(tmp_path):
    runtime = """
        import os

        import torch


        def _single_threaded_child():
            torch.set_num_threads(1)


        def _announce():
            print("child", os.getpid())


        os.register_at_fork(after_in_child={hook})
    """
    main = """
        import multiprocessing as mp

        import runtime  # noqa: F401
        from work import child_work, heavy


        if __name__ == "__main__":
            heavy()
            with mp.Pool(2) as pool:
                print(pool.map(child_work, range(2)))
    """
    files = {"work.py": CHILD + WORK.replace("import torch\n", ""), "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "runtime.py": runtime.format(hook="_announce")}) == [
        ("main.py", 9)]
    assert findings(tmp_path, "FMP002", {**files, "runtime.py": runtime.format(hook="_single_threaded_child")}) == []


def test_an_executor_recycling_its_workers_starts_them_with_spawn(tmp_path):
    main = """
        from concurrent.futures import ProcessPoolExecutor

        from work import child_work, heavy


        if __name__ == "__main__":
            heavy()
            with ProcessPoolExecutor(max_workers=2{recycle}) as ex:
                print(list(ex.map(child_work, range(2))))
    """
    files = {"work.py": CHILD + WORK.replace("import torch\n", "")}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(recycle="")}) == [("main.py", 9)]
    # Python 3.11+: "the default start method will be 'spawn' rather than 'fork'" with max_tasks_per_child.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(recycle=", max_tasks_per_child=2")}) == []


def test_children_that_only_use_the_standard_library_do_no_torch_work(tmp_path):
    tokens = """
        import re
        from collections import Counter
        from multiprocessing import Pool
        {imports}

        WORD = re.compile(r"[a-z]+")


        def count_shard(texts):
            counts = Counter()
            for text in texts:
                counts.update(WORD.findall(text.lower()))
            {extra}
            return counts


        def count_corpus(shards):
            total = Counter()
            with Pool(2) as pool:
                for counts in pool.imap_unordered(count_shard, shards):
                    total.update(counts)
            return total
    """
    main = """
        from tokens import count_corpus
        from work import heavy


        if __name__ == "__main__":
            heavy()
            print(count_corpus([["a b c"], ["d e f"]]))
    """
    files = {"work.py": WORK, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "tokens.py": tokens.format(imports="", extra="")}) == []
    with_torch = tokens.format(imports="from work import heavy", extra="heavy()")
    assert findings(tmp_path, "FMP002", {**files, "tokens.py": with_torch}) == [("main.py", 7)]


def test_an_executor_made_before_the_work_forks_at_its_first_task(tmp_path):
    service = """
        from concurrent.futures import ProcessPoolExecutor

        from work import child_work


        class Service:
            def __init__(self):
                self.pool = ProcessPoolExecutor(max_workers=2)

            def run(self, seeds):
                return [f.result() for f in [self.pool.submit(child_work, s) for s in seeds]]
    """
    main = """
        from service import Service
        from work import heavy


        if __name__ == "__main__":
            svc = Service()
            {warm}
            heavy()
            print(svc.run(range(2)))
    """
    files = {"work.py": CHILD + WORK.replace("import torch\n", ""), "service.py": service}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(warm="")}) == [("main.py", 9)]
    # A first task before the work forks the workers early: later tasks fork nothing.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(warm="svc.run([0])")}) == []


def test_operators_setters_buffers_and_an_enum_property_are_followed(tmp_path):
    stages = """
        import torch
        from torch import nn


        class Stage:
            def __or__(self, other):
                return Pipeline([self, other])


        class Pipeline(Stage):
            def __init__(self, stages):
                self.stages = stages

            def __call__(self, x):
                for stage in self.stages:
                    x = stage(x)
                return x


        class Square(Stage):
            def __call__(self, x):
                return x @ x


        class Index(nn.Module):
            def __init__(self, n):
                super().__init__()
                self.register_buffer("centroids", torch.rand(n, n))

            def fit(self, x):
                return x @ self.centroids


        class Experiment:
            @property
            def samples(self):
                return self._samples

            @samples.setter
            def samples(self, values):
                self._samples = values
                self.peak = values.max()
    """
    main = """
        import multiprocessing as mp

        import torch

        from stages import Experiment, Index, Square
        from work import child_work

        N = {n}


        if __name__ == "__main__":
            {work}
            with mp.Pool(2) as pool:
                print(pool.map(child_work, range(2)))
    """
    files = {"work.py": CHILD, "stages.py": stages}
    cases = {
        "(Square() | Square())(torch.rand(N, N))": 256 * 256,
        "Index(N).fit(torch.rand(N, N))": 256 * 256,
        "Experiment().samples = torch.rand(N * N)": 300 * 300,
    }
    for work, big in cases.items():
        size = int(big ** 0.5)
        assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(n=size, work=work)}) == [
            ("main.py", 13)], work
        assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(n=8, work=work)}) == [], work


def test_a_pool_class_chosen_by_an_enum_property(tmp_path):
    backend = """
        import enum
        from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor


        class Backend(enum.Enum):
            THREADS = "threads"
            PROCESSES = "processes"

            @property
            def executor_cls(self):
                return ProcessPoolExecutor if self is Backend.PROCESSES else ThreadPoolExecutor
    """
    main = """
        import torch

        from backend import Backend
        from work import child_work


        def run(backend, seeds):
            with backend.executor_cls(max_workers=2) as ex:
                return [f.result() for f in [ex.submit(child_work, s) for s in seeds]]


        if __name__ == "__main__":
            values = torch.rand(100_000)
            print(float(values.sort().values[0]))
            print(run(Backend("{kind}"), range(2)))
    """
    files = {"work.py": CHILD, "backend.py": backend}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(kind="processes")}) == [("main.py", 9)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(kind="threads")}) == []


def test_work_on_the_gpu_is_no_cpu_work_but_initialises_cuda(tmp_path):
    evaluate = """
        import multiprocessing as mp

        import torch
        from torch import nn


        def eval_day(day):
            model = nn.Linear(256, 256).to("{device}")
            return float(model(torch.rand(64, 256).to("{device}")).sum())


        def evaluate(days):
            with mp.Pool(2) as pool:
                return pool.map(eval_day, days)
    """
    main = """
        import torch
        from torch import nn

        from evaluate import evaluate

        DEVICE = "{device}"


        if __name__ == "__main__":
            model = nn.Linear(256, 256).to(DEVICE)
            print(float(model(torch.rand(64, 256).to(DEVICE)).sum()))
            print(evaluate([1, 2]))
    """
    gpu = {"evaluate.py": evaluate.format(device="cuda"), "main.py": main.format(device="cuda")}
    assert findings(tmp_path, "FMP001", gpu) == [("main.py", 12)]
    assert findings(tmp_path, "FMP002", gpu) == []
    cpu = {"evaluate.py": evaluate.format(device="cpu"), "main.py": main.format(device="cpu")}
    assert findings(tmp_path, "FMP001", cpu) == []
    assert findings(tmp_path, "FMP002", cpu) == [("main.py", 12)]


def test_a_start_method_set_twice_through_imported_modules_and_a_callers_choice(tmp_path):
    telemetry = """
        import multiprocessing as mp

        mp.set_start_method("spawn")
    """
    runtime = """
        from dataclasses import dataclass

        import torch.multiprocessing as tmp


        @dataclass
        class RuntimeConfig:
            start_method: str = "forkserver"


        def configure(cfg):
            tmp.set_start_method(cfg.start_method{force})
    """
    main = """
        import torch

        import telemetry  # noqa: F401
        from runtime import RuntimeConfig, configure


        if __name__ == "__main__":
            configure(RuntimeConfig())
            print(torch.ones(2).sum())
    """
    files = {"telemetry.py": telemetry, "main.py": main}
    # main.py names no multiprocessing: it is read for what the modules it imports set.
    assert ("main.py", 8) in findings(tmp_path, "FMP006", {**files, "runtime.py": runtime.format(force="")})
    # With force=True nothing raises; a field of the caller's argument is the caller's choice.
    assert findings(tmp_path, "FMP006", {**files, "runtime.py": runtime.format(force=", force=True")}) == [
        ("telemetry.py", 3)]


def test_settings_read_with_json_load_from_an_open_file(tmp_path):
    settings = """
        import json
        import os
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Settings:
            grid: int
            workers: int

            @classmethod
            def load(cls, path=os.path.join(os.path.dirname(__file__), "config.json")):
                with open(path) as f:
                    return cls(**json.load(f))
    """
    main = """
        import multiprocessing as mp

        import torch

        from settings import Settings
        from work import child_work


        if __name__ == "__main__":
            s = Settings.load()
            x = torch.rand(s.grid, s.grid)
            print(float((x @ x).sum()))
            with mp.Pool(s.workers) as pool:
                print(pool.map(child_work, range(2)))
    """
    files = {"work.py": CHILD, "settings.py": settings, "main.py": main}
    (tmp_path / "config.json").write_text('{"grid": 256, "workers": 2}')
    assert findings(tmp_path, "FMP002", files) == [("main.py", 13)]
    (tmp_path / "config.json").write_text('{"grid": 8, "workers": 2}')
    assert findings(tmp_path, "FMP002", files) == []


def test_iteration_through_list_a_sequential_layer_and_a_functional_convolution(tmp_path):
    inventory = """
        import torch
        import torch.nn.functional as F
        from torch import nn


        class Inventory:
            def __init__(self, n):
                self.velocity = torch.rand(n)

            def __iter__(self):
                yield from self.velocity.argsort().tolist()[:3]


        def width(model):
            return model.net[0].in_features


        def slopes(n):
            kernel = torch.tensor([[[[-1.0, 0.0, 1.0]]]])
            return F.conv2d(torch.rand(1, 1, n, n), kernel, padding=(0, 1)).abs()


        class Model(nn.Module):
            def __init__(self, n):
                super().__init__()
                self.net = nn.Sequential(nn.Linear(n, n), nn.ReLU())
    """
    main = """
        import multiprocessing as mp

        import torch

        from inventory import Inventory, Model, slopes, width
        from work import child_work

        N = {n}


        if __name__ == "__main__":
            {work}
            with mp.Pool(2) as pool:
                print(pool.map(child_work, range(2)))
    """
    files = {"work.py": CHILD, "inventory.py": inventory}
    cases = {
        "print(list(Inventory(N * N)))": (200, 8),  # an argsort of 40,000 values in __iter__
        # 512 x 256 exps; 512 x 2 = 1,024 do not start the pool (an exp starts it above 2,048: torch_ops.py)
        "print(torch.rand(512, width(Model(N))).exp().sum())": (256, 2),
        "print(list(slopes(N).reshape(4, -1).mean(dim=1)))": (512, 8),  # a |.| over 262,144 elements
    }
    for work, (big, small) in cases.items():
        assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(n=big, work=work)}) == [
            ("main.py", 13)], work
        if "slopes" not in work:  # (F.conv2d itself is parallel at any size)
            assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(n=small, work=work)}) == [], work


def test_an_executor_of_the_projects_own_subclass(tmp_path):
    pool = """
        from concurrent.futures import ProcessPoolExecutor


        class LabelledExecutor(ProcessPoolExecutor):
            def __init__(self, label, workers=2):
                super().__init__(max_workers=workers)
                self.label = label
    """
    main = """
        import torch
        import torch.nn.functional as F

        from pool import LabelledExecutor
        from work import child_work


        if __name__ == "__main__":
            scores = torch.rand({rows}, 40) @ F.logsigmoid(torch.rand(40, {cols}))
            ex = LabelledExecutor("forms")
            print([ex.submit(child_work, s).result() for s in range(2)])
    """
    files = {"work.py": CHILD, "pool.py": pool}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=8192, cols=81)}) == [("main.py", 11)]
    # A small matrix-vector product (64x40 by one column): serial.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=64, cols=1)}) == []


def test_a_flat_script_whose_start_method_a_helper_set_to_forkserver(tmp_path):
    runtime = """
        import torch.multiprocessing as tmp


        def use(method):
            tmp.set_start_method(method, force=True)
            return tmp
    """
    main = """
        import runtime
        from work import child_work

        mp = runtime.use("{method}")
        workers = [mp.Process(target=child_work, args=(s,)) for s in (1, 2)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
    """
    files = {"work.py": CHILD, "runtime.py": runtime}
    assert findings(tmp_path, "FMP004", {**files, "main.py": main.format(method="forkserver")}) == [("main.py", 7)]
    assert findings(tmp_path, "FMP004", {**files, "main.py": main.format(method="fork")}) == []


def test_a_forced_start_method_in_library_code_is_no_finding_but_a_method_read_off_self_is(tmp_path):
    runtime = """
        import torch.multiprocessing as mp


        def ensure_spawn():
            mp.set_start_method("spawn", force=True)


        class Runtime:
            def __init__(self, method="forkserver"):
                self.method = method

            def configure(self):
                mp.set_start_method(self.method)
                return self
    """
    trainer = """
        from runtime import Runtime


        class Trainer:
            def __init__(self, runtime=None):
                self.runtime = (runtime or Runtime()).configure()
    """
    main = """
        import torch

        from runtime import Runtime, ensure_spawn
        from trainer import Trainer


        if __name__ == "__main__":
            {setup}
            print(torch.ones(2).sum())
    """
    files = {"runtime.py": runtime, "trainer.py": trainer}
    # Alone (no program beside it imports it): a library choosing its callers' method through self.method.
    for folder in ("alone", "forced", "twice"):
        (tmp_path / folder).mkdir()
    # It fails only where a caller chose first: an assumption, reported with --preview.
    assert findings(tmp_path / "alone", "FMP006", {"runtime.py": runtime}, preview=True) == [("runtime.py", 13)]
    # Beside main.py, which imports it, it is that program's own helper, read where the program runs it.
    # ensure_spawn() twice: force=True replaces the choice, nothing raises.
    forced = "ensure_spawn()\n            ensure_spawn()"
    assert findings(tmp_path / "forced", "FMP006", {**files, "main.py": main.format(setup=forced)}) == []
    # configure() twice (the second through ``runtime or Runtime()``): "context has already been set".
    twice = "rt = Runtime().configure()\n            Trainer(rt)"
    assert findings(tmp_path / "twice", "FMP006", {**files, "main.py": main.format(setup=twice)}) == [("main.py", 9)]


NAMESPACE_ENCODER = """
    import torch
    import torch.nn as nn
    from types import SimpleNamespace

    opts = SimpleNamespace(width=WIDTH, depth=3)


    class Encoder(nn.Module):
        def __init__(self, o=opts):
            super().__init__()
            self.layers = nn.Sequential(*[nn.Linear(o.width, o.width) for _ in range(o.depth)])

        @torch.no_grad()
        def embed(self, batch):
            return self.layers(batch)
"""

NAMESPACE_MAIN = """
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from enc import Encoder, opts
    from work import child_work

    if __name__ == "__main__":
        enc = Encoder()
        enc.embed(torch.randn(64, opts.width))
        with ProcessPoolExecutor(2) as ex:
            print(list(ex.map(child_work, range(3))))
"""


def test_sizes_held_by_a_simple_namespace(tmp_path):
    """``types.SimpleNamespace(width=...)`` holds its keyword arguments as attributes, as parsed options do:
    a 1024-wide layer stack on 64 rows starts the pool, a 4-wide one (the control) does not."""
    files = {"main.py": NAMESPACE_MAIN, "work.py": CHILD}
    assert findings(tmp_path, "FMP002", {**files, "enc.py": NAMESPACE_ENCODER.replace("WIDTH", "1024")}) \
        == [("main.py", 12)]
    assert findings(tmp_path, "FMP002", {**files, "enc.py": NAMESPACE_ENCODER.replace("WIDTH", "4")}) == []


FORK_TESTED_IN_PLACE = """
    import os

    import torch

    if __name__ == "__main__":
        a = torch.randn(600, 600)
        print(float((a @ a).sum()))
        for _ in range(2):
            if TEST:
                CHILD
                os._exit(0)
        os.wait()
        os.wait()
"""


def test_a_fork_tested_where_it_is_made_has_its_child_branch(tmp_path):
    """``if os.fork() == 0:`` (and ``if not os.fork():``, ``if os.fork(): ... else:``) is the branch only the
    child runs, as ``pid = os.fork()`` then ``if pid == 0:`` is: its work is read, and a child that pins one
    thread first is cured, which a child whose branch fixmp cannot find would not show."""
    hang = "b = torch.randn(300, 300); print(float((b @ b).sum()))"
    cured = "torch.set_num_threads(1); " + hang
    for test in ("os.fork() == 0", "not os.fork()"):
        program = FORK_TESTED_IN_PLACE.replace("TEST", test)
        found = engine.run([write_one(tmp_path, program.replace("CHILD", hang))],
                           Settings(root=tmp_path, select=("FMP002",)), jobs=1)
        [finding] = found.findings
        assert "; the child runs " in finding.message and " at line 10 and will hang" in finding.message, \
            finding.message
        assert findings(tmp_path, "FMP002", {"main.py": program.replace("CHILD", cured)}) == []
    parent_first = FORK_TESTED_IN_PLACE.replace("TEST", "os.fork()").replace(
        "                CHILD\n                os._exit(0)",
        "                os.waitpid(-1, 0)\n            else:\n                CHILD\n                os._exit(0)")
    assert findings(tmp_path, "FMP002", {"main.py": parent_first.replace("CHILD", cured)}) == []
    assert findings(tmp_path, "FMP002", {"main.py": parent_first.replace("CHILD", hang)}) == [("main.py", 9)]


def write_one(tmp_path: Path, program: str) -> Path:
    write(tmp_path, {"main.py": program})
    return tmp_path / "main.py"


LOADER_DATA = """
    import torch
    from torch.utils.data import Dataset


    class Patches(Dataset):
        def __init__(self, n, size):
            self.n, self.size = n, size

        def __len__(self):
            return self.n

        def __getitem__(self, i):
            x = torch.randn(self.size, self.size)
            return (x @ x).sum()


    def init_fn(worker_id):
        torch.set_num_threads(THREADS)
"""

LOADER_MAIN = """
    import torch
    from torch.utils.data import DataLoader

    from data import Patches, init_fn

    if __name__ == "__main__":
        torch.linalg.qr(torch.randn(400, 400))
        loader = DataLoader(Patches(8, 256), batch_size=2, num_workers=2, worker_init_fn=init_fn CONTEXT)
        print([batch.shape for batch in loader])
"""


def test_dataloader_workers_that_raise_their_thread_count_again(tmp_path):
    """torch's worker loop pins each DataLoader worker to one thread, so its workers are safe after the
    parent's parallel work, unless its ``worker_init_fn`` raises the count again before the dataset's
    parallel work (measured: a hang). Controls: the init sets one thread; the loader's context is spawn.
    The program names no multiprocessing: it is read because a module it imports makes such a loader."""
    def program(threads: int, context: str = "") -> Dict[str, str]:
        return {"main.py": LOADER_MAIN.replace(" CONTEXT", context), "data.py": LOADER_DATA.replace("THREADS",
                                                                                                     str(threads))}

    assert findings(tmp_path, "FMP002", program(2)) == [("main.py", 9)]
    assert findings(tmp_path, "FMP002", program(1)) == []
    assert findings(tmp_path, "FMP002", program(2, ', multiprocessing_context="spawn"')) == []


DESCRIPTOR_MODEL = """
    import torch


    class solved_once:
        def __init__(self, fn):
            self.fn = fn

        def __get__(self, obj, owner=None):
            if obj is None:
                return self
            return self.fn(obj)


    class Factors:
        def __init__(self, users, rank):
            self.users = torch.rand(users, rank)

        @solved_once
        def gram(self):
            return self.users.T @ self.users
"""

DESCRIPTOR_MAIN = """
    import multiprocessing as mp

    from model import Factors
    from work import child_work

    if __name__ == "__main__":
        print(Factors(USERS, 32).gram.shape)
        with mp.Pool(2) as pool:
            print(pool.map(child_work, range(2)))
"""

LATTICE_MAIN = """
    import os

    import torch

    if __name__ == "__main__":
        axis = torch.linspace(0.0, 1.0, SIDE)
        grid = torch.stack(torch.meshgrid(*(axis,) * 3, indexing="ij"), dim=-1).reshape(-1, 3)
        diff = grid[:, None, :] - grid[None, :, :]
        print(float(diff.pow(2).sum()))
        if os.fork() == 0:
            b = torch.randn(300, 300)
            print(float((b @ b).sum()))
            os._exit(0)
        os.wait()
"""


def test_a_lazy_attribute_written_as_a_descriptor_class_and_a_lattice_made_by_meshgrid(tmp_path):
    """``@solved_once`` (a project class with ``__get__``) runs its function when the attribute is read;
    ``torch.meshgrid(*(axis,) * 3)`` stacked and reshaped is a lattice of SIDE**3 points, whose pairwise
    differences are SIDE**6 x 3 elements. Controls: sizes under the pool's thresholds."""
    files = {"model.py": DESCRIPTOR_MODEL, "work.py": CHILD}
    assert findings(tmp_path, "FMP002", {**files, "main.py": DESCRIPTOR_MAIN.replace("USERS", "2000")}) \
        == [("main.py", 8)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": DESCRIPTOR_MAIN.replace("USERS", "4")}) == []
    for name in ("main.py", "model.py", "work.py"):
        (tmp_path / name).unlink()
    assert findings(tmp_path, "FMP002", {"main.py": LATTICE_MAIN.replace("SIDE", "10")}) == [("main.py", 10)]
    assert findings(tmp_path, "FMP002", {"main.py": LATTICE_MAIN.replace("SIDE", "2")}) == []


SUBCOMMAND_MAIN = """
    import argparse
    import sys

    import torch

    from shards import train_shards


    def cmd_train(args):
        counts = torch.randint(1, 10_000, (args.vocab,)).to(torch.float32)
        print(float(counts.sqrt().mean()))
        print(train_shards(range(2)))


    def cmd_vocab(args):
        print("vocab", args.vocab)


    def main():
        ap = argparse.ArgumentParser(prog="w2v")
        sub = ap.add_subparsers(dest="command")
        train = sub.add_parser("train")
        train.add_argument("--vocab", type=int, default=VOCAB)
        train.set_defaults(func=cmd_train)
        other = sub.add_parser("vocab")
        other.add_argument("--vocab", type=int, default=10)
        other.set_defaults(func=cmd_vocab)
        args = ap.parse_args(["train"] if len(__import__("sys").argv) == 1 else None)
        args.func(args)


    if __name__ == "__main__":
        main()
"""

SHARDS = """
    import concurrent.futures as cf

    import torch

    _TABLE = {}


    def _init(vocab, dim):
        _TABLE["in"] = torch.randn(vocab, dim) * 0.01


    def _shard(seed):
        return seed


    def train_shards(seeds):
        with cf.ProcessPoolExecutor(2, initializer=_init, initargs=(INIT_ROWS, 100)) as ex:
            return list(ex.map(_shard, seeds))
"""


def test_a_sub_command_chosen_on_the_command_line_and_an_executor_initializer_that_works(tmp_path):
    """``parse_args(["train"])`` of a parser with sub-commands gives the ``train`` parser's defaults, its
    ``set_defaults(func=...)`` included, so ``args.func(args)`` runs ``cmd_train``; each worker of the
    executor runs its initializer before its first task, and a 100,000 x 100 fill there is the child's
    parallel work. Controls: a small vocabulary (no parent work); a small initializer (no child work)."""
    def program(vocab: int, rows: int) -> Dict[str, str]:
        return {"main.py": SUBCOMMAND_MAIN.replace("VOCAB", str(vocab)),
                "shards.py": SHARDS.replace("INIT_ROWS", str(rows))}

    assert findings(tmp_path, "FMP002", program(100_000, 100_000)) == [("main.py", 12)]
    assert findings(tmp_path, "FMP002", program(100, 100_000)) == []
    assert findings(tmp_path, "FMP002", program(100_000, 10)) == []


CALLABLE_WORKER = """
    import torch


    class Worker:
        def __init__(self, n, threads=THREADS):
            self.n = n
            self.threads = threads

        def __call__(self, seed):
            torch.set_num_threads(self.threads)
            x = torch.randn(self.n, self.n)
            return seed, float((x @ x).sum())
"""

CALLABLE_MAIN = """
    import multiprocessing

    import torch

    from worker import Worker

    if __name__ == "__main__":
        x = torch.randn(2000, 32)
        print(float((x @ x.T).sum()))
        worker = Worker(256)
        with multiprocessing.Pool(2) as pool:
            print(pool.map(worker, range(4)))
"""


def test_a_callable_instance_as_the_task_pins_one_thread_first(tmp_path):
    """``pool.map(worker, ...)`` of an instance whose ``__call__`` sets one thread first: the search that
    cannot see the task defers to the program run, which read it through. Control: two threads."""
    files = {"main.py": CALLABLE_MAIN}
    assert findings(tmp_path, "FMP002", {**files, "worker.py": CALLABLE_WORKER.replace("THREADS", "1")}) == []
    assert findings(tmp_path, "FMP002", {**files, "worker.py": CALLABLE_WORKER.replace("THREADS", "2")}) \
        == [("main.py", 11)]


FLAT_SPAWN_SCRIPT = """
    from scoring import launch

    LISTS = 2

    for seed, score in launch(range(LISTS)):
        print(seed, score)
"""

SPAWN_LAUNCHER = """
    import multiprocessing as mp

    import torch

    CTX = mp.get_context("METHOD")


    def _score(seed, q):
        q.put((seed, float(torch.ones(4).sum()) * seed))


    def launch(seeds):
        q = CTX.Queue()
        procs = [CTX.Process(target=_score, args=(s, q)) for s in seeds]
        for p in procs:
            p.start()
        out = sorted(q.get() for _ in procs)
        for p in procs:
            p.join()
        return out
"""


def test_a_flat_script_whose_top_level_loop_reaches_a_spawn_start(tmp_path):
    """A script with no ``__main__`` guard whose only call of the project is in a top-level ``for``: every
    spawn child re-imports it and reaches the start again. Control: the launcher's context is fork."""
    files = {"main.py": FLAT_SPAWN_SCRIPT, "scoring/__init__.py": "from .launcher import launch\n"}
    (tmp_path / "scoring").mkdir()
    assert findings(tmp_path, "FMP004", {**files, "scoring/launcher.py": SPAWN_LAUNCHER.replace("METHOD", "spawn")}) \
        == [("main.py", 5)]
    assert findings(tmp_path, "FMP004", {**files, "scoring/launcher.py": SPAWN_LAUNCHER.replace("METHOD", "fork")}) \
        == []


POLICY = """
    OPS = {"flip": lambda img: img.flip(-1), "dim": lambda img: img * 0.5}


    class Policy:
        def __init__(self, names):
            self.ops = [OPS[name] for name in names]

        def __call__(self, batch):
            return batch
"""

PREFETCH_MAIN = """
    import torch.multiprocessing as mp

    from policy import Policy

    _POLICY = None


    def _install(policy):
        global _POLICY
        _POLICY = policy


    def _apply(batch):
        return _POLICY(batch)


    if __name__ == "__main__":
        ctx = mp.get_context("METHOD")
        with ctx.Pool(2, initializer=_install, initargs=(Policy(["flip"]),)) as pool:
            print(pool.map(_apply, range(4)))
"""


def test_a_spawn_pools_initializer_argument_holding_a_lambda(tmp_path):
    """A spawn pool pickles its initializer's arguments as each worker starts: a policy holding lambdas
    fails there. Control: a fork pool, which pickles nothing of it."""
    files = {"policy.py": POLICY}
    assert findings(tmp_path, "FMP005", {**files, "main.py": PREFETCH_MAIN.replace("METHOD", "spawn")}) \
        == [("main.py", 19)]
    assert findings(tmp_path, "FMP005", {**files, "main.py": PREFETCH_MAIN.replace("METHOD", "fork")}) == []


VOCODER_INIT = """
    import torch.multiprocessing as mp

    mp.set_start_method("spawn"FORCE)

    from .synth import synthesize_all
"""

VOCODER_SYNTH = """
    import torch.multiprocessing as mp


    def _voice(seed):
        return seed


    def synthesize_all(seeds):
        mp.set_start_method("spawn"FORCE)
        with mp.Pool(2) as pool:
            return pool.map(_voice, seeds)
"""

VOCODER_MAIN = """
    from vocoder import synthesize_all

    if __name__ == "__main__":
        print(synthesize_all(range(4)))
"""


def test_a_forced_start_method_on_import_of_a_package_is_no_finding(tmp_path):
    """``set_start_method("spawn", force=True)`` in a package's ``__init__.py``, and again in the function
    that starts the pool: neither can raise (a held-out program does it on purpose). Without ``force``, the
    second call raises 'context has already been set'."""
    (tmp_path / "vocoder").mkdir()

    def program(force: str) -> Dict[str, str]:
        return {"main.py": VOCODER_MAIN, "vocoder/__init__.py": VOCODER_INIT.replace("FORCE", force),
                "vocoder/synth.py": VOCODER_SYNTH.replace("FORCE", force)}

    assert findings(tmp_path, "FMP006", program(", force=True")) == []
    # Reported where the program runs the second call (main.py's call of synthesize_all), not as a guess.
    assert ("main.py", 4) in findings(tmp_path, "FMP006", program(""))
    assert ("synth.py", 9) in findings(tmp_path, "FMP006", program(""), preview=True)


LAZY_RESOURCES = """
    import multiprocessing.pool


    class LazyResources:
        def __init__(self, workers):
            self._workers = workers

        def __getattr__(self, name):
            if name == "pool":
                self.pool = multiprocessing.pool.Pool(self._workers)
                return self.pool
            raise AttributeError(name)
"""

LAZY_MAIN = """
    from typing import NamedTuple

    import torch
    from torch import nn

    from resources import LazyResources
    from work import child_work


    class Region(NamedTuple):
        name: str
        players: int
        dims: int


    def batches(n, rows):
        for i in range(n):
            yield i, torch.randn(rows, 16)


    if __name__ == "__main__":
        region = Region("eu", PLAYERS, 8)
        print(float(torch.pdist(torch.randn(region.players, region.dims)).median()))
        loaded = list(batches(4, ROWS))
        for i, readings in loaded[1:]:
            print(i, float(readings.mean(dim=0).sum()))
        bag = nn.EmbeddingBag(20000, 64, mode="mean")
        codes = torch.randint(0, 20000, (CODES,))
        print(bag(codes, torch.arange(0, CODES, 8)).shape)
        res = LazyResources(2)
        print(res.pool.map(child_work, range(2)))
"""


def test_a_pool_made_by_getattr_after_sizes_from_a_named_tuple_a_generator_and_bag_offsets(tmp_path):
    """``res.pool`` made by the class's ``__getattr__`` on first read is a pool started there; before it,
    each of three kinds of parent work, each sized through a value fixmp used to lose: a
    ``typing.NamedTuple``'s fields (a pdist over 2,000 points of 8), the items after the first of a list
    made from a generator (``loaded[1:]``: a mean over 100,000 x 16), an EmbeddingBag's bags given by
    offsets (8,192 bags). Each alone, against a control where all three are small."""
    files = {"resources.py": LAZY_RESOURCES, "work.py": CHILD}

    def program(players: int, rows: int, codes: int) -> Dict[str, str]:
        return {**files, "main.py": LAZY_MAIN.replace("PLAYERS", str(players)).replace("ROWS", str(rows))
                .replace("CODES", str(codes))}

    assert findings(tmp_path, "FMP002", program(10, 10, 8)) == []
    for sizes in ((2000, 10, 8), (10, 100_000, 8), (10, 10, 65_536)):
        assert findings(tmp_path, "FMP002", program(*sizes)) == [("main.py", 31)], sizes


HALT_SIGNAL = """
    import multiprocessing as mp
    from dataclasses import dataclass, field


    @dataclass
    class HaltSignal:
        reason: str = ""
        event: object = field(default_factory=mp.Event)
"""

QUOTING = """
    import multiprocessing as mp


    def quote_loop(symbol, halt):
        halt.wait(0.01)


    class QuotingEngine:
        def __init__(self, symbols, halt, start_method="METHOD"):
            self.ctx = mp.get_context(start_method)
            self.procs = [self.ctx.Process(target=quote_loop, args=(s, halt.event)) for s in symbols]

        def start(self):
            for p in self.procs:
                p.start()
"""

QUOTING_MAIN = """
    from quoting import QuotingEngine
    from signals import HaltSignal

    if __name__ == "__main__":
        halt = HaltSignal()
        engine = QuotingEngine(["ACME", "GLOBX"], halt)
        engine.start()
"""


def test_processes_listed_on_self_and_started_by_another_method_get_a_fork_primitive(tmp_path):
    """``self.procs = [ctx.Process(...) ...]`` in ``__init__``, ``for p in self.procs: p.start()`` in
    ``start()``: the processes start (and the fork-context Event is refused) where ``engine.start()``
    runs, not where the engine is made. Control: the engine's context is fork too."""
    files = {"main.py": QUOTING_MAIN, "signals.py": HALT_SIGNAL}
    assert findings(tmp_path, "FMP007", {**files, "quoting.py": QUOTING.replace("METHOD", "spawn")}) \
        == [("main.py", 7)]
    assert findings(tmp_path, "FMP007", {**files, "quoting.py": QUOTING.replace("METHOD", "fork")}) == []


EXIT_STACK_MAIN = """
    import contextlib
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from work import child_work


    def run(seeds):
        chol = torch.eye(SIZE) * 2.0
        with contextlib.ExitStack() as stack:
            ex = stack.enter_context(ProcessPoolExecutor(max_workers=2))
            stack.callback(print, "closed", chol.shape)
            return sorted(ex.map(child_work, seeds))


    if __name__ == "__main__":
        print(run(range(2)))
"""


def test_an_executor_entered_through_an_exit_stack_forks_at_its_first_task(tmp_path):
    """``ex = stack.enter_context(ProcessPoolExecutor())``: the file's own search follows ``ex`` to its first
    task, where its workers fork and where the finding points. Control: a scaled identity too small to matter."""
    files = {"work.py": CHILD}
    assert findings(tmp_path, "FMP002", {**files, "main.py": EXIT_STACK_MAIN.replace("SIZE", "512")}) \
        == [("main.py", 14)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": EXIT_STACK_MAIN.replace("SIZE", "4")}) == []


DOWNSCALE = """
    import torch
    import torch.nn.functional as F


    def weights(side=512):
        return torch.rand(side, side).exp()


    def downscale(coarse, factor, w=weights()):
        fine = F.interpolate(coarse[None, None], scale_factor=factor, mode="bicubic", align_corners=False)[0, 0]
        return float((fine * w[: fine.shape[0], : fine.shape[1]]).sum())
"""

DOWNSCALE_MAIN = """
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from downscale import downscale

    AMINO = "ACDEFGHIKLMNPQRSTVWY"


    def fields():
        video = torch.rand(4, len(AMINO), 64)
        return [frame.T.contiguous() for frame in video]


    if __name__ == "__main__":
        ctx = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
            print(list(ex.map(downscale, fields(), [FACTOR] * 4)))
"""


def test_an_executor_map_over_two_iterables_of_rows_of_a_tensor(tmp_path):
    """``ex.map(fn, *iterables)`` hands each task one item of each iterable: the factor comes from the second
    (a 64x20 field scaled by 8 is 81,920 values: its interpolate is parallel; by 2, 5,120: serial). The
    parent's work is a default argument evaluated at import (a 512x512 exp); the fields are the rows of a
    tensor (``for frame in video``), sized through ``len(AMINO)`` of a string."""
    files = {"downscale.py": DOWNSCALE}
    assert findings(tmp_path, "FMP002", {**files, "main.py": DOWNSCALE_MAIN.replace("FACTOR", "8")}) \
        == [("main.py", 19)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": DOWNSCALE_MAIN.replace("FACTOR", "2")}) == []


REGISTRY_BIDDERS = """
    import torch
    import torch.multiprocessing as tmp

    BIDDERS = {}


    def bidder(kind):
        def register(cls):
            BIDDERS[kind] = cls
            return cls
        return register


    class Bidder(tmp.Process):
        def __init__(self, vectors):
            super().__init__()
            self.vectors = vectors


    @bidder("margin")
    class MarginBidder(Bidder):
        def run(self):
            print(float(torch.softmax(self.vectors, dim=1).amax(dim=1).sum()))


    class House:
        def __init__(self, kinds, vectors):
            self.bidders = [BIDDERS[kind](vectors) for kind in kinds]

        def __enter__(self):
            for b in self.bidders:
                b.start()
            return self

        def __exit__(self, *exc):
            for b in self.bidders:
                b.join()
"""

REGISTRY_MAIN = """
    import torch

    from bidders import House

    if __name__ == "__main__":
        vectors = torch.randn(ROWS, 64)
        print(float((vectors * 2.0).sum()))
        with House(["margin"], vectors):
            pass
"""


def test_a_process_subclass_a_registry_holds_started_by_a_method(tmp_path):
    """``BIDDERS[kind](vectors)`` makes a Process subclass through a registry (no start site names it);
    its ``.start()`` in ``__enter__`` forks a child that runs its ``run()``. Control: too few rows for the
    parent's arithmetic to start the pool."""
    files = {"bidders.py": REGISTRY_BIDDERS}
    assert findings(tmp_path, "FMP002", {**files, "main.py": REGISTRY_MAIN.replace("ROWS", "4096")}) \
        == [("main.py", 8)]
    assert findings(tmp_path, "FMP002", {**files, "main.py": REGISTRY_MAIN.replace("ROWS", "4")}) == []


FALLBACK_DEDUP = """
    import multiprocessing as mp


    class OverBudget(Exception):
        pass


    class Unrelated(Exception):
        pass


    def in_memory(vectors, budget_mb):
        normed = vectors / vectors.norm(dim=1, keepdim=True)
        need_mb = normed.shape[0] ** 2 * 4 / 2 ** 20
        if need_mb > budget_mb:
            raise OverBudget(f"{need_mb:.0f} MB")
        return [int((normed @ normed.T > 0.9).sum())]


    def _shard(shard):
        return int((shard @ shard.T > 0.9).sum())


    def sharded(vectors, shards):
        with mp.Pool(shards) as pool:
            return pool.map(_shard, vectors.chunk(shards))
"""

FALLBACK_MAIN = """
    from functools import partial

    import torch

    from dedup import OverBudget, in_memory, sharded


    def first_that_fits(*strategies):
        def run(*args):
            for strategy in strategies:
                try:
                    return strategy(*args)
                except CAUGHT:
                    continue
            raise RuntimeError("nothing fits")
        return run


    def main():
        vectors = torch.rand(ROWS, 64)
        dedup = first_that_fits(partial(in_memory, budget_mb=64), partial(sharded, shards=2))
        print(dedup(vectors))


    if __name__ == "__main__":
        main()
"""


def test_a_raise_caught_by_a_fallback_chain_reaches_its_next_strategy(tmp_path):
    def main(rows: int, caught: str) -> Dict[str, str]:
        return {"dedup.py": FALLBACK_DEDUP,
                "main.py": FALLBACK_MAIN.replace("ROWS", str(rows)).replace("CAUGHT", caught)}

    # 20,000 rows need 1,526 MB > 64: the in-memory strategy divides 1.28M elements, then raises; the
    # handler catches it and the sharded one forks its pool after that work.
    assert findings(tmp_path, "FMP002", main(20000, "OverBudget")) == [("main.py", 12)]
    # 2,000 rows need 15 MB: the first strategy returns (its matmul ran, but no pool starts after it).
    assert findings(tmp_path, "FMP002", main(2000, "OverBudget")) == []
    # A handler for another exception does not catch it: the program stops at the raise.
    assert findings(tmp_path, "FMP002", main(20000, "KeyError")) == []
    # ``except Exception`` catches a project exception derived from it.
    assert findings(tmp_path, "FMP002", main(20000, "Exception")) == [("main.py", 12)]


SECTIONS_KPI = """
    import torch


    class Section(dict):
        def getint(self, section, key):
            return int(self[section][key])


    def rolling(cfg):
        x = torch.rand(cfg.getint("data", "rows"), cfg.getint("data", "hours"))
        return x.unfold(1, 24, 1).mean(-1)
"""

SECTIONS_REPORT = """
    from concurrent.futures import ProcessPoolExecutor

    from kpi import Section, rolling


    def task(values):
        return float(rolling(Section(values)).max())


    class Reporter:
        def __init__(self, cfg):
            self.values = {name: dict(cfg[name]) for name in cfg.sections()}
            self.pool = ProcessPoolExecutor(2)

        def report(self):
            return self.pool.submit(task, self.values)
"""

SECTIONS_MAIN = """
    import configparser
    from pathlib import Path

    import torch

    from report import Reporter


    def main():
        cfg = configparser.ConfigParser()
        cfg.read(Path(__file__).with_name("cells.ini"))
        x = torch.rand(500, 2000)
        print(float(x.unfold(1, 24, 1).mean(-1).sum()))
        print(Reporter(cfg).report().result())


    if __name__ == "__main__":
        main()
"""


def test_an_ini_files_sections_copied_into_a_dict_subclass_size_the_childs_work(tmp_path):
    files = {"kpi.py": SECTIONS_KPI, "report.py": SECTIONS_REPORT, "main.py": SECTIONS_MAIN}
    # The child's 500 x 1,977 windows of 24 come from the sections the parent listed, copied into a
    # ``dict`` subclass: past the grain, after the parent's own.
    (tmp_path / "cells.ini").write_text("[data]\nrows = 500\nhours = 2000\n")
    assert findings(tmp_path, "FMP002", files) == [("main.py", 14)]
    # One row of 100 hours: 77 windows, serial in the child.
    (tmp_path / "cells.ini").write_text("[data]\nrows = 1\nhours = 100\n")
    assert findings(tmp_path, "FMP002", files) == []


DEEP_COPY_MAIN = """
    import json
    import multiprocessing as mp

    import torch

    from strain import detrend, peaks

    DEPLOYMENT = {"gauges": GAUGES, "samples": 20000, "window": 200}


    if __name__ == "__main__":
        cfg = json.loads(json.dumps(DEPLOYMENT))
        clean = detrend(torch.randn(cfg["gauges"], cfg["samples"]), cfg["window"])
        with mp.Pool(2) as pool:
            print(pool.map(peaks, clean.split(8)))
"""
DEEP_COPY_STRAIN = """
    import torch


    def detrend(gauges, window):
        c = torch.cumsum(gauges, dim=1)
        return gauges[:, window:] - (c[:, window:] - c[:, :-window]) / window


    def peaks(block):
        return int((torch.diff(block, dim=1).abs() > 1.5).sum())
"""


def test_a_settings_dict_deep_copied_through_json_keeps_its_sizes(tmp_path):
    # ``json.loads(json.dumps(DEPLOYMENT))``: the same dict. 64 gauges: a cumsum over 1.28M elements,
    # then 8 x 19,800 differences in each child.
    files = {"strain.py": DEEP_COPY_STRAIN}
    assert findings(tmp_path, "FMP002", {**files, "main.py": DEEP_COPY_MAIN.replace("GAUGES", "64")}) \
        == [("main.py", 14)]
    # One gauge: 20,000 elements in the parent and in the child, serial.
    assert findings(tmp_path, "FMP002", {**files, "main.py": DEEP_COPY_MAIN.replace("GAUGES", "1")}) == []


NIGHT_STAGES = """
    import torch
    import torch.multiprocessing as tmp

    NIGHT = torch.tensor([1.0 if (q // 4) < 5 else 0.0 for q in range(INTERVALS)])


    def night_flow(share):
        return int(((share * NIGHT).sum(dim=1) > 0.1).sum())


    def flags(usage):
        with tmp.Pool(2) as pool:
            return pool.map(night_flow, usage.chunk(4))
"""
NIGHT_MAIN = """
    import torch

    from stages import INTERVALS_USED, flags


    if __name__ == "__main__":
        usage = torch.randn(3000, INTERVALS_USED) * 40 + 30
        print(flags(usage.clamp(0, 250)))
"""


def test_a_tensor_of_a_list_comprehension_over_a_range_has_its_length(tmp_path):
    # 96 entries, though fixmp lists only the first few: each child multiplies 750 x 96 = 72,000
    # elements by it, past the grain.
    def files(intervals: int) -> Dict[str, str]:
        stages = NIGHT_STAGES.replace("INTERVALS", str(intervals)).replace(
            "import torch.multiprocessing as tmp", f"import torch.multiprocessing as tmp\n\n    INTERVALS_USED = {intervals}")
        return {"stages.py": stages, "main.py": NIGHT_MAIN}

    assert findings(tmp_path, "FMP002", files(96)) == [("main.py", 8)]
    # 8 entries: 6,000 elements a child, serial (and 24,000 in the parent).
    assert findings(tmp_path, "FMP002", files(8)) == []


SURFACE_GRID = """
    import torch
    import torch.nn.functional as F

    _cache = {}


    def __getattr__(name):
        if name == "SURFACE":
            if name not in _cache:
                survey = torch.randn(64, 1, 5000).cumsum(dim=2)
                _cache[name] = F.interpolate(survey, scale_factor=4, mode="linear").squeeze(DIM)
            return _cache[name]
        raise AttributeError(name)
"""
SURFACE_ANALYSIS = """
    from multiprocessing import Pool

    import grid


    def band(b):
        s = grid.SURFACE[b * 8:(b + 1) * 8]
        return float((s[:, 2:] - 2 * s[:, 1:-1] + s[:, :-2]).abs().amax())


    def worst():
        with Pool(2) as pool:
            return max(pool.map(band, range(8)))
"""
SURFACE_MAIN = """
    import grid
    from analysis import worst

    if __name__ == "__main__":
        print(grid.SURFACE.shape)
        print(worst())
"""


def test_a_squeezed_tensor_keeps_its_shape(tmp_path):
    # 64 x 1 x 20,000 squeezed along its dimension of 1: 8 rows of 20,000 a child, past the grain.
    files = {"grid.py": SURFACE_GRID.replace("DIM", "1"), "analysis.py": SURFACE_ANALYSIS, "main.py": SURFACE_MAIN}
    assert findings(tmp_path, "FMP002", files) == [("main.py", 6)]
    # Squeezed along a dimension that is not 1, nothing is removed: rows 0-7 of 64 x 1 x 20,000 are
    # the same 8 x 1 x 20,000, and ``s[:, 2:]`` of a dimension of 1 is empty: no work in the child.
    files["grid.py"] = SURFACE_GRID.replace("DIM", "2")
    assert findings(tmp_path, "FMP002", files) == []


POOLED_JOB = """
    import multiprocessing as mp

    import torch


    def _one_thread():
        torch.set_num_threads(1)


    def _log_start():
        print("worker up")


    class PooledJob:
        initializer = staticmethod(INITIALIZER)

        def run(self, items):
            with mp.Pool(2, initializer=self.initializer) as pool:
                return pool.map(self.process, items)
"""
POOLED_MAIN = """
    import torch

    from workerpool import PooledJob


    class Consistency(PooledJob):
        def process(self, doc):
            vecs = torch.rand(8192, 128)
            return float((vecs @ vecs.T).max())


    def main():
        glossary = torch.rand(512, 128)
        print(float((glossary @ glossary.T).max()))
        print(Consistency().run([1, 2]))


    if __name__ == "__main__":
        main()
"""


def test_a_staticmethod_class_attribute_initializer_pinning_one_thread(tmp_path):
    # ``initializer = staticmethod(_one_thread)``, read through ``self``: each worker pins one thread
    # before its first task (measured cure), so the fork after the parent's matmul is safe.
    files = {"workerpool.py": POOLED_JOB.replace("INITIALIZER", "_one_thread"), "main.py": POOLED_MAIN}
    assert findings(tmp_path, "FMP002", files) == []
    # An initializer that only logs cures nothing.
    files["workerpool.py"] = POOLED_JOB.replace("INITIALIZER", "_log_start")
    assert findings(tmp_path, "FMP002", files) == [("main.py", 15)]


LAZY_REGISTRY = """
    import torch


    class LazyModel:
        def __init__(self, n_in, n_hidden):
            self.n_in, self.n_hidden = n_in, n_hidden
            self._net = None

        @property
        def net(self):
            if self._net is None:
                self._net = torch.nn.Sequential(torch.nn.Linear(self.n_in, self.n_hidden), torch.nn.ReLU())
                self.calibration = float(self._net(torch.randn(BATCH, self.n_in)).std())
            return self._net


    class Registry(dict):
        def get_model(self, name):
            return self[name]


    registry = Registry(solubility=LazyModel(256, 512), herg=LazyModel(256, 512))
"""
MODELS_MAIN = """
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from models import registry


    def screen(seed):
        return float(torch.rand(8192, 256).matmul(torch.rand(256, 64)).max())


    def main():
        for name in ("solubility", "herg"):
            registry.get_model(name).net
        with ProcessPoolExecutor(2) as ex:
            print(ex.submit(screen, 0).result())


    if __name__ == "__main__":
        main()
"""


def test_a_dict_subclass_registry_made_from_keywords_serves_its_entries(tmp_path):
    # ``Registry(herg=LazyModel(...))``: ``self[name]`` is the model; its lazy ``net`` property runs a
    # Linear(256, 512) on 2,048 rows in the parent before the executor's workers fork.
    files = {"models.py": LAZY_REGISTRY.replace("BATCH", "2048"), "main.py": MODELS_MAIN}
    assert findings(tmp_path, "FMP002", files) == [("main.py", 16)]
    # One row through a layer 64 wide: serial on every CPU measured (one row through 128 starts the pool on
    # a 2-core AVX2 Xeon, through 256 on an AVX-512 Xeon).
    files["models.py"] = LAZY_REGISTRY.replace("BATCH", "1").replace("LazyModel(256, 512)", "LazyModel(64, 64)")
    assert findings(tmp_path, "FMP002", files) == []


UNDECIDED_ELSE = """
    import torch


    def loss_for(genre):
        if genre == "hinge":
            return "margin"
        elif genre == "logistic":
            return "softplus"
        else:
            raise ValueError(genre)


    def main(genre):
        loss_for(GENRE)
        x = torch.rand(256, 256)
        return x @ x
"""


def test_a_raise_in_the_else_of_a_test_fixmp_cannot_decide_may_not_run():
    import libcst as cst

    from fixmp.analysis.effects import Effects
    from fixmp.analysis.index import ModuleIndex

    def work_of_main(genre: str) -> object:
        index = ModuleIndex(cst.parse_module(textwrap.dedent(UNDECIDED_ELSE.replace("GENRE", genre))))
        call = cst.parse_expression("main(genre_from_elsewhere)")
        return Effects.fresh(index).work_in(call)

    # A genre fixmp cannot tell: the ``else: raise`` may not run, and the matmul after it is read (it
    # used to end the run, as if the raise were certain).
    found = work_of_main("genre")
    assert found is not None and "matmul" in found.what
    # A genre no branch takes raises for certain: nothing after it runs.
    assert work_of_main("'cosine'") is None


LOOM_EXECUTORS = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def forecast(loom, threads):
        return loom, int((torch.rand(1000, threads).pow(3) > 0.9).sum())


    class LoomExecutor(ProcessPoolExecutor):
        def __init__(self, looms, max_workers=2):
            super().__init__(max_workers=max_workers)
            self.looms = looms

        def predict(self, threads):
            return [f.result() for f in [self.submit(forecast, loom, threads) for loom in self.looms]]
"""
LOOM_MAIN = """
    import torch

    from executors import LoomExecutor

    if __name__ == "__main__":
        spread = torch.rand(2000, 500).std(dim=1)
        with LoomExecutor(["L1", "L2"]) as ex:
            print(ex.predict(THREADS))
"""


def test_an_executor_subclass_handing_tasks_from_its_own_method(tmp_path):
    # ``self.submit`` in a method of a ProcessPoolExecutor subclass: its first task forks the workers
    # after the parent's std over 1M elements; each runs pow over 1000 x 500.
    files = {"executors.py": LOOM_EXECUTORS, "main.py": LOOM_MAIN.replace("THREADS", "500")}
    assert findings(tmp_path, "FMP002", files) == [("main.py", 8)]
    # Over 8 threads a task is 8,000 elements: serial.
    files["main.py"] = LOOM_MAIN.replace("THREADS", "8")
    assert findings(tmp_path, "FMP002", files) == []


STREAM_SENSORS = """
    import torch


    class Stream:
        def __init__(self, rooms):
            self.rooms = rooms

        def __iter__(self):
            raw = torch.rand(self.rooms, 2000)
            yield raw.unfold(1, 24, 12).mean(dim=-1)
"""
STREAM_MAIN = """
    import torch

    from fleet import roughness
    from sensors import Stream

    if __name__ == "__main__":
        for block, smoothed in enumerate(Stream(ROOMS)):
            print(block, float(smoothed.max()))
        spectrum = torch.fft.rfft(torch.rand(64, BINS * 2), dim=-1).abs()
        print(roughness(spectrum))
"""
STREAM_FLEET = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def _one(args):
        vin, band = args
        return vin, float((torch.rand(640, band.shape[0]) * band).std(dim=1).mean())


    def roughness(bands):
        vins = [f"V{i}" for i in range(bands.shape[0])]
        with ProcessPoolExecutor(2) as ex:
            return list(ex.map(_one, zip(vins[:4], bands[:4])))
"""


def test_an_iterator_object_enumerated_runs_its_iter(tmp_path):
    # ``enumerate(Stream(500))`` runs its ``__iter__`` (a mean over 500 x 165 windows of 24): the first
    # parallel work, before the rfft. (The batched rfft's rows, zipped with names into the workers'
    # tasks, are what heldout/2026-12-14's obd_fault_codes_ini needed; the per-file finding names the
    # child here.)
    files = {"sensors.py": STREAM_SENSORS, "fleet.py": STREAM_FLEET}
    write(tmp_path, {**files, "main.py": STREAM_MAIN.replace("ROOMS", "500").replace("BINS", "512")})
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    (finding,) = result.findings
    assert (Path(finding.path).name, finding.line) == ("main.py", 10)
    assert "a .mean() reduction over 1,980,000 elements" in finding.message  # the first work: the stream's
