"""The program run (``fixmp.analysis.effects``), round 4: the shapes through which the programs of
heldout/2026-12-03 reached their hazards, each on a small multi-module program beside a control
that differs in one fact and must stay silent. Pools, executors and ``os.fork`` children are read
where the run reaches them; generators, custom iterators, registries filled at import, event hooks,
``global`` handovers, ``ContextDecorator`` and ``@contextmanager`` decorators, ``singledispatch``,
``__init_subclass__``, classmethods and ``model.apply`` are followed."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings


def findings(tmp_path: Path, code: str, files: Dict[str, str]) -> List[Tuple[str, int]]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings)


FORKING = """
    import os


    def run_in_child(fn, *args):
        pid = os.fork()
        if pid == 0:
            try:
                fn(*args)
            finally:
                os._exit(0)
        return pid


    def wait_all(pids):
        for pid in pids:
            os.waitpid(pid, 0)
"""

SCORING = """
    import torch


    def score(batch, projection):
        print(float((batch @ projection).relu().mean()))
"""


def test_a_generator_that_works_before_each_yield_then_a_fork_per_item(tmp_path):
    stream = """
        import torch


        def batches(n, rows={rows}, cols=256):
            for i in range(n):
                x = torch.randn(rows, cols)
                yield (x - x.mean(0)) / (x.std(0) + 1e-6)
    """
    main = """
        import torch

        from forking import run_in_child, wait_all
        from scoring import score
        from stream import batches


        def main():
            projection = torch.randn(256, 128)
            pids = []
            for batch in batches(3):
                pids.append(run_in_child(score, batch, projection))
            wait_all(pids)


        if __name__ == "__main__":
            main()
    """
    files = {"forking.py": FORKING, "scoring.py": SCORING, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "stream.py": stream.format(rows=512)}) == [("main.py", 12)]
    # Four rows: 1,024 elements normalised before each yield, no pool started in the parent.
    assert findings(tmp_path, "FMP002", {**files, "stream.py": stream.format(rows=4)}) == []


def test_a_custom_iterator_and_a_child_after_the_parents_branch_returns(tmp_path):
    reader = """
        import torch


        class ShardedReader:
            def __init__(self, n={n}, shards=2):
                self.values = torch.randn(n)
                self.shards = shards

            def __iter__(self):
                order = torch.argsort(self.values)
                for shard, idx in enumerate(order.chunk(self.shards)):
                    yield shard, self.values[idx]
    """
    forkutil = """
        import os


        def fork_task(fn, *args):
            pid = os.fork()
            if pid:
                return pid
            fn(*args)
            os._exit(0)
    """
    main = """
        import os

        import torch

        from forkutil import fork_task
        from reader import ShardedReader


        def entropy(values):
            hist = torch.histc(values, bins=32)
            print(float(hist.sum()))


        def main():
            pids = [fork_task(entropy, values) for _, values in ShardedReader()]
            for pid in pids:
                os.waitpid(pid, 0)


        if __name__ == "__main__":
            main()
    """
    files = {"forkutil.py": forkutil, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "reader.py": reader.format(n=400_000)}) == [("main.py", 15)]
    assert findings(tmp_path, "FMP002", {**files, "reader.py": reader.format(n=1_000)}) == []


def test_the_parent_does_not_run_what_only_a_forked_child_runs(tmp_path):
    """A pre-fork server whose children do the work and whose parent works only after them: the
    parent's evaluation passes the ``if pid == 0:`` block by, so the next fork follows no work."""
    server = """
        import os

        import torch


        def start(workers=2):
            pids = []
            for wid in range(workers):
                pid = os.fork()
                if pid == 0:
                    x = torch.randn(128, 128)
                    print(float((x @ x.T).trace()))
                    os._exit(0)
                pids.append(pid)
            return pids


        def health_check():
            x = torch.ones(256, 256)
            return float((x @ x).mean())
    """
    main = """
        import os

        from server import health_check, start


        def main():
            pids = start()
            print(health_check())
            {later}
            for pid in pids:
                os.waitpid(pid, 0)


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"server.py": server, "main.py": main.format(later="")}) == []
    # A second start after the health check forks a warm pool.
    later = "pids += start()"
    assert findings(tmp_path, "FMP002", {"server.py": server, "main.py": main.format(later=later)}) == [
        ("main.py", 9)]


def test_a_pool_of_another_module_reached_after_a_registry_built_the_policy_at_import(tmp_path):
    policies = """
        import torch

        REGISTRY = {{}}


        def register(name):
            def deco(cls):
                REGISTRY[name] = cls
                return cls
            return deco


        def make_policy(name, **kwargs):
            return REGISTRY[name](**kwargs)


        @register("boltzmann")
        class Boltzmann:
            def __init__(self, n_arms, dim):
                self.features = torch.randn(n_arms, dim)
                self.prior = torch.softmax(self.features @ self.features.T, dim=-1).mean(0)
    """
    simulate = """
        from multiprocessing import Pool

        import torch

        _POLICY = None


        def _episode(seed):
            {pin}
            context = torch.randn(_POLICY.features.shape[1], 256)
            print(float((_POLICY.features @ context).mean()))


        def run_episodes(policy, seeds):
            global _POLICY
            _POLICY = policy
            with Pool(2) as pool:
                return pool.map(_episode, list(seeds))
    """
    main = """
        from policies import make_policy
        from simulate import run_episodes


        def main():
            policy = make_policy("boltzmann", n_arms=64, dim=128)
            run_episodes(policy, range(4))


        if __name__ == "__main__":
            main()
    """
    files = {"policies.py": policies.format(), "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "simulate.py": simulate.format(pin="pass")}) == [("main.py", 7)]
    pinned = "torch.set_num_threads(1)"
    assert findings(tmp_path, "FMP002", {**files, "simulate.py": simulate.format(pin=pinned)}) == []


def test_hooks_a_side_effect_import_registers_run_before_the_launch(tmp_path):
    events = """
        from collections import defaultdict

        _HOOKS = defaultdict(list)


        def on(event):
            def deco(fn):
                _HOOKS[event].append(fn)
                return fn
            return deco


        def emit(event, *args):
            for fn in _HOOKS[event]:
                fn(*args)
    """
    dedup = """
        import torch

        from events import on


        @on("before_launch")
        def build_index(state):
            state["unique"] = torch.unique(state["ids"][:{size}])
    """
    launcher = """
        import multiprocessing

        import torch

        from events import emit

        ctx = multiprocessing.get_context("fork")


        def _histogram(worker, state):
            part = state["ids"][worker::2].float()
            print(torch.histc(part, bins=8).tolist())


        def launch(state, workers=2):
            emit("before_launch", state)
            procs = [ctx.Process(target=_histogram, args=(w, state)) for w in range(workers)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        import torch

        import dedup
        from launcher import launch


        def main():
            state = {{"ids": torch.randint(0, 1000, (400000,))}}
            launch(state)
            print(dedup.__name__)


        if __name__ == "__main__":
            main()
    """
    files = {"events.py": events, "launcher.py": launcher, "main.py": main.format()}
    assert findings(tmp_path, "FMP002", {**files, "dedup.py": dedup.format(size=400_000)}) == [("main.py", 9)]
    assert findings(tmp_path, "FMP002", {**files, "dedup.py": dedup.format(size=100)}) == []


def test_a_context_decorator_whose_enter_works_around_an_executor(tmp_path):
    timing = """
        import contextlib

        import torch


        class Timer(contextlib.ContextDecorator):
            def __init__(self, label):
                self.label = label

            def __enter__(self):
                a = torch.ones({size}, {size})
                self.overhead = float(torch.mm(a, a).sum())
                return self

            def __exit__(self, *exc):
                return False
    """
    evaluation = """
        from concurrent.futures import ProcessPoolExecutor

        import torch

        from timing import Timer


        def score(seed):
            x = torch.randn(256, 96)
            return float((x @ x.T).mean())


        @Timer("evaluate")
        def evaluate(n):
            with ProcessPoolExecutor(max_workers=2) as ex:
                return list(ex.map(score, range(n)))
    """
    main = """
        from evaluation import evaluate


        def main():
            print(evaluate(4))


        if __name__ == "__main__":
            main()
    """
    files = {"evaluation.py": evaluation, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "timing.py": timing.format(size=96)}) == [("main.py", 5)]
    assert findings(tmp_path, "FMP002", {**files, "timing.py": timing.format(size=8)}) == []


def test_a_singledispatch_overload_chosen_by_the_arguments_type(tmp_path):
    snapshot = """
        import functools

        import torch
        from torch import nn


        @functools.singledispatch
        def snapshot(obj):
            return obj


        @snapshot.register
        def _(obj: nn.Module):
            return {k: v.detach().clone() for k, v in obj.state_dict().items()}


        @snapshot.register(torch.Tensor)
        def _tensor(obj):
            return {"t": obj}
    """
    quantize = """
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        _STATE = {}


        def _quantize(name):
            w = _STATE[name]
            scale = w.abs().max() / 127
            return float(((w / scale).round() * scale - w).abs().mean())


        def quantize_all(state):
            _STATE.clear()
            _STATE.update(state)
            fork = multiprocessing.get_context("fork")
            with ProcessPoolExecutor(max_workers=2, mp_context=fork) as ex:
                return [f.result() for f in [ex.submit(_quantize, n) for n in sorted(state)]]
    """
    main = """
        import torch
        from torch import nn

        from quantize import quantize_all
        from snapshot import snapshot


        def main():
            model = nn.Sequential(nn.Linear(512, 512), nn.GELU())
            print(quantize_all(snapshot({what})))


        if __name__ == "__main__":
            main()
    """
    files = {"snapshot.py": snapshot, "quantize.py": quantize}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(what="model")}) == [("main.py", 10)]
    # A small tensor takes the other overload: nothing cloned, nothing the children inherit warm.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(what="torch.ones(8)")}) == []


def test_init_subclass_probes_each_plugin_at_import(tmp_path):
    base = """
        import torch


        class Extractor:
            registry = {{}}
            name = None

            def __init_subclass__(cls, **kwargs):
                super().__init_subclass__(**kwargs)
                if cls.name:
                    Extractor.registry[cls.name] = cls
                    cls.output_dim = {output_dim}

            @classmethod
            def selftest(cls):
                return cls().extract(torch.zeros(4, 3, 64, 64)).shape[-1]
    """
    plugins = """
        import torch
        import torch.nn.functional as F

        from base import Extractor


        class PooledConv(Extractor):
            name = "pooled_conv"

            def __init__(self):
                self.weight = torch.randn(16, 3, 3, 3)

            def extract(self, images):
                return F.conv2d(images, self.weight, padding=1).mean((2, 3))
    """
    runner = """
        import multiprocessing

        import torch

        from base import Extractor


        def _extract(name):
            images = torch.rand(8, 3, 64, 64)
            print(Extractor.registry[name]().extract(images).shape)


        def extract_all():
            procs = [multiprocessing.Process(target=_extract, args=(name,)) for name in sorted(Extractor.registry)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        import plugins
        from runner import extract_all


        def main():
            extract_all()


        if __name__ == "__main__":
            main()
    """
    files = {"plugins.py": plugins, "runner.py": runner, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "base.py": base.format(output_dim="cls.selftest()")}) == [
        ("main.py", 6)]
    # Registered without the probe: the children's convolutions are the first the program runs.
    assert findings(tmp_path, "FMP002", {**files, "base.py": base.format(output_dim="16")}) == []


def test_a_classmethod_constructor_whose_model_apply_initialises_orthogonally(tmp_path):
    trainer = """
        import torch
        from torch import nn


        def _init_weights(kind):
            def init(m):
                if isinstance(m, nn.Linear):
                    if kind == "orthogonal":
                        nn.init.orthogonal_(m.weight)
            return init


        class Trainer:
            def __init__(self, model, folds):
                self.model = model
                self.folds = folds

            @classmethod
            def from_config(cls, cfg):
                model = nn.Sequential(nn.Linear(cfg["in_dim"], 256), nn.ReLU(), nn.Linear(256, 10))
                model.apply(_init_weights(cfg["init"]))
                return cls(model, cfg["folds"])
    """
    crossval = """
        import multiprocessing

        import torch

        _TRAINER = None


        def _eval_fold(fold):
            x = torch.randn(128, 256)
            return float(_TRAINER.model(x).softmax(-1).max())


        def cross_validate(trainer):
            global _TRAINER
            _TRAINER = trainer
            with multiprocessing.Pool(2) as pool:
                return pool.starmap(_eval_fold, [(f,) for f in range(trainer.folds)])
    """
    main = """
        from crossval import cross_validate
        from trainer import Trainer


        def main():
            trainer = Trainer.from_config({{"in_dim": 256, "init": "{init}", "folds": 4}})
            print(cross_validate(trainer))


        if __name__ == "__main__":
            main()
    """
    files = {"trainer.py": trainer, "crossval.py": crossval}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(init="orthogonal")}) == [("main.py", 7)]
    # The configuration picks the default initialisation: the orthogonal branch never runs.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(init="default")}) == []


def test_a_spawn_pool_of_another_module_handed_an_instance_of_a_local_class(tmp_path):
    evaluator = """
        import multiprocessing


        class Evaluator:
            def __init__(self, metric):
                self.metric = metric
                self.ctx = multiprocessing.get_context("spawn")

            def run(self, seeds):
                with self.ctx.Pool(2) as pool:
                    return pool.map(self.metric, seeds)
    """
    metrics = """
        class Recall:
            def __call__(self, seed):
                return seed


        def make_metric(local):
            if local:
                class TopKRecall:
                    def __call__(self, seed):
                        return seed
                return TopKRecall()
            return Recall()
    """
    main = """
        from evaluator import Evaluator
        from metrics import make_metric


        def main():
            print(Evaluator(make_metric({local})).run(range(4)))


        if __name__ == "__main__":
            main()
    """
    files = {"evaluator.py": evaluator, "metrics.py": metrics}
    assert findings(tmp_path, "FMP005", {**files, "main.py": main.format(local=True)}) == [("main.py", 6)]
    assert findings(tmp_path, "FMP005", {**files, "main.py": main.format(local=False)}) == []


def test_a_process_subclass_of_a_forkserver_context_started_from_an_unguarded_script(tmp_path):
    workers = """
        import multiprocessing

        CTX = multiprocessing.get_context("forkserver")


        class ShardWorker(CTX.Process):
            def __init__(self, shard):
                super().__init__()
                self.shard = shard

            def run(self):
                print(self.shard)


        def start_all(n):
            procs = [ShardWorker(i) for i in range(n)]
            for p in procs:
                p.start()
            return procs
    """
    script = "from workers import start_all\n\nfor p in start_all(2):\n    p.join()\n"
    guarded = "from workers import start_all\n\nif __name__ == \"__main__\":\n    for p in start_all(2):\n        p.join()\n"
    assert findings(tmp_path, "FMP004", {"workers.py": workers, "main.py": script}) == [("main.py", 3)]
    assert findings(tmp_path, "FMP004", {"workers.py": workers, "main.py": guarded}) == []


def test_a_fork_kept_on_self_in_a_context_managers_enter(tmp_path):
    snapshot = """
        import os

        import torch


        class BackgroundSnapshot:
            def __init__(self, shadow):
                self.shadow = shadow
                self.pid = None

            def __enter__(self):
                self.pid = os.fork()
                if self.pid == 0:
                    flat = torch.cat([t.flatten() for t in self.shadow.values()])
                    print(float(flat.abs().sum()))
                    os._exit(0)
                return self

            def __exit__(self, *exc):
                os.waitpid(self.pid, 0)
                return False
    """
    main = """
        from torch import nn

        from snapshot import BackgroundSnapshot


        def main():
            model = nn.Linear({size}, {size})
            shadow = {{k: v.detach().clone() for k, v in model.state_dict().items()}}
            with BackgroundSnapshot(shadow):
                pass


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"snapshot.py": snapshot, "main.py": main.format(size=512)}) == [
        ("main.py", 9)]
    # A 16x16 layer: its clone and the child's concatenation are serial.
    assert findings(tmp_path, "FMP002", {"snapshot.py": snapshot, "main.py": main.format(size=16)}) == []


def test_argparse_defaults_and_a_command_dispatched_by_getattr(tmp_path):
    commands = """
        import multiprocessing

        import torch


        def _search(points):
            print(float(torch.cdist(points, points).min()))


        def cmd_info(args):
            print(args.size)


        def cmd_bench(args):
            points = torch.randn(args.size, 32)
            print(float(torch.cdist(points, points).mean()))
            procs = [multiprocessing.Process(target=_search, args=(points,)) for _ in range(args.shards)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        import argparse

        import commands


        def main():
            ap = argparse.ArgumentParser()
            ap.add_argument("command", nargs="?", default="{command}")
            ap.add_argument("--size", type=int, default={size})
            ap.add_argument("--shards", type=int, default=2)
            args = ap.parse_args()
            getattr(commands, f"cmd_{{args.command}}")(args)


        if __name__ == "__main__":
            main()
    """
    # commands.py's own start follows its cdist of a size it cannot tell: its own finding, whatever runs it.
    own = [("commands.py", 19)]
    assert findings(tmp_path, "FMP002", {"commands.py": commands, "main.py": main.format(command="bench", size=2048)}) \
        == own + [("main.py", 12)]
    # The default command only prints; and 8 points make a serial cdist (64 pairs of 32 columns: 2,048;
    # measured, 16 points of 32 start the pool).
    assert findings(tmp_path, "FMP002", {"commands.py": commands, "main.py": main.format(command="info", size=2048)}) \
        == own
    assert findings(tmp_path, "FMP002", {"commands.py": commands, "main.py": main.format(command="bench", size=8)}) \
        == own


def test_columns_sliced_per_dimension_and_batches_zipped_from_splits(tmp_path):
    data = """
        import torch


        def make_split(n):
            x = torch.randn(n, {cols})
            y = (x[:, :4].sum(1) > 0).long()
            return x, y
    """
    main = """
        import multiprocessing

        import torch

        from data import make_split


        def _child(rank):
            a = torch.randn(64, 64)
            print(float((a @ a).sum()))


        def main():
            x, y = make_split(640)
            for xb, yb in zip(x.split(32), y.split(32)):
                print(float(xb.exp().sum()))
            p = multiprocessing.Process(target=_child, args=(0,))
            p.start()
            p.join()


        if __name__ == "__main__":
            main()
    """
    # 32 rows of 2,048 columns: an exp over 65,536 elements in each batch, after a slice of 4 columns.
    assert findings(tmp_path, "FMP002", {"data.py": data.format(cols=2048), "main.py": main}) == [("main.py", 18)]
    assert findings(tmp_path, "FMP002", {"data.py": data.format(cols=32), "main.py": main}) == []


def test_a_child_target_a_decorator_runs_on_a_thread_of_its_own(tmp_path):
    """DGL's ``thread_wrapped_func`` (found in dgl-ke by the 2026-12-04 sweep): the decorator runs the
    target's body on a new thread, whose OpenMP pool is its own, so the fork's copy is never used."""
    wrappers = """
        import traceback
        from _thread import start_new_thread
        from functools import wraps
        from queue import Queue


        def thread_wrapped_func(func):
            @wraps(func)
            def decorated_function(*args, **kwargs):
                queue = Queue()

                def _queue_result():
                    queue.put(func(*args, **kwargs))

                start_new_thread(_queue_result, ())
                return queue.get()
            return decorated_function


        def plain(func):
            return func
    """
    workers = """
        import torch

        from wrappers import {decorator}


        @{decorator}
        def train_mp(rank):
            a = torch.randn(64, 64)
            print(float((a @ a).sum()))
    """
    main = """
        import torch.multiprocessing as mp

        import torch

        from workers import train_mp


        def main():
            model = torch.nn.Linear(512, 512)
            model.share_memory()
            procs = [mp.Process(target=train_mp, args=(rank,)) for rank in range(2)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()


        if __name__ == "__main__":
            main()
    """
    files = {"wrappers.py": wrappers, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "workers.py": workers.format(decorator="plain")}) == [
        ("main.py", 13)]
    assert findings(tmp_path, "FMP002", {**files, "workers.py": workers.format(decorator="thread_wrapped_func")}) == []


def test_what_a_starting_function_is_handed_is_not_what_its_child_is_handed(tmp_path):
    """Megatron's ``save_checkpoint(model, optimizer, ...)`` (the 2026-12-04 sweep) starts a child handed a
    path: the model on the GPU is the function's argument, not the child's."""
    ckpt = """
        import multiprocessing
        import os

        import torch


        def _cleanup(path):
            {child}


        def save_checkpoint(model, optimizer, path):
            torch.save(model.state_dict(), path)
            p = multiprocessing.Process(target=_cleanup, args=(path + ".old",))
            p.start()
            p.join()
    """
    main = """
        import torch

        from ckpt import save_checkpoint


        def main():
            model = torch.nn.Linear(4, 4).cuda()
            save_checkpoint(model, None, "model.pt")


        if __name__ == "__main__":
            main()
    """
    safe = "os.remove(path) if os.path.exists(path) else None"
    assert findings(tmp_path, "FMP001", {"ckpt.py": ckpt.format(child=safe), "main.py": main}) == []
    cuda = "torch.cuda.synchronize()"
    assert findings(tmp_path, "FMP001", {"ckpt.py": ckpt.format(child=cuda), "main.py": main}) == [("main.py", 8)]


def test_a_hogwild_trainer_whose_train_comes_from_a_base_class_of_another_module(tmp_path):
    """pytext's shape (the real-repository sweeps of 2026-12-01 and 2026-12-04): ``train()`` from a base
    class sets the model up (its subclass shares it), then each epoch the subclass forks workers.
    The state object takes its fields by ``vars(self).update(kwargs)``, and the subclass returns early
    when the stage is not training: both are followed."""
    trainer = """
        class TrainingState:
            stage = "train"

            def __init__(self, **kwargs):
                vars(self).update(kwargs)


        class Trainer:
            def run_epoch(self, state, data):
                for x in data:
                    state.model(x).sum().backward()

            def set_up_training(self, state, data):
                return data

            def train(self, data, model):
                state = TrainingState(model=model)
                data = self.set_up_training(state, data)
                for epoch in range(3):
                    self.run_epoch(state, data)
    """
    hogwild = """
        import torch.multiprocessing as mp

        from trainer import Trainer


        class HogwildTrainer(Trainer):
            def run_epoch(self, state, data):
                if state.stage != "train":
                    return super().run_epoch(state, data)
                procs = [mp.Process(target=super().run_epoch, args=(state, data)) for _ in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()

            def set_up_training(self, state, data):
                for param in state.model.parameters():
                    param.share_memory_()
                return data
    """
    main = """
        import torch

        from hogwild import HogwildTrainer

        if __name__ == "__main__":
            model = torch.nn.Sequential(torch.nn.EmbeddingBag({rows}, 300), torch.nn.Linear(300, 10))
            HogwildTrainer().train([torch.zeros(8, 5, dtype=torch.long)], model)
    """
    files = {"trainer.py": trainer, "hogwild.py": hogwild}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=100_000)}) == [("main.py", 7)]
    # A 10-row table: its shared copy is 3,000 elements, serial.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(rows=10)}) == []


def test_cuda_initialised_by_a_warm_up_then_a_pool_of_another_module_whose_tasks_use_the_device(tmp_path):
    config = 'DEVICE = "{device}"\n'
    warm = """
        import torch

        import config


        def warmup():
            return torch.zeros(4, device=config.DEVICE).sum()
    """
    pool = """
        from multiprocessing import Pool

        import torch

        import config


        def _extract(seed):
            x = torch.randn(8, 8).to(torch.device(config.DEVICE))
            return float(x.sum())


        def extract_all(seeds):
            with Pool(2) as pool:
                return pool.map(_extract, seeds)
    """
    main = """
        from pool import extract_all
        from warm import warmup


        def main():
            warmup()
            print(extract_all(range(4)))


        if __name__ == "__main__":
            main()
    """
    files = {"warm.py": warm, "pool.py": pool, "main.py": main}
    assert findings(tmp_path, "FMP001", {**files, "config.py": config.format(device="cuda")}) == [("main.py", 7)]
    assert findings(tmp_path, "FMP001", {**files, "config.py": config.format(device="cpu")}) == []


def test_a_generator_pipeline_runs_where_it_is_iterated_not_where_it_is_made(tmp_path):
    # ``stages = pipeline.build(cfg)`` makes the generators; nothing runs until the ``for`` asks for an
    # item: the peek (``next(items)``) runs the embedding, then the pool forks, all at the ``for``.
    pipeline = """
        import itertools
        import multiprocessing as mp

        import torch


        def read(chunks):
            for number in range(chunks):
                yield number, torch.rand(512, 512)


        def embed(chunks):
            projection = torch.rand(512, 512)
            for number, rows in chunks:
                yield number, rows @ projection


        def _check(item):
            number, vectors = item
            return number, float(torch.sigmoid(vectors @ vectors.T).mean())


        def check_remote(items):
            first = next(items, None)
            if first is None:
                return
            with mp.Pool(2) as pool:
                yield from pool.imap(_check, itertools.chain([first], items))


        def build(chunks):
            return check_remote(embed(read(chunks)))
    """
    main = """
        import pipeline


        def main():
            stages = pipeline.build(4)
            {use}


        if __name__ == "__main__":
            main()
    """
    consumed = "for number, score in stages:\n                print(number, score)"
    # (pipeline.py's own search reports its pool after ``embed``'s matmul, whoever iterates it.)
    assert findings(tmp_path, "FMP002", {"pipeline.py": pipeline, "main.py": main.format(use=consumed)}) == \
        [("main.py", 6), ("pipeline.py", 27)]
    # Made and never iterated: its body never runs, the program starts no pool.
    assert findings(tmp_path, "FMP002", {"pipeline.py": pipeline, "main.py": main.format(use="print(stages)")}) == \
        [("pipeline.py", 27)]


def test_a_coroutine_primed_by_next_makes_its_pool_at_the_first_send(tmp_path):
    writer = """
        import multiprocessing as mp

        import torch


        def score(legs):
            return float((legs @ legs.T).mean())


        def route_writer():
            pool, scored = None, []
            while True:
                batch = yield scored
                if pool is None:
                    pool = mp.get_context("fork").Pool(2)
                scored = pool.map(score, batch)
    """
    main = """
        import torch

        from writer import route_writer


        def main():
            legs = torch.nn.init.orthogonal_(torch.empty(512, 512))
            writer = route_writer()
            next(writer)
            {sent}


        if __name__ == "__main__":
            main()
    """
    files = {"writer.py": writer}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(sent="print(writer.send([legs, legs]))")}) \
        == [("main.py", 10)]
    # Primed and never sent a batch: it waits at its first yield, no pool is made.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(sent="print(legs.shape)")}) == []


def test_a_process_started_by_an_atexit_handler_runs_after_the_whole_program(tmp_path):
    # Registered before the work; it runs as the interpreter exits, after it: reported at the statement
    # that registered it.
    reports = """
        import atexit
        import multiprocessing as mp

        import torch


        def _summary(machine, rows):
            print(machine, float(torch.softmax(torch.rand(rows, 512), dim=1).amax()))


        class Reporter:
            def __init__(self, rows):
                self.rows, self.machines = rows, []
                atexit.register(self.flush)

            def note(self, machine):
                self.machines.append(machine)

            def flush(self):
                procs = [mp.Process(target=_summary, args=(m, self.rows)) for m in self.machines]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
    """
    main = """
        import torch

        from reports import Reporter


        def main():
            reporter = Reporter(2048)
            shares = torch.rand({rows}, {rows}) @ torch.rand({rows}, {rows})
            reporter.note(int(shares.argmax()))


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"reports.py": reports, "main.py": main.format(rows=512)}) == \
        [("main.py", 7)]
    assert findings(tmp_path, "FMP002", {"reports.py": reports, "main.py": main.format(rows=8)}) == []


def test_a_dependency_injector_builds_constructor_arguments_from_their_annotations(tmp_path):
    # ``inspect.signature(cls.__init__).parameters``: the model a service is annotated with is built
    # (warm-up forward) before the service forks; the instances are kept by class.
    container = """
        import inspect


        class Injector:
            def __init__(self, config):
                self.config, self._instances = config, {}

            def get(self, cls):
                if cls not in self._instances:
                    kwargs = {}
                    for p in inspect.signature(cls.__init__).parameters.values():
                        if p.name == "self":
                            continue
                        kwargs[p.name] = self.config if p.name == "config" else self.get(p.annotation)
                    self._instances[cls] = cls(**kwargs)
                return self._instances[cls]
    """
    services = """
        import multiprocessing as mp

        import torch


        class DelayModel(torch.nn.Module):
            def __init__(self, config: dict):
                super().__init__()
                self.encoder = torch.nn.Linear(config["features"], config["features"])
                with torch.no_grad():
                    self.encoder(torch.rand(config["warmup"], config["features"]))


        def _forecast(model, rows):
            with torch.no_grad():
                print(float(model.encoder(torch.rand(rows, model.encoder.in_features)).mean()))


        class Forecasters:
            def __init__(self, config: dict, model: DelayModel):
                self.config, self.model = config, model

            def serve(self):
                procs = [mp.Process(target=_forecast, args=(self.model, 2048)) for _ in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
    """
    main = """
        from container import Injector
        from services import Forecasters


        def main():
            injector = Injector({{"features": {features}, "warmup": {warmup}}})
            injector.get(Forecasters).serve()


        if __name__ == "__main__":
            main()
    """
    files = {"container.py": container, "services.py": services}
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(features=512, warmup=128)}) == [("main.py", 7)]
    # A warm-up forward of one row through a layer 64 wide: serial on every CPU measured, and nothing else
    # runs before the fork.
    assert findings(tmp_path, "FMP002", {**files, "main.py": main.format(features=64, warmup=1)}) == []


def test_a_contextmanager_generator_of_another_module_still_starts_where_it_is_entered(tmp_path):
    # A generator function's start is not its callers' (nothing runs at the call), but one decorated with
    # ``@contextmanager`` runs to its ``yield`` where the ``with`` enters it; the tasks this module hands the
    # pool it yields are its children (a torch.mm: work fixmp sees, not an assumption).
    pools = """
        import contextlib
        import multiprocessing as mp


        @contextlib.contextmanager
        def worker_pool(workers):
            with mp.Pool(workers) as pool:
                yield pool
    """
    main = """
        import torch

        from pools import worker_pool


        def score(x):
            return float(torch.mm(x, x).sum())


        def run():
            table = torch.rand({rows}, {rows}) @ torch.rand({rows}, {rows})
            with worker_pool(2) as pool:
                return pool.map(score, [table, table])
    """
    # (A library function, not a program: its own search reads the helper's start from the project.)
    assert findings(tmp_path, "FMP002", {"pools.py": pools, "scoring.py": main.format(rows=512)}) == \
        [("scoring.py", 12)]
    assert findings(tmp_path, "FMP002", {"pools.py": pools, "scoring.py": main.format(rows=8)}) == []


def test_an_iterator_object_whose_next_makes_its_pool_on_the_first_item(tmp_path):
    # ``for hits in batches``: ``__iter__`` returns ``self``; the first ``__next__()`` forks the pool.
    stains = """
        import multiprocessing as mp

        import torch


        def detect(frames):
            return int((frames @ frames.T).sum() > 0)


        class StainBatches:
            def __init__(self, frames, batches):
                self.frames, self.batches = frames, batches
                self._results = None

            def __iter__(self):
                return self

            def __next__(self):
                if self._results is None:
                    self._pool = mp.get_context("fork").Pool(2)
                    self._results = self._pool.imap(detect, [self.frames] * self.batches)
                return next(self._results)
    """
    main = """
        import torch

        from stains import StainBatches


        def main():
            frames = torch.rand({rows}, {rows}) @ torch.rand({rows}, {rows})
            for number, hits in enumerate(StainBatches(frames, 4)):
                print(number, hits)


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"stains.py": stains, "main.py": main.format(rows=512)}) == [("main.py", 8)]
    assert findings(tmp_path, "FMP002", {"stains.py": stains, "main.py": main.format(rows=8)}) == []


def test_a_device_chosen_by_a_return_under_is_available_is_the_gpu_for_a_forked_child(tmp_path):
    # ``if torch.cuda.is_available(): return torch.device("cuda", ...)`` then ``return torch.device("cpu")``:
    # on a machine with CUDA (the only one where a forked child's CUDA call fails) the child gets the GPU.
    gpu = """
        import torch


        def device():
            if torch.cuda.is_available():
                torch.cuda.init()
                return torch.device("cuda", torch.cuda.current_device())
            return torch.device("cpu")
    """
    triage = """
        import os

        import torch


        def triage(plates, device):
            for plate in plates:
                pid = os.fork()
                if pid == 0:
                    print(plate, float(torch.rand(4, {placed}).std()))
                    os._exit(0)
                os.waitpid(pid, 0)
    """
    main = """
        import gpu
        from triage import triage


        def main():
            triage(["KX-101", "KX-207"], gpu.device())


        if __name__ == "__main__":
            main()
    """
    files = {"gpu.py": gpu, "main.py": main}
    assert findings(tmp_path, "FMP001", {**files, "triage.py": triage.format(placed="device=device")}) == \
        [("main.py", 6)]
    # The child's tensors stay on the CPU whatever the parent chose: no CUDA call there.
    assert findings(tmp_path, "FMP001", {**files, "triage.py": triage.format(placed="dtype=torch.float32")}) == []


def test_a_model_moved_to_the_gpu_handed_to_a_fork_process_of_another_module(tmp_path):
    builder = """
        import torch
        from torch import nn


        def build_model(device):
            return nn.Sequential(nn.Linear(64, 64), nn.ReLU()).to(device)
    """
    replicas = """
        import torch
        import torch.multiprocessing as mp


        def _replica(rank, model):
            x = torch.randn(8, 64).to(next(model.parameters()).device)
            print(model(x).sum())


        def run_replicas(model, n=2):
            procs = [mp.Process(target=_replica, args=(i, model)) for i in range(n)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        import torch

        from builder import build_model
        from replicas import run_replicas


        def main():
            run_replicas(build_model(torch.device("{device}")))


        if __name__ == "__main__":
            main()
    """
    files = {"builder.py": builder, "replicas.py": replicas}
    assert findings(tmp_path, "FMP001", {**files, "main.py": main.format(device="cuda")}) == [("main.py", 8)]
    assert findings(tmp_path, "FMP001", {**files, "main.py": main.format(device="cpu")}) == []


def test_a_start_the_program_reaches_only_single_threaded_is_cured(tmp_path):
    """``torch.set_num_threads(1)`` after the parent's work and before the fork (measured safe), called
    by a helper of another module; and a pool whose initializer is a ``partial`` pinning one thread,
    made by a factory of another module."""
    handoff = "import torch\n\n\ndef prepare_for_workers():\n    torch.set_num_threads({threads})\n"
    factory = """
        from concurrent.futures import ProcessPoolExecutor
        from functools import partial

        import torch


        def make_executor(workers, threads_per_worker={threads}):
            return ProcessPoolExecutor(max_workers=workers,
                                       initializer=partial(torch.set_num_threads, threads_per_worker))
    """
    main = """
        import torch
        import torch.multiprocessing as mp

        from factory import make_executor
        from handoff import prepare_for_workers


        def square(rank):
            a = torch.randn(256, 256)
            return float((a @ a).sum())


        def main():
            x = torch.randn(512, 512)
            print(float((x @ x).sum()))
            {use}


        if __name__ == "__main__":
            main()
    """
    pool_use = "prepare_for_workers()\n            with mp.Pool(2) as pool:\n                print(pool.map(square, range(2)))"
    executor_use = "with make_executor(2) as ex:\n                print(ex.submit(square, 0).result())"
    assert findings(tmp_path, "FMP002", {"handoff.py": handoff.format(threads=1), "factory.py": factory.format(threads=1),
                                         "main.py": main.format(use=pool_use)}) == []
    assert findings(tmp_path, "FMP002", {"handoff.py": handoff.format(threads=4), "factory.py": factory.format(threads=1),
                                         "main.py": main.format(use=pool_use)}) == [("main.py", 17)]
    assert findings(tmp_path, "FMP002", {"handoff.py": handoff.format(threads=1), "factory.py": factory.format(threads=1),
                                         "main.py": main.format(use=executor_use)}) == []
    assert findings(tmp_path, "FMP002", {"handoff.py": handoff.format(threads=1), "factory.py": factory.format(threads=2),
                                         "main.py": main.format(use=executor_use)}) != []


def test_a_generator_that_forks_per_item_with_the_callers_work_between_items(tmp_path):
    """The loop body runs at each ``yield``, before the generator goes on: the first child is forked
    before any work, the second after the caller's calibration."""
    stages = """
        import os

        import torch


        def start_stage_workers(n):
            for stage in range(n):
                pid = os.fork()
                if pid == 0:
                    a = torch.randn(128, 128)
                    print(float((a @ a).sum()))
                    os._exit(0)
                yield pid
    """
    main = """
        import os

        import torch

        from stages import start_stage_workers


        def main():
            pids = []
            for pid in start_stage_workers({n}):
                pids.append(pid)
                print(float(torch.sigmoid(torch.randn(70_000)).sum()))
            for pid in pids:
                os.waitpid(pid, 0)


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"stages.py": stages, "main.py": main.format(n=2)}) == [("main.py", 10)]
    # One stage: its child is forked before the calibration, and nothing is forked after it.
    assert findings(tmp_path, "FMP002", {"stages.py": stages, "main.py": main.format(n=1)}) == []


def test_a_dict_subclass_whose_missing_builds_features_and_a_list_of_layers_grown_by_plus(tmp_path):
    cache = """
        import torch
        from torch import nn


        class FeatureCache(dict):
            def __missing__(self, split):
                x = torch.randn({rows}, 64)
                self[split] = torch.softmax(x, dim=-1)
                return self[split]


        def build_encoder(dim=64, depth=2):
            layers = []
            for _ in range(depth):
                layers += [nn.Linear(dim, dim), nn.ReLU()]
            return nn.Sequential(*layers)


        CACHE = FeatureCache()
    """
    workers = """
        import torch
        from torch import multiprocessing

        from cache import build_encoder


        def _project(rank):
            print(float(build_encoder()(torch.randn(1024, 64)).sum()))


        def project_all(n=2):
            procs = [multiprocessing.Process(target=_project, args=(r,)) for r in range(n)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        from cache import CACHE
        from workers import project_all


        def main():
            print(float(CACHE["train"].sum()))
            project_all()


        if __name__ == "__main__":
            main()
    """
    files = {"workers.py": workers, "main.py": main}
    assert findings(tmp_path, "FMP002", {**files, "cache.py": cache.format(rows=4096)}) == [("main.py", 7)]
    # One row: a softmax over a single row does not start the pool.
    assert findings(tmp_path, "FMP002", {**files, "cache.py": cache.format(rows=1)}) == []


def test_spawn_children_handed_an_object_holding_a_lambda_or_a_wrapper_without_wraps(tmp_path):
    jobs = """
        from dataclasses import dataclass, field
        from typing import Callable


        @dataclass
        class ExportJob:
            name: str
            transform: Callable = field(default={transform})
    """
    exporter = """
        import multiprocessing


        def _run_job(job):
            print(job.name)


        def export_all(jobs):
            ctx = multiprocessing.get_context("spawn")
            procs = [ctx.Process(target=_run_job, args=(job,)) for job in jobs]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
    """
    main = """
        from exporter import export_all
        from jobs import ExportJob


        def main():
            export_all([ExportJob("encoder")])


        if __name__ == "__main__":
            main()
    """
    files = {"exporter.py": exporter, "main.py": main}
    assert findings(tmp_path, "FMP005", {**files, "jobs.py": jobs.format(transform="lambda t: t")}) == [
        ("main.py", 6)]
    assert findings(tmp_path, "FMP005", {**files, "jobs.py": jobs.format(transform="abs")}) == []

    timing = """
        import functools


        def timed(fn):
            {wraps}
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper
    """
    ranks = "from timing import timed\n\n\n@timed\ndef train_rank(rank, world_size):\n    print(rank, world_size)\n"
    spawn_main = """
        import torch.multiprocessing as mp

        from ranks import train_rank


        def main():
            mp.spawn(train_rank, args=(2,), nprocs=2, join=True)


        if __name__ == "__main__":
            main()
    """
    files = {"ranks.py": ranks, "main.py": spawn_main}
    assert findings(tmp_path, "FMP005", {**files, "timing.py": timing.format(wraps="")}) == [("main.py", 7)]
    # functools.wraps names the wrapper after train_rank, where pickle finds it.
    assert findings(tmp_path, "FMP005", {**files, "timing.py": timing.format(wraps="@functools.wraps(fn)")}) == []


def test_a_scripts_top_level_rebinds_a_name_and_forks_in_a_while_loop(tmp_path):
    """A script's own lines run in order: ``x = x @ x`` reads the ``x`` of the line above (a name
    bound twice has no single value to read statically), and the start in a ``while`` loop is
    reported at its site, with the fix its own search would offer."""
    main = """
        import multiprocessing as mp

        import torch


        def work(i):
            return float((torch.rand(64, 64) @ torch.rand(64, 64)).sum())


        if __name__ == "__main__":
            epoch = 0
            while epoch < 2:
                x = torch.rand({size}, {size})
                x = x @ x
                p = mp.Process(target=work, args=(epoch,))
                p.start()
                p.join()
                epoch += 1
    """
    assert findings(tmp_path, "FMP002", {"main.py": main.format(size=256)}) == [("main.py", 16)]
    assert findings(tmp_path, "FMP002", {"main.py": main.format(size=8)}) == []


def test_a_match_statement_and_functools_reduce_are_followed(tmp_path):
    prepare = """
        import functools

        import torch


        def prepare(kind, size=256):
            match kind:
                case "dense" | "full":
                    mats = [torch.rand(size, size) for _ in range(3)]
                    return functools.reduce(torch.matmul, mats)
                case _:
                    return torch.rand(size)
    """
    main = """
        import multiprocessing as mp

        import torch

        from prep import prepare


        def work(i):
            return float((torch.rand(64, 64) @ torch.rand(64, 64)).sum())


        if __name__ == "__main__":
            prepare("{kind}")
            with mp.Pool(2) as pool:
                print(pool.map(work, range(4)))
    """
    assert findings(tmp_path, "FMP002", {"prep.py": prepare, "main.py": main.format(kind="full")}) == [
        ("main.py", 14)]
    # The catch-all case only samples: a fill the pool does not run.
    assert findings(tmp_path, "FMP002", {"prep.py": prepare, "main.py": main.format(kind="sparse")}) == []


def test_a_context_manager_that_forks_and_yields_in_each_child(tmp_path):
    # ``with forked(3) as (unit, is_child):``: the generator forks in its loop and yields in the child,
    # so each child goes on in the ``with`` block, with is_child true, after the parent's work.
    forking = """
        import contextlib
        import os


        @contextlib.contextmanager
        def forked(children):
            pids = []
            for index in range(children):
                pid = os.fork()
                if pid == 0:
                    try:
                        yield index, True
                    finally:
                        os._exit(0)
                pids.append(pid)
            yield None, False
            for pid in pids:
                os.waitpid(pid, 0)
    """
    main = """
        import torch

        from forking import forked


        def main():
            warmup = torch.rand(512, 5400).cumsum(dim=1)
            print(float(warmup.max()))
            with forked(3) as (unit, is_child):
                if is_child:
                    print(float(torch.rand({rows}, 5400).cumsum(dim=1).max()))


        if __name__ == "__main__":
            main()
    """
    assert findings(tmp_path, "FMP002", {"forking.py": forking, "main.py": main.format(rows=256)}) == [("main.py", 9)]
    # A child's single row of 5,400 is serial.
    assert findings(tmp_path, "FMP002", {"forking.py": forking, "main.py": main.format(rows=1)}) == []


PLUGIN_REGISTRY = """
    STEPS = {}


    def step(name):
        def register(fn):
            STEPS[name] = fn
            return fn
        return register
"""

PLUGIN_KERNING = """
    import torch

    from registry import step


    @step("kern")
    def kern(state):
        logits = torch.rand(state["glyphs"], 256)
        state["weights"] = torch.softmax(logits, dim=1)[:, :8]
        return state
"""

PLUGIN_PAGINATE = """
    import multiprocessing

    import torch

    from registry import step


    def _break_lines(chapter):
        widths = torch.rand(1200, 400)
        return int((widths.cumsum(dim=1) - 200.0).pow(2).argmin(dim=1).float().mean())


    @step("paginate")
    def paginate(state):
        with multiprocessing.Pool(2) as pool:
            state["breaks"] = pool.map(_break_lines, range(state["chapters"]))
        return state
"""

PLUGINS_BY_NAME_MAIN = """
    import importlib
    import json
    import os

    import registry

    HERE = os.path.dirname(os.path.abspath(__file__))

    if __name__ == "__main__":
        with open(os.path.join(HERE, "layout.json")) as f:
            layout = json.load(f)
        for module in layout["plugin_modules"]:
            importlib.import_module(module)
        state = {"chapters": 4, "glyphs": layout["glyphs"]}
        for name in layout["steps"]:
            state = registry.STEPS[name](state)
"""


def test_plugins_a_json_list_names_are_imported_by_name_at_run_time(tmp_path):
    # main.py names neither plugin: it imports each module a JSON file lists, whose decorators fill the
    # registry it then runs. The kerning step's softmax over 4,096 rows starts the pool; the paginate
    # step's Pool forks after it. Control: the list leaves kerning out (its step never runs; the glyphs
    # are the same), so the fork comes before any parallel work.
    files = {"registry.py": PLUGIN_REGISTRY, "kerning.py": PLUGIN_KERNING, "paginate.py": PLUGIN_PAGINATE,
             "main.py": PLUGINS_BY_NAME_MAIN}
    layout = '{"plugin_modules": [%s], "steps": [%s], "glyphs": 4096}'
    (tmp_path / "layout.json").write_text(layout % ('"kerning", "paginate"', '"kern", "paginate"'))
    assert findings(tmp_path, "FMP002", files) == [("main.py", 16)]
    (tmp_path / "layout.json").write_text(layout % ('"paginate"', '"paginate"'))
    assert findings(tmp_path, "FMP002", files) == []


RETRYING = """
    import functools


    class CalibrationDrift(Exception):
        pass


    class Unrecoverable(Exception):
        pass


    def retry(times, on_retry=None):
        def deco(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                for attempt in range(1, times + 1):
                    try:
                        return fn(*args, **kwargs)
                    except CalibrationDrift:
                        if attempt == times:
                            raise
                        if on_retry is not None:
                            on_retry(*args, **kwargs)
            return wrapper
        return deco
"""
GRADING = """
    import multiprocessing as mp

    import torch

    from retrying import CalibrationDrift, Unrecoverable, retry


    def grade_section(responses):
        return int((responses > 0.5).float().cumsum(dim=1)[:, -1].sum())


    def recalibrate(rubric, sections):
        rubric["cutoff"] = float((torch.cat(sections) > 0.5).float().sum(dim=1).median())


    @retry(times=2, on_retry=recalibrate)
    def grade_all(rubric, sections):
        with mp.Pool(2) as pool:
            out = pool.map(grade_section, sections)
        if any(score is None for score in out):
            raise {raised}("no cutoff yet")
        return out
"""
GRADING_MAIN = """
    import torch

    from grading import grade_all

    if __name__ == "__main__":
        sections = [torch.rand(256, 1024) for _ in range(4)]
        print(grade_all({}, sections))
"""


def test_a_retry_decorator_whose_hook_works_before_the_second_attempt_forks(tmp_path):
    # The first attempt forks before any parallel work and may raise (a test fixmp cannot decide); the
    # retry's handler then runs the recalibration hook (a cat over 1,048,576 elements) and the loop's
    # second attempt forks after it. Control: the attempt raises an exception the retry does not catch.
    files = {"retrying.py": RETRYING, "main.py": GRADING_MAIN}
    caught = GRADING.format(raised="CalibrationDrift")
    assert findings(tmp_path / "caught", "FMP002", {**files, "grading.py": caught}) == [("main.py", 7)]
    uncaught = GRADING.format(raised="Unrecoverable")
    assert findings(tmp_path / "uncaught", "FMP002", {**files, "grading.py": uncaught}) == []


DISCOVERING_LOADER = """
    import importlib
    import pkgutil

    import plugins


    def discover():
        return [importlib.import_module(f"plugins.{info.name}") for info in pkgutil.iter_modules(plugins.__path__)]
"""
DISCOVERING_MAIN = """
    import torch

    from loader import discover


    def main():
        state = {"pressure": torch.rand(4096, 128)}
        for plugin in discover():
            state = plugin.run(state)


    if __name__ == "__main__":
        main()
"""
PLUGIN_ANOMALY = """
    import torch


    def run(state):
        state["lows"] = (state["pressure"].cumsum(dim=1) < 0).sum(dim=0)
        return state
"""
PLUGIN_TRACKING = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def track(basin):
        return float(torch.rand(512, 256).mean(dim=1).sum())


    def run(state):
        with ProcessPoolExecutor(max_workers=2) as ex:
            state["tracks"] = list(ex.map(track, range(4)))
        return state
"""


def test_plugins_pkgutil_lists_are_imported_by_name_in_the_order_of_their_names(tmp_path):
    # The loader lists the plugins package and imports each module it finds, in the order of their
    # names: anomaly's cumsum over 524,288 elements starts the pool, then tracking's executor forks.
    # Control: the cumulative plugin is named so that it sorts after the executor's (it runs after).
    files = {"loader.py": DISCOVERING_LOADER, "main.py": DISCOVERING_MAIN, "plugins/__init__.py": "",
             "plugins/tracking.py": PLUGIN_TRACKING}
    (tmp_path / "before" / "plugins").mkdir(parents=True)
    assert findings(tmp_path / "before", "FMP002", {**files, "plugins/anomaly.py": PLUGIN_ANOMALY}) == [
        ("main.py", 9)]
    (tmp_path / "after" / "plugins").mkdir(parents=True)
    assert findings(tmp_path / "after", "FMP002", {**files, "plugins/weather.py": PLUGIN_ANOMALY}) == []


CAMPAIGN_MIX = """
    import torch


    def channel_mix(segments, channels):
        affinity = torch.rand(segments, channels)
        budget = torch.rand(channels, channels)
        return affinity @ budget
"""
CAMPAIGN_SIMULATE = """
    import multiprocessing as mp

    import torch


    def _simulate(worker, donors, out):
        out.put((worker, float(torch.tanh(torch.randn(donors) * 0.3).mean())))


    def run_simulations(workers, donors):
        out = mp.Queue()
        procs = [mp.Process(target=_simulate, args=(w, donors, out)) for w in range(workers)]
        for p in procs:
            p.start()
        results = sorted(out.get() for _ in procs)
        for p in procs:
            p.join()
        return results
"""
CAMPAIGN_MAIN = """
    import json

    from mix import channel_mix
    from simulate import run_simulations


    def main():
        with open("campaign.json") as f:
            cfg = json.load(f)
        mix = channel_mix(cfg["segments"], cfg["channels"])
        print(round(float(mix.sum()), 2))
        print(run_simulations(cfg["workers"], cfg["donors"]))


    if __name__ == "__main__":
        main()
"""


def test_work_sized_by_the_programs_settings_file_refutes_the_search_that_could_not_size_it(tmp_path):
    # The search through channel_mix() meets a matmul it cannot size; the program run reads its sizes
    # from campaign.json: a 12x8 @ 8x8 matmul is serial (measured), so the Process forks before any
    # parallel work. Control: the settings give 2000 segments of 512 channels (a 2000x512 @ 512x512
    # matmul: parallel, and the children hang).
    files = {"mix.py": CAMPAIGN_MIX, "simulate.py": CAMPAIGN_SIMULATE, "main.py": CAMPAIGN_MAIN}
    settings = '{"segments": %d, "channels": %d, "donors": 400000, "workers": 2}'
    (tmp_path / "small").mkdir()
    (tmp_path / "small" / "campaign.json").write_text(settings % (12, 8))
    assert findings(tmp_path / "small", "FMP002", files) == []
    (tmp_path / "large").mkdir()
    (tmp_path / "large" / "campaign.json").write_text(settings % (2000, 512))
    assert findings(tmp_path / "large", "FMP002", files) == [("main.py", 12)]


METACLASS_BASE = """
    class ScorerMeta(type):
        registry = {}

        def __new__(mcls, name, bases, ns):
            cls = super().__new__(mcls, name, bases, ns)
            if ns.get("key"):
                mcls.registry[ns["key"]] = cls
            return cls


    class Scorer(metaclass=ScorerMeta):
        key = None
"""
METACLASS_SCORERS = """
    import torch
    import torch.multiprocessing as tmp


    from base import Scorer


    def shard_agreement(src, hyp):
        return float(torch.sigmoid(src - hyp).mean())


    class Adequacy(Scorer):
        key = {key}

        def score(self, src, hyp):
            return float(torch.nn.functional.gelu(src * hyp).mean())


    class ShardAgreement(Scorer):
        key = "agreement"

        def score(self, src, hyp):
            with tmp.Pool(2) as pool:
                parts = pool.starmap(shard_agreement, list(zip(src.chunk(2), hyp.chunk(2))))
            return sum(parts) / len(parts)
"""
METACLASS_MAIN = """
    import torch

    import scorers
    from base import ScorerMeta

    if __name__ == "__main__":
        src, hyp = torch.randn(2400, 128), torch.randn(2400, 128)
        for name, cls in ScorerMeta.registry.items():
            print(name, cls().score(src, hyp))
"""


def test_a_metaclass_registry_runs_each_registered_class_in_definition_order(tmp_path):
    # The metaclass's __new__ records each class with a key as it is defined; the program builds and runs
    # them in order: Adequacy's gelu over 307,200 elements, then ShardAgreement's Pool. Control: Adequacy
    # has no key, so the metaclass leaves it out of the registry and the Pool forks first.
    files = {"base.py": METACLASS_BASE, "main.py": METACLASS_MAIN}
    keyed = {**files, "scorers.py": METACLASS_SCORERS.format(key='"adequacy"')}
    assert findings(tmp_path / "keyed", "FMP002", keyed) == [("main.py", 9)]
    unkeyed = {**files, "scorers.py": METACLASS_SCORERS.format(key="None")}
    assert findings(tmp_path / "unkeyed", "FMP002", unkeyed) == []


ARGV_POLLS = """
    import torch


    def load_responses(n):
        return torch.rand(n), torch.full((n,), 0.52)
"""
ARGV_BOOTSTRAP = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def one_run(samples, seed):
        idx = torch.randint(0, samples.numel(), (samples.numel(),))
        return float((samples[idx] - 0.5).abs().mean())


    def bootstrap_ci(samples, *, runs, executor_cls=ProcessPoolExecutor):
        with executor_cls(max_workers=2) as ex:
            stats = sorted(f.result() for f in [ex.submit(one_run, samples, seed) for seed in range(runs)])
        return stats[0], stats[-1]
"""
ARGV_MAIN = """
    import sys

    from bootstrap import bootstrap_ci
    from polls import load_responses


    def main(n={n}):
        responses, truth = load_responses(n)
        print(float((responses - truth).pow(2).mean()))
        print(bootstrap_ci(responses, runs=4))


    if __name__ == "__main__":
        main(*(int(a) for a in sys.argv[1:]))
"""


def test_a_main_handed_the_command_lines_numbers_runs_with_its_defaults_for_the_plain_command(tmp_path):
    # Run as its plain command, the program hands main() nothing (no arguments after its name): main's
    # default of 400,000 responses sizes the parent's work (a fill over 400,000 elements) before the
    # executor's first submit. Control: a default of 1,000 responses (serial everywhere).
    files = {"polls.py": ARGV_POLLS, "bootstrap.py": ARGV_BOOTSTRAP}
    large = {**files, "main.py": ARGV_MAIN.format(n="400_000")}
    assert findings(tmp_path / "large", "FMP002", large) == [("main.py", 10)]
    small = {**files, "main.py": ARGV_MAIN.format(n="1_000")}
    assert findings(tmp_path / "small", "FMP002", small) == []


MIXINS = """
    import multiprocessing as mp

    import torch
    import torch.nn.functional as F

    LAPLACE = torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]])


    class SharpnessMixin:
        def sharpness(self, frames):
            grey = frames.mean(dim=1, keepdim=True)
            return F.conv2d(grey, LAPLACE.view(1, 1, 3, 3), padding=1).flatten(1).var(dim=1)


    class ParallelMixin:
        start_method = {method}

        def fan_out(self, target, parts):
            ctx = mp.get_context(self.start_method)
            procs = [ctx.Process(target=target, args=(i, part)) for i, part in enumerate(parts)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()
"""
MIXINS_MAIN = """
    import torch

    from mixins import ParallelMixin, SharpnessMixin


    def make_previews(shard, frames):
        print(shard, torch.nn.functional.avg_pool2d(torch.sigmoid(frames * 4 - 2), 2).shape)


    class ShootCuller(SharpnessMixin, ParallelMixin):
        def cull(self, frames):
            keep = self.sharpness(frames).argsort(descending=True)[: int(len(frames) * 0.5)]
            self.fan_out(make_previews, frames[keep.sort().values].chunk(2))


    if __name__ == "__main__":
        ShootCuller().cull(torch.rand(8, 3, 160, 160))
"""


def test_mixins_a_default_context_from_a_class_attribute_and_shards_of_the_kept_frames(tmp_path):
    # get_context(None) is the default (fork) context; the children are handed the chunks of the frames
    # the sharpness ranking keeps (flatten(1) of the Laplacian keeps its rows: 4 of 8 frames, 2 a
    # shard, whose sigmoid is 153,600 elements). Control: the class attribute chooses spawn.
    forked = {"mixins.py": MIXINS.format(method="None"), "main.py": MIXINS_MAIN}
    assert findings(tmp_path / "forked", "FMP002", forked) == [("main.py", 13)]
    spawned = {"mixins.py": MIXINS.format(method='"spawn"'), "main.py": MIXINS_MAIN}
    assert findings(tmp_path / "spawned", "FMP002", spawned) == []


DEFAULT_REGISTRY_STAGES = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def stage(name, registry={}):
        def deco(fn):
            registry[name] = fn
            return fn
        return deco


    STAGES = stage.__defaults__[0]


    def render_block(block):
        return int((torch.exp(torch.nn.functional.layer_norm(block, (block.shape[1],))) > 1.0).sum())


    @stage("normalize")
    def normalize(state):
        state["cues"], state["audio"] = torch.randn(4096, 256), torch.randn(512, 256)
        return state


    @stage("align")
    def align(state):
        state["attention"] = torch.softmax(state["cues"] @ state["audio"].T, dim=1)
        return state


    @stage("export")
    def export(state):
        with ProcessPoolExecutor(max_workers=2) as ex:
            state["report"] = sum(ex.map(render_block, state["cues"].chunk(4)))
        return state
"""
DEFAULT_REGISTRY_MAIN = """
    from stages import STAGES

    if __name__ == "__main__":
        state = {{}}
        for name in {order}:
            state = STAGES[name](state)
        print(state["report"])
"""


def test_a_registry_held_in_a_mutable_default_argument_that_every_decorator_call_fills(tmp_path):
    # ``registry={}`` is made once, when ``stage`` is defined: every decorator fills that one dict, which
    # the module hands out as ``stage.__defaults__[0]``. The align stage's 4096x256 @ 256x512 matmul
    # runs before the export stage's executor forks. Control: export runs before align.
    aligned = {"stages.py": DEFAULT_REGISTRY_STAGES,
               "main.py": DEFAULT_REGISTRY_MAIN.format(order='["normalize", "align", "export"]')}
    assert findings(tmp_path / "aligned", "FMP002", aligned) == [("main.py", 6)]
    exported = {"stages.py": DEFAULT_REGISTRY_STAGES,
                "main.py": DEFAULT_REGISTRY_MAIN.format(order='["normalize", "export", "align"]')}
    assert findings(tmp_path / "exported", "FMP002", exported) == []


NAMED_COMMANDS = """
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def resolve_sheet(i, sheet):
        return i, int((torch.sigmoid((sheet - 0.5) * 12) > 0.98).sum())


    def cmd_stats(opts):
        print(tuple(torch.rand(opts.features, 500).shape))


    def cmd_place(opts):
        cands = torch.rand(opts.features, 500)
        print(cands.amax(dim=1).sum())
        with ProcessPoolExecutor(max_workers=2) as ex:
            print([ex.submit(resolve_sheet, i, sheet).result() for i, sheet in enumerate(cands.chunk(4))])
"""
NAMED_COMMANDS_MAIN = """
    import argparse

    import commands


    def main(argv=None):
        ap = argparse.ArgumentParser()
        ap.add_argument("command", nargs="?", default="{command}", choices=["stats", "place"])
        ap.add_argument("--features", type=int, default=2000)
        opts = ap.parse_args(argv)
        getattr(commands, "cmd_" + opts.command)(opts)


    if __name__ == "__main__":
        main()
"""


def test_a_command_looked_up_by_a_name_built_from_the_default_positional_argument(tmp_path):
    # "cmd_" + opts.command names cmd_place, whose amax over 1,000,000 elements runs before the executor's
    # first submit. Control: the default command is stats, which starts nothing.
    placing = {"commands.py": NAMED_COMMANDS, "main.py": NAMED_COMMANDS_MAIN.format(command="place")}
    assert findings(tmp_path / "place", "FMP002", placing) == [("main.py", 11)]
    stating = {"commands.py": NAMED_COMMANDS, "main.py": NAMED_COMMANDS_MAIN.format(command="stats")}
    assert findings(tmp_path / "stats", "FMP002", stating) == []


SPEC_RUNNER = """
    import importlib


    def resolve(spec):
        module, _, attr = spec.partition(":")
        return getattr(importlib.import_module(module), attr)


    def run_pipeline(cfg):
        ctx = {}
        for spec in cfg["steps"]:
            resolve(spec)(ctx)
        return ctx
"""
SPEC_FLORIST = """
    import torch


    def forecast_stems(ctx):
        ctx["stems"] = float(torch.tanh(torch.rand(300_000)).sum())
"""
SPEC_SHUTTLE = """
    import os

    import torch


    def plan_runs(ctx):
        pids = []
        for route in range(2):
            pid = os.fork()
            if pid == 0:
                print(int((torch.rand(300_000) * 60).floor().remainder(7).eq(3).sum()))
                os._exit(0)
            pids.append(pid)
        for pid in pids:
            os.waitpid(pid, 0)
"""
SPEC_MAIN = """
    import json

    from runner import run_pipeline

    if __name__ == "__main__":
        with open("pipeline.json") as fh:
            print(run_pipeline(json.load(fh)))
"""


def test_plugins_named_by_module_function_specs_in_a_settings_file(tmp_path):
    # The runner imports each "module:function" spec's module by name (a bare name: the modules of the
    # packages beside it may be named) and calls the function: the florist step's tanh over 300,000
    # elements runs before the shuttle step forks. Control: the shuttle step is listed first.
    files = {"runner.py": SPEC_RUNNER, "main.py": SPEC_MAIN, "plugins/__init__.py": "",
             "plugins/florist.py": SPEC_FLORIST, "plugins/shuttle.py": SPEC_SHUTTLE}
    steps = '{"steps": [%s]}'
    (tmp_path / "florist_first" / "plugins").mkdir(parents=True)
    (tmp_path / "florist_first" / "pipeline.json").write_text(
        steps % '"plugins.florist:forecast_stems", "plugins.shuttle:plan_runs"')
    assert findings(tmp_path / "florist_first", "FMP002", files) == [("main.py", 7)]
    (tmp_path / "shuttle_first" / "plugins").mkdir(parents=True)
    (tmp_path / "shuttle_first" / "pipeline.json").write_text(
        steps % '"plugins.shuttle:plan_runs", "plugins.florist:forecast_stems"')
    assert findings(tmp_path / "shuttle_first", "FMP002", files) == []


AT_FORK_SAFETY = """
    import os

    import torch


    def install():
        os.register_at_fork({moment}=lambda: torch.set_num_threads(1))
"""
AT_FORK_MAIN = """
    import multiprocessing as mp

    import torch

    import forksafe

    forksafe.install()


    def score(i):
        print(float(torch.sigmoid(torch.rand(300_000)).sum()))


    if __name__ == "__main__":
        print(float(torch.softmax(torch.rand(4096, 512), dim=1).amax()))
        procs = [mp.Process(target=score, args=(i,)) for i in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""


def test_a_fork_hook_that_pins_the_parent_before_each_fork(tmp_path):
    # os.register_at_fork(before=...) drops the parent to one thread just before each fork: a cure (the
    # program exits; without the hook it hangs). Control: an after_in_parent hook, which runs after the
    # fork, cures nothing.
    cured = {"forksafe.py": AT_FORK_SAFETY.format(moment="before"), "main.py": AT_FORK_MAIN}
    assert findings(tmp_path / "before", "FMP002", cured) == []
    late = {"forksafe.py": AT_FORK_SAFETY.format(moment="after_in_parent"), "main.py": AT_FORK_MAIN}
    assert findings(tmp_path / "after", "FMP002", late) == [("main.py", 18)]


# Round 9 (tuned on heldout/2026-12-18 after its unseen score): sizes from a CSV table, a start in a
# context manager's __exit__, a state machine's while loop, cooperative mixins' super(), a forward hook.
SHARD_WORKER = """
    import multiprocessing as mp

    import torch


    def shard(n):
        return float(torch.ones(n, 512).sum(dim=1).mean())


    def fan_out(rows):
        with mp.Pool(2) as pool:
            return pool.map(shard, [rows, rows])
"""
CSV_MAIN = """
    import csv

    import torch

    from workers import fan_out


    def main():
        with open("sites.csv") as f:
            sites = {row["site"]: int(row["readings"]) for row in csv.DictReader(f)}
        for site, readings in sites.items():
            history = torch.ones(readings, 512)
            print(site, float(history.std(dim=0).mean()), fan_out(readings))


    if __name__ == "__main__":
        main()
"""


def test_sizes_read_from_a_csv_table(tmp_path):
    # 2048 x 512 from the table: the parent's std starts the pool before the Pool forks. Control: 4 rows.
    files = {"workers.py": SHARD_WORKER, "main.py": CSV_MAIN}
    big = {**files, "sites.csv": "site,readings\nnorth_loch,2048\n"}
    assert findings(tmp_path / "big", "FMP002", big) == [("main.py", 13)]
    small = {**files, "sites.csv": "site,readings\nnorth_loch,4\n"}
    assert findings(tmp_path / "small", "FMP002", small) == []


BATCH = """
    import multiprocessing as mp

    import torch


    def write_log(curve):
        print(float(torch.sigmoid(curve).sum(dim=1).mean()))


    class OvenBatch:
        def __init__(self):
            self.curve = None

        def __enter__(self):
            return self

        def record(self, heat):
            self.curve = torch.cumsum(heat, dim=1)

        def __exit__(self, exc_type, exc, tb):
            {exit_body}
"""
BATCH_MAIN = """
    import torch

    from batch import OvenBatch


    def main():
        with OvenBatch() as batch:
            batch.record(torch.ones(1000, 1000))
        print("done")


    if __name__ == "__main__":
        main()
"""


def test_a_process_started_by_a_context_managers_exit(tmp_path):
    # The block's cumsum over 1,000,000 elements, then __exit__ forks a writer that works too. Control:
    # __exit__ starts nothing.
    starting = "p = mp.Process(target=write_log, args=(self.curve,))\n            p.start()\n            p.join()"
    files = {"main.py": BATCH_MAIN, "batch.py": BATCH.format(exit_body=starting)}
    assert findings(tmp_path / "exit", "FMP002", files) == [("main.py", 7)]
    files = {"main.py": BATCH_MAIN, "batch.py": BATCH.format(exit_body="return False")}
    assert findings(tmp_path / "quiet", "FMP002", files) == []


WORKFLOW = """
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def crate(n):
        return float((torch.ones(n, 256) @ torch.ones(256, 256)).sum())


    class LoanWorkflow:
        def __init__(self):
            self.state = "requested"
            self._transitions = {"requested": self._assess, "assessed": self._pack, "packed": self._ship}

        def _assess(self):
            self.basis = torch.linalg.qr(torch.ones(512, 512))[0]
            return "assessed"

        def _pack(self):
            with ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as ex:
                self.peaks = list(ex.map(crate, [512, 512]))
            return "packed"

        def _ship(self):
            return "shipped"

        def advance_until(self, target):
            while self.state != target:
                self.state = self._transitions[self.state]()
            return self.state
"""
WORKFLOW_MAIN = """
    from workflow import LoanWorkflow


    def main():
        print(LoanWorkflow().advance_until("{target}"))


    if __name__ == "__main__":
        main()
"""


def test_a_state_machine_stepping_through_a_dict_of_bound_methods(tmp_path):
    # Step 1 runs a QR, step 2 forks the executor: the while loop runs while its test holds. Control: the
    # target is the first step's state, so the loop stops before the executor.
    files = {"workflow.py": WORKFLOW, "main.py": WORKFLOW_MAIN.format(target="shipped")}
    assert findings(tmp_path / "shipped", "FMP002", files) == [("main.py", 5)]
    files = {"workflow.py": WORKFLOW, "main.py": WORKFLOW_MAIN.format(target="assessed")}
    assert findings(tmp_path / "assessed", "FMP002", files) == []


COOPERATIVE_MIXINS = """
    from concurrent.futures import ProcessPoolExecutor

    import torch
    import torch.nn.functional as F


    class BaseModel:
        def prepare(self, grid):
            return grid

        def run(self, grid):
            return self.score(self.prepare(grid))


    class FeatureMixin:
        def prepare(self, grid):
            grid = super().prepare(grid)
            return {work}


    def risk(block):
        return float(torch.sigmoid(block @ block.T).mean())


    class FanOutMixin:
        def score(self, features):
            with ProcessPoolExecutor(2) as ex:
                return list(ex.map(risk, features.chunk(8)))
"""
COOPERATIVE_MAIN = """
    import torch

    from mixins import BaseModel, FanOutMixin, FeatureMixin


    class SlopeRiskModel(FeatureMixin, FanOutMixin, BaseModel):
        pass


    def main():
        print(SlopeRiskModel().run(torch.rand(4096, 256)))


    if __name__ == "__main__":
        main()
"""


def test_cooperative_mixins_reach_the_next_class_of_the_mro(tmp_path):
    # FeatureMixin's super().prepare() is BaseModel's (next in SlopeRiskModel's MRO, not a base of
    # FeatureMixin); then its layer_norm over 4096 rows runs before the executor forks. Control: no norm.
    files = {"main.py": COOPERATIVE_MAIN, "mixins.py": COOPERATIVE_MIXINS.format(work="F.layer_norm(grid, grid.shape[-1:])")}
    assert findings(tmp_path / "norm", "FMP002", files) == [("main.py", 11)]
    files = {"main.py": COOPERATIVE_MAIN, "mixins.py": COOPERATIVE_MIXINS.format(work="grid")}
    assert findings(tmp_path / "plain", "FMP002", files) == []


EXPORT = """
    import multiprocessing as mp

    import torch


    def write_shard(output):
        print(float(torch.softmax(output.repeat(16, 8), dim=1).sum()))


    def export_hook(module, inputs, output):
        p = mp.Process(target=write_shard, args=(output.detach(),))
        p.start()
        p.join()
"""
EXPORT_MAIN = """
    import torch
    from torch import nn

    import export


    def main():
        model = nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 64))
        {register}
        with torch.no_grad():
            demand = model(torch.rand(256, 512))
        print(int(demand.sum(dim=0).argmax()))


    if __name__ == "__main__":
        main()
