"""The program run (``fixmp.analysis.effects``), round 10: the shapes through which the programs of
heldout/2026-12-20 reached their hazards, each on a small multi-module program beside a control that
differs in one fact. A model's ``state_dict`` is keyed by its tensors' names; ``__new__`` decides what
a class call gives (a singleton made once, inherited by forked children); a heap of tuples pops in
tuple order; objects composed by an operator method and called run their parts; an unguarded start
is reported at the innermost top-level statement that reaches it; a lambda target of a context whose
method the program reads from its settings is judged by that method. Since: a model's plain list and
dict attributes hold no parameter, and ``x += y`` falls back to ``y``'s reflected method."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings


def found(tmp_path: Path, code: str, files: Dict[str, str]) -> List[Tuple[str, int, str]]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line, f.message) for f in result.findings)


def places(tmp_path: Path, code: str, files: Dict[str, str]) -> List[Tuple[str, int]]:
    return [(name, line) for name, line, _ in found(tmp_path, code, files)]


RATIONS = """
    import torch


    def ration_for(name, state, days):
        intake = torch.rand(days, state["weight"].shape[1])
        return float(torch.nn.functional.linear(intake, state["weight"], state["bias"]).mean())
"""
FEEDING_MAIN = """
    from concurrent.futures import ProcessPoolExecutor

    import torch
    from torch import nn

    from rations import ration_for


    def main():
        layer = nn.Linear({features}, {features})
        print(float((torch.rand(2048, 512) @ torch.ones(512, 512)).mean()))
        state = {{k: v.detach() for k, v in layer.state_dict().items()}}
        with ProcessPoolExecutor(max_workers=2) as ex:
            print([ex.submit(ration_for, name, state, 512).result() for name in ("a", "b")])


    if __name__ == "__main__":
        main()
"""


def test_a_state_dict_read_by_its_keys_sizes_the_childs_work(tmp_path):
    # The child sizes its input by state["weight"].shape[1]: a 512x512 @ 512x512 product in each worker,
    # reported at the first task (where the executor forks its workers).
    # Control: a 4-feature layer, so each child's product is 512x4 @ 4x4, serial: silent.
    wide = {"rations.py": RATIONS, "main.py": FEEDING_MAIN.format(features=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 14)]
    narrow = {"rations.py": RATIONS, "main.py": FEEDING_MAIN.format(features=4)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


SINGLETON = """
    import torch


    class VisitorModel:
        _instance = None

        def __new__(cls, features=512, hidden=1024):
            if cls._instance is None:
                inst = super().__new__(cls)
                basis = torch.randn(hidden, features)
                inst.w1 = torch.linalg.qr(basis).Q.T.contiguous()
                cls._instance = inst
            return cls._instance

        def predict(self, weather):
            return torch.tanh(weather @ self.w1)
"""
GATES = """
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from model import VisitorModel


    def gate_forecast(gate):
        model = VisitorModel()
        return float(model.predict(torch.randn(1792, model.w1.shape[0])).mean())


    def forecast_gates(gates):
        with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork")) as ex:
            return list(ex.map(gate_forecast, gates))
"""
GATES_MAIN = """
    from forecast import forecast_gates
    from model import VisitorModel


    def main():
        {build}
        print(forecast_gates(["north", "south"]))


    if __name__ == "__main__":
        main()