"""


def test_a_process_started_by_a_forward_hook(tmp_path):
    # The hook runs inside model(...), after the 256 x 512 Linear forward. Control: the hook is not registered.
    files = {"export.py": EXPORT, "main.py": EXPORT_MAIN.format(register="model[-1].register_forward_hook(export.export_hook)")}
    assert findings(tmp_path / "hooked", "FMP002", files) == [("main.py", 11)]
    files = {"export.py": EXPORT, "main.py": EXPORT_MAIN.format(register="print(export.export_hook)")}
    assert findings(tmp_path / "unhooked", "FMP002", files) == []


SCHEDULER = """
    import heapq
    from dataclasses import dataclass, field


    @dataclass(order=True)
    class Job:
        due_minute: int
        name: str = field(compare=False)
        fn: object = field(compare=False)


    class Scheduler:
        def __init__(self):
            self._queue = []
            self.results = {}

        def every_night_at(self, minute, name):
            def register(fn):
                heapq.heappush(self._queue, Job(minute, name, fn))
                return fn
            return register

        def run_pending(self, now_minute):
            while self._queue and self._queue[0].due_minute <= now_minute:
                job = heapq.heappop(self._queue)
                self.results[job.name] = job.fn(self.results)
            return self.results
"""
NIGHTLY_JOBS = """
    import os

    import torch

    from scheduler import Scheduler

    nightly = Scheduler()


    @nightly.every_night_at(22 * 60, "guns")
    def start_gun_banks(results):
        readings = torch.rand(400, 512)
        pid = os.fork()
        if pid == 0:
            torch.sigmoid(readings).mean(dim=1)
            os._exit(0)
        os.waitpid(pid, 0)


    @nightly.every_night_at({wetbulb_minute}, "wetbulb")
    def wetbulb_forecast(results):
        return float(torch.cdist(torch.ones(2000, 64), torch.ones(300, 64)).min())
"""
NIGHTLY_MAIN = """
    from jobs import nightly


    def main():
        print(nightly.run_pending(now_minute=23 * 60))


    if __name__ == "__main__":
        main()
"""


def test_a_scheduler_running_its_jobs_in_order_of_their_due_time(tmp_path):
    # Registered in the opposite order, run by a heap in due order: the 17:00 cdist before the 22:00 fork.
    # Control: the cdist is due at 23:30, after the fork (and after now, so it does not run at all).
    files = {"scheduler.py": SCHEDULER, "main.py": NIGHTLY_MAIN}
    early = {**files, "jobs.py": NIGHTLY_JOBS.format(wetbulb_minute="17 * 60")}
    assert findings(tmp_path / "early", "FMP002", early) == [("main.py", 5)]
    late = {**files, "jobs.py": NIGHTLY_JOBS.format(wetbulb_minute="23 * 60 + 30")}
    assert findings(tmp_path / "late", "FMP002", late) == []


HARNESS = """
    import inspect


    def run_checks(module, fixtures):
        for name, fn in sorted(inspect.getmembers(module, inspect.isfunction)):
            if not name.startswith("check_"):
                continue
            fn(fixtures)
"""
CHECKS = """
    import multiprocessing as mp

    import torch


    def _grade(block):
        return float((block @ block.T).mean())


    def check_{first}_reference_block(fx):
        fx["block"] = torch.ones(2048, 512) @ torch.ones(512, 512)


    def check_{second}_grades(fx):
        with mp.Pool(2) as pool:
            print(pool.map(_grade, [fx.get("block", torch.ones(512, 512))] * 2))
"""
CHECKS_MAIN = """
    import grading_checks
    from harness import run_checks


    def main():
        run_checks(grading_checks, {})


    if __name__ == "__main__":
        main()
"""


def test_a_test_harness_running_a_modules_check_functions_in_name_order(tmp_path):
    # inspect.getmembers lists the module's functions sorted by name: check_a (the matmul) runs before
    # check_b (the pool); `_grade` is skipped by `continue`. Control: the names sort the pool first.
    files = {"harness.py": HARNESS, "main.py": CHECKS_MAIN}
    work_first = {**files, "grading_checks.py": CHECKS.format(first="a", second="b")}
    assert findings(tmp_path / "work_first", "FMP002", work_first) == [("main.py", 6)]
    pool_first = {**files, "grading_checks.py": CHECKS.format(first="b", second="a")}
    assert findings(tmp_path / "pool_first", "FMP002", pool_first) == []