"""


def test_a_singleton_made_by_new_before_the_fork_is_the_one_the_child_uses(tmp_path):
    # The parent's first VisitorModel(512, 512) QR-factors its basis; each child's VisitorModel() returns
    # the inherited instance (``_instance is None`` is false there) and runs a 1792x512 @ 512x512 product.
    # Control: the parent never makes it, so the QR runs in each child: nothing ran before the fork.
    files = {"model.py": SINGLETON, "forecast.py": GATES}
    built = found(tmp_path / "built", "FMP002",
                  {**files, "main.py": GATES_MAIN.format(build="VisitorModel(512, 512)")})
    assert [(name, line) for name, line, _ in built] == [("main.py", 7)]
    assert "forks after the parent ran parallel CPU work: torch.linalg.qr at model.py:11" in built[0][2]
    unbuilt = {**files, "main.py": GATES_MAIN.format(build="pass")}
    assert places(tmp_path / "unbuilt", "FMP002", unbuilt) == []


JOBS = """
    import multiprocessing

    import torch
    from torch import nn

    HANDLERS = {}


    def handler(name):
        def deco(fn):
            HANDLERS[name] = fn
            return fn
        return deco


    @handler("estimate")
    def estimate(ctx, rows):
        ctx["model"] = nn.Linear(512, 512)
        with torch.no_grad():
            ctx["minutes"] = ctx["model"](torch.rand(rows, 512))


    def van_route(van, state):
        layer = nn.Linear(512, 512)
        layer.load_state_dict(state)
        print(float(layer(torch.rand(1024, 512)).mean()))


    @handler("dispatch")
    def dispatch(ctx, vans):
        model = ctx.get("model") or nn.Linear(512, 512)
        procs = [multiprocessing.Process(target=van_route, args=(v, model.state_dict())) for v in range(vans)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
RUNNER = """
    import heapq

    from jobs import HANDLERS


    def run_queue(rows):
        heap = []
        for priority, job, arg in rows:
            heapq.heappush(heap, (priority, job, arg))
        ctx = {}
        while heap:
            _, job, arg = heapq.heappop(heap)
            HANDLERS[job](ctx, arg)
        return ctx
"""
QUEUE_MAIN = """
    from runner import run_queue


    def main():
        run_queue([({dispatch}, "dispatch", 3), ({estimate}, "estimate", 2048)])


    if __name__ == "__main__":
        main()
"""


def test_a_heap_of_tuples_pops_its_jobs_in_priority_order(tmp_path):
    # Pushed dispatch first, popped by priority: the 2048-row forward (priority 1) before the forks.
    # Control: the priorities swapped, the forks come first: silent.
    files = {"jobs.py": JOBS, "runner.py": RUNNER}
    estimate_first = {**files, "main.py": QUEUE_MAIN.format(dispatch=2, estimate=1)}
    assert places(tmp_path / "estimate_first", "FMP002", estimate_first) == [("main.py", 5)]
    dispatch_first = {**files, "main.py": QUEUE_MAIN.format(dispatch=1, estimate=2)}
    assert places(tmp_path / "dispatch_first", "FMP002", dispatch_first) == []


STAGES = """
    class Stage:
        def __init__(self, fn, name=None):
            self.fns = [fn] if callable(fn) else list(fn)
            self.name = name or self.fns[0].__name__

        def __or__(self, other):
            return Stage(self.fns + other.fns, name=f"{self.name}|{other.name}")

        def __call__(self, value):
            for fn in self.fns:
                value = fn(value)
            return value


    def stage(fn):
        return Stage(fn)
"""
LIGHTING = """
    import multiprocessing

    import torch

    from stages import stage


    @stage
    def render(cfg):
        frames = torch.rand(1024, 512)
        cfg["mix"] = frames.T @ frames
        return cfg


    def cue_power(cue, mix):
        return float((torch.rand(512, mix.shape[0]) @ mix).mean())


    @stage
    def fan_out(cfg):
        with multiprocessing.Pool(2) as pool:
            cfg["power"] = pool.starmap(cue_power, [(c, cfg.get("mix", torch.ones(512, 512))) for c in range(4)])
        return cfg
"""
SHOW_MAIN = """
    from lighting import fan_out, render


    def main():
        show = {first} | {second}
        print(show.name, show({{}}))


    if __name__ == "__main__":
        main()
"""


def test_stages_composed_by_an_operator_method_run_in_their_order(tmp_path):
    # ``render | fan_out`` (Stage.__or__ joins their functions; ``callable`` tells one function from a
    # list), then called: render's 512x1024 @ 1024x512 product before fan_out's fork pool.
    # Control: ``fan_out | render``: the pool starts first.
    files = {"stages.py": STAGES, "lighting.py": LIGHTING}
    render_first = {**files, "main.py": SHOW_MAIN.format(first="render", second="fan_out")}
    assert places(tmp_path / "render_first", "FMP002", render_first) == [("main.py", 6)]
    pool_first = {**files, "main.py": SHOW_MAIN.format(first="fan_out", second="render")}
    assert places(tmp_path / "pool_first", "FMP002", pool_first) == []


LAUNCHER = """
    import torch.multiprocessing as tmp


    class Launcher:
        def __init__(self, start_method):
            self.ctx = tmp.get_context(start_method)
            self.procs = []

        def submit(self, fn, *args):
            p = self.ctx.Process(target=fn, args=args)
            p.start()
            self.procs.append(p)
"""
TANKS = """
    def check_tank(name):
        print(name)
"""
TANKS_MAIN = """
    from launcher import Launcher
    from tanks import check_tank

    runner = Launcher("{method}")
    for name in ["T1", "T2"]:
        runner.submit(check_tank, name)
"""


def test_an_unguarded_start_is_reported_at_the_innermost_top_level_statement_reaching_it(tmp_path):
    # The spawn start is reached from ``runner.submit(...)`` inside a top-level ``for``: reported at that
    # call's line, not at the ``for``. Control: a fork context re-imports nothing: silent.
    files = {"launcher.py": LAUNCHER, "tanks.py": TANKS}
    spawn = {**files, "main.py": TANKS_MAIN.format(method="spawn")}
    assert places(tmp_path / "spawn", "FMP004", spawn) == [("main.py", 6)]
    fork = {**files, "main.py": TANKS_MAIN.format(method="fork")}
    assert places(tmp_path / "fork", "FMP004", fork) == []


TRACKER_LAUNCHER = """
    import multiprocessing


    def launch(ctx_name, jobs):
        ctx = multiprocessing.get_context(ctx_name)
        results = ctx.Queue()
        procs = [ctx.Process(target=lambda key=key, fn=fn: results.put((key, fn()))) for key, fn in jobs.items()]
        for p in procs:
            p.start()
        out = dict(results.get() for _ in procs)
        for p in procs:
            p.join()
        return out
"""
TRACKER_MAIN = """
    import configparser

    from launcher import launch


    def walked(animal):
        return len(animal)


    def main():
        cfg = configparser.ConfigParser()
        cfg.read("trackers.ini")
        jobs = {a: (lambda a=a: walked(a)) for a in ["elephant", "lion"]}
        print(launch(cfg.get("runtime", "start_method"), jobs))


    if __name__ == "__main__":
        main()
"""


def test_a_lambda_target_of_a_context_chosen_by_the_settings_is_judged_by_that_method(tmp_path):
    # ``get_context(ctx_name)`` with the name read from trackers.ini: under fork nothing is pickled, so
    # the launcher's lambda target is no finding there; under spawn the program run reports it at the
    # statement of main.py that reaches the start.
    files = {"launcher.py": TRACKER_LAUNCHER, "main.py": TRACKER_MAIN}
    fork = {**files, "trackers.ini": "[runtime]\nstart_method = fork\n"}
    assert places(tmp_path / "fork", "FMP005", fork) == []
    spawn = {**files, "trackers.ini": "[runtime]\nstart_method = spawn\n"}
    assert places(tmp_path / "spawn", "FMP005", spawn) == [("main.py", 14)]


STACKER = """
    class Stacker:
        def __init__(self, callbacks):
            self.callbacks = callbacks

        def run(self, fields):
            for name, frames in fields:
                image = frames.std(dim=0)
                for callback in self.callbacks:
                    callback.on_field_done(name, image)
"""
THUMBNAILS = """
    import multiprocessing

    import torch


    def thumbnail(name, image):
        print(name, float(torch.nn.functional.avg_pool2d(image[None, None], 4).asinh().mean()))


    class ThumbnailWriter:
        def on_field_done(self, name, image):
            multiprocessing.Process(target=thumbnail, args=(name, image)).start()
"""
STACK_MAIN = """
    import torch

    from stacker import Stacker
    from thumbnails import ThumbnailWriter


    def fields(names):
        for name in names:
            yield name, torch.rand(8, {side}, {side})


    def main():
        Stacker([ThumbnailWriter()]).run(fields(["M31", "NGC891"]))


    if __name__ == "__main__":
        main()
"""


def test_a_fork_in_a_loop_over_a_generator_of_this_file_is_reported_where_the_loop_is_reached(tmp_path):
    # The generator of main.py is resumed by Stacker.run's loop in another module, whose callback forks:
    # the finding is at main()'s call of run (line 13), not at the generator's ``yield`` (line 9).
    # Control: 16x16 frames, too small for the std to start the pool: silent.
    files = {"stacker.py": STACKER, "thumbnails.py": THUMBNAILS}
    wide = {**files, "main.py": STACK_MAIN.format(side=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 13)]
    small = {**files, "main.py": STACK_MAIN.format(side=16)}
    assert places(tmp_path / "small", "FMP002", small) == []


SIGNALS = """
    class Signal:
        def __init__(self):
            self._handlers = []

        def __iadd__(self, handler):
            self._handlers.append(handler)
            return self

        def __call__(self, ctx):
            for handler in self._handlers:
                handler(ctx)


    loaded = Signal()
    scheduled = Signal()
"""
FOGHORN = """
    import multiprocessing as mp

    import torch


    def build_profile(ctx):
        ctx["density"] = float((torch.randn({rows}, {width}) @ torch.randn({width}, {width})).mean())


    def blast(station):
        return float((torch.randn(512, 512) @ torch.randn(512, 512)).std())


    def schedule_blasts(ctx):
        with mp.Pool(2) as pool:
            ctx["pattern"] = pool.map(blast, ["Gull Rock", "Saltings"])
"""
FOGHORN_MAIN = """
    import foghorn
    import signals

    signals.loaded += foghorn.build_profile
    signals.scheduled += foghorn.schedule_blasts


    def main():
        ctx = {}
        signals.loaded(ctx)
        signals.scheduled(ctx)


    if __name__ == "__main__":
        main()
"""


def test_handlers_registered_by_an_in_place_operator_run_when_the_signal_fires(tmp_path):
    # ``signals.loaded += build_profile`` calls Signal.__iadd__ (it registers the handler, returns the
    # signal, and the module's name is rebound to it): firing ``loaded`` runs the 512-row product before
    # ``scheduled`` forks the pool. Control: a 2x16 @ 16x16 product, serial.
    files = {"signals.py": SIGNALS, "main.py": FOGHORN_MAIN}
    wide = {**files, "foghorn.py": FOGHORN.format(rows=512, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 11)]
    narrow = {**files, "foghorn.py": FOGHORN.format(rows=2, width=16)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


HALL = """
    import multiprocessing as mp

    import torch

    _CACHE = {}


    def impulse_response(hall):
        if hall not in _CACHE:
            _CACHE[hall] = torch.randn(1024, 512) @ torch.randn(512, 512)
        return _CACHE[hall]


    def clarity(block):
        print(block, float((torch.randn(512, 512) @ torch.randn(512, 512)).mean()))


    def broadcast(blocks):
        for block in blocks:
            mp.Process(target=clarity, args=(block,)).start()
"""
HALL_MAIN = """
    import sched
    import time

    from hall import broadcast, impulse_response


    def main():
        timeline = sched.scheduler(time.monotonic, time.sleep)
        timeline.enter({broadcast_at}, 2, broadcast, argument=(["stalls", "circle"],))
        timeline.enter({measure_at}, 1, impulse_response, ("Corn Exchange",))
        timeline.run()


    if __name__ == "__main__":
        main()
"""


def test_a_sched_timeline_runs_its_events_in_order_of_time_and_priority(tmp_path):
    # Entered broadcast first, run by time: the impulse product (at 0.0) before the forks (at 0.05).
    # Control: the broadcast is due first, so the forks come before any work.
    early = {"hall.py": HALL, "main.py": HALL_MAIN.format(broadcast_at=0.05, measure_at=0.0)}
    assert places(tmp_path / "early", "FMP002", early) == [("main.py", 11)]
    late = {"hall.py": HALL, "main.py": HALL_MAIN.format(broadcast_at=0.0, measure_at=0.05)}
    assert places(tmp_path / "late", "FMP002", late) == []


SIZED_MODEL = """
    from torch import nn


    class Ration(nn.Module):
        def __init__(self, features):
            super().__init__()
            self.widths = [features, features]  # sizes, not parameters: no key of the state_dict
            self.names = {"in": "intake", "out": "ration"}
            self.proj = nn.Linear(features, features)
"""
SIZED_MODEL_MAIN = """
    from concurrent.futures import ProcessPoolExecutor

    import torch

    from model import Ration
    from rations import ration_for


    def main():
        model = Ration({features})
        print(float((torch.rand(2048, 512) @ torch.ones(512, 512)).mean()))
        state = {{k.removeprefix("proj."): v.detach() for k, v in model.state_dict().items()}}
        with ProcessPoolExecutor(max_workers=2) as ex:
            print([ex.submit(ration_for, name, state, 512).result() for name in ("a", "b")])


    if __name__ == "__main__":
        main()
"""


def test_a_models_plain_list_and_dict_attributes_hold_no_tensor(tmp_path):
    # ``self.widths`` and ``self.names`` are no parameters: the state_dict is keyed ``proj.weight``,
    # ``proj.bias`` and nothing else, so the child's product is sized from it. A 4-feature model's is
    # serial (silent); a 512-feature model's is parallel (reported at the first task).
    narrow = {"rations.py": RATIONS, "model.py": SIZED_MODEL, "main.py": SIZED_MODEL_MAIN.format(features=4)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []
    wide = {"rations.py": RATIONS, "model.py": SIZED_MODEL, "main.py": SIZED_MODEL_MAIN.format(features=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 14)]


PENALTIES = """
    import torch


    class Penalty:
        def __init__(self, rows, width):
            self.rows, self.width = rows, width

        def __radd__(self, total):
            weights = torch.randn(self.rows, self.width) @ torch.randn(self.width, self.width)
            return total + float(weights.abs().mean())
"""
PENALTY_MAIN = """
    import multiprocessing as mp

    import torch

    from penalties import Penalty


    def blast(i):
        return float((torch.randn(512, 512) @ torch.randn(512, 512)).std())


    def main():
        total = 0.0
        for part in [Penalty({rows}, {width}), Penalty({rows}, {width})]:
            total += part
        with mp.Pool(2) as pool:
            print(total, pool.map(blast, range(2)))


    if __name__ == "__main__":
        main()
"""


def test_an_in_place_operator_falls_back_to_the_right_operands_reflected_method(tmp_path):
    # ``total += part`` with a float ``total``: float has no ``__iadd__`` and its ``__add__`` does not
    # take a Penalty, so Python calls ``Penalty.__radd__``, whose 512-row product runs before the pool
    # forks. Control: a 2x16 @ 16x16 product, serial.
    wide = {"penalties.py": PENALTIES, "main.py": PENALTY_MAIN.format(rows=512, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 16)]
    narrow = {"penalties.py": PENALTIES, "main.py": PENALTY_MAIN.format(rows=2, width=16)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []
