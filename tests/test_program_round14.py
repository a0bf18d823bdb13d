"""The program run (``fixmp.analysis.effects``), round 14: what the run did not *reach* in heldout/2026-12-24,
each on a small multi-module program beside a control that differs in one fact. Settings merged with
``collections.ChainMap`` (the first mapping holding a key wins); a ``threading.Thread`` or ``Timer`` runs its
target where it starts, its work its own thread's but what it leaves (a queue filled up to an ``object()``
sentinel, an attribute) the program's; ``setattr`` in a loop over an INI section; an ``Enum``-keyed dispatch
dict looked up by ``Method[name]``; a state cached with ``pickle.dumps`` at import and loaded later; a
top-level ``Factory(...).run()`` is a program; an executor's unguarded spawn start reported where its first
task is handed; an ``os.fork()`` child of another module pinning one thread before its work; and a GPU device
that an undecided ``if`` without ``else`` would replace."""

from __future__ import annotations

import json
import textwrap

from programs import MATMUL_POOL, places

CHAINMAP_SETTINGS = """
    import json
    from collections import ChainMap
    from pathlib import Path

    HERE = Path(__file__).parent
    DEFAULTS = {"rows": 8, "width": 8}


    def load():
        overrides = json.loads((HERE / "overrides.json").read_text())
        base = json.loads((HERE / "base.json").read_text())
        return dict(ChainMap(overrides, base, DEFAULTS))
"""
CHAINMAP_MAIN = """
    import torch

    import settings
    from pool import fan_out


    def main():
        cfg = settings.load()
        grid = torch.randn(cfg["rows"], cfg["width"])
        print((grid.T @ grid).trace())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_chainmap_of_settings_reads_each_key_from_the_first_mapping_holding_it(tmp_path):
    # base.json asks for a 2048x512 grid (a 512x2048 @ 2048x512 product before the pool forks). Control: the
    # overrides, listed first, shrink it to 4x4.
    files = {"pool.py": MATMUL_POOL, "settings.py": CHAINMAP_SETTINGS, "main.py": CHAINMAP_MAIN,
             "base.json": '{"rows": 2048, "width": 512}'}
    assert places(tmp_path / "wide", "FMP002", {**files, "overrides.json": '{"crew": 3}'}) == [("main.py", 11)]
    assert places(tmp_path / "narrow", "FMP002", {**files, "overrides.json": '{"rows": 4, "width": 4}'}) == []


RADIO = """
    import queue
    import threading

    import torch

    _END = object()


    def _listen(inbox, chunks, rows):
        for _ in range(chunks):
            inbox.put(torch.randn(rows, 512))
        inbox.put(_END)


    def gather(chunks, rows):
        inbox = queue.Queue()
        radio = threading.Thread(target=_listen, args=(inbox, chunks, rows), daemon=True)
        radio.start()
        parts = []
        while (part := inbox.get()) is not _END:
            parts.append(part)
        radio.join()
        return torch.cat(parts)
"""
RADIO_MAIN = """
    import radio
    from pool import fan_out


    def main():
        board = radio.gather(4, {rows})
        print(board.abs().amax())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_thread_fills_a_queue_that_the_main_thread_drains_up_to_its_sentinel(tmp_path):
    # The listening thread puts four 256x512 chunks and an ``object()`` sentinel; the main thread concatenates
    # what it got (524,288 elements) before the pool forks. Control: chunks of 2 rows.
    files = {"pool.py": MATMUL_POOL, "radio.py": RADIO}
    assert places(tmp_path / "wide", "FMP002", {**files, "main.py": RADIO_MAIN.format(rows=256)}) \
        == [("main.py", 8)]
    assert places(tmp_path / "narrow", "FMP002", {**files, "main.py": RADIO_MAIN.format(rows=2)}) == []


TIDES = """
    import threading

    import torch


    class Tides:
        def __init__(self, readings):
            self.readings = readings
            self.levels = None

        def refresh(self):
            raw = torch.randn(self.readings, 512)
            self.levels = raw.T @ raw

        def refresh_later(self, delay):
            timer = threading.Timer(delay, self.refresh)
            timer.start()
            return timer


    class Refresher(threading.Thread):
        def __init__(self, tides):
            super().__init__(daemon=True)
            self.tides = tides

        def run(self):
            self.tides.refresh()
"""
TIDES_MAIN = """
    from pool import fan_out
    from tides import Refresher, Tides


    def main():
        tides = Tides(1024)
        {start}
        {use}
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_work_on_a_thread_is_its_own_but_what_it_leaves_is_the_programs(tmp_path):
    # The 512x1024 @ 1024x512 product runs on a timer's (or a Thread subclass's) thread, whose OpenMP team is
    # its own: alone, it leaves the main thread's pool unstarted. The main thread then reducing the 512x512
    # result the thread left (262,144 elements) starts it before the pool forks.
    files = {"pool.py": MATMUL_POOL, "tides.py": TIDES}
    for name, start in (("timer", "tides.refresh_later(0.01).join()"), ("subclass", "Refresher(tides).start()")):
        used = TIDES_MAIN.format(start=start, use="print(tides.levels.max())")
        assert places(tmp_path / f"{name}-used", "FMP002", {**files, "main.py": used}) == [("main.py", 9)], name
        alone = TIDES_MAIN.format(start=start, use="print(tides.levels is None)")
        assert places(tmp_path / f"{name}-alone", "FMP002", {**files, "main.py": alone}) == [], name


PRESS = """
    import configparser


    class Job:
        def __init__(self, path):
            ini = configparser.ConfigParser()
            ini.read(path)
            for key, value in ini["press"].items():
                setattr(self, key, int(value))


    class Press(Job):
        def grain(self):
            import torch
            fibres = torch.randn(self.rows, self.width)
            return fibres.sort(dim=1).values[:, -1]
"""
PRESS_MAIN = """
    from pool import fan_out
    from press import Press


    def main():
        press = Press("press.ini")
        print(press.grain().mean())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_setattr_in_a_loop_over_an_ini_section_sets_each_attribute(tmp_path):
    # Sorting 2048 rows of 512 (1,048,576 elements) before the pool forks. Control: 4 rows of 4.
    files = {"pool.py": MATMUL_POOL, "press.py": PRESS, "main.py": PRESS_MAIN}
    assert places(tmp_path / "wide", "FMP002", {**files, "press.ini": "[press]\nrows = 2048\nwidth = 512\n"}) \
        == [("main.py", 8)]
    assert places(tmp_path / "narrow", "FMP002", {**files, "press.ini": "[press]\nrows = 4\nwidth = 4\n"}) == []


METHODS = """
    import enum

    import torch

    from pool import fan_out


    class Method(enum.Enum):
        SURVEY = "survey"
        DRILL = "drill"


    def survey(size):
        heights = torch.randn(size, 512)
        return float((heights @ heights.T).mean())


    def drill(size):
        return fan_out()


    DISPATCH = {Method.SURVEY: survey, Method.DRILL: drill}
"""
METHODS_MAIN = """
    import csv

    from methods import DISPATCH, Method


    def main():
        with open("plan.csv", newline="") as f:
            for step in csv.DictReader(f):
                print(DISPATCH[Method[step["method"]]](int(step["size"])))


    if __name__ == "__main__":
        main()
"""


def test_an_enum_keyed_dispatch_runs_the_function_of_the_member_named_by_the_plan(tmp_path):
    # The plan surveys (a 1024x512 @ 512x1024 product) and then drills with a pool. Control: it drills first.
    files = {"pool.py": MATMUL_POOL, "methods.py": METHODS, "main.py": METHODS_MAIN}
    assert places(tmp_path / "survey-first", "FMP002",
                  {**files, "plan.csv": "method,size\nSURVEY,1024\nDRILL,512\n"}) == [("main.py", 9)]
    assert places(tmp_path / "drill-first", "FMP002",
                  {**files, "plan.csv": "method,size\nDRILL,512\nSURVEY,1024\n"}) == []


RIGGING = """
    import pickle

    import numpy as np
    import torch
    import torch.nn.functional as F

    ROWS = {rows}


    def _saved():
        rng = np.random.default_rng(7)
        return pickle.dumps({{"tension": rng.standard_normal((ROWS, 512)).astype(np.float32)}})


    STATE = _saved()


    def load_tension(blob=STATE):
        tension = torch.from_numpy(pickle.loads(blob)["tension"])
        return F.layer_norm(tension, (512,))
"""
RIGGING_MAIN = """
    import rigging
    from pool import fan_out


    def main():
        print(rigging.load_tension().std())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_state_pickled_at_import_keeps_its_shapes_when_loaded(tmp_path):
    # layer_norm over 4096 rows of 512 before the pool forks. Control: one row (layer_norm is parallel over
    # rows, from two).
    files = {"pool.py": MATMUL_POOL, "main.py": RIGGING_MAIN}
    assert places(tmp_path / "wide", "FMP002", {**files, "rigging.py": RIGGING.format(rows=4096)}) == [("main.py", 7)]
    assert places(tmp_path / "narrow", "FMP002", {**files, "rigging.py": RIGGING.format(rows=1)}) == []


PRESSROOM = """
    import multiprocessing as mp


    def clamp(press):
        print("press", press)


    class PressRoom:
        def __init__(self, method, presses):
            self.ctx = mp.get_context(method)
            self.presses = presses

        def run(self):
            clamps = [self.ctx.Process(target=clamp, args=(p,)) for p in range(self.presses)]
            for c in clamps:
                c.start()
            for c in clamps:
                c.join()
"""


def test_a_script_calling_a_method_of_what_a_project_class_makes_is_a_program(tmp_path):
    # ``PressRoom("spawn", 2).run()`` at the top of a script with no guard: each spawn child re-imports it and
    # dies in its bootstrapping phase. Control: the same call under the ``__main__`` guard.
    files = {"pressroom.py": PRESSROOM}
    script = 'from pressroom import PressRoom\n\nPressRoom("spawn", 2).run()\n'
    assert places(tmp_path / "script", "FMP004", {**files, "main.py": script}) == [("main.py", 3)]
    guarded = 'from pressroom import PressRoom\n\nif __name__ == "__main__":\n    PressRoom("spawn", 2).run()\n'
    assert places(tmp_path / "guarded", "FMP004", {**files, "main.py": guarded}) == []


CREW = """
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor
    from contextlib import contextmanager


    def open_gate(minutes):
        return minutes * 90


    @contextmanager
    def gate_crew(method, gates):
        pool = ProcessPoolExecutor(gates, mp_context=mp.get_context(method))
        try:
            yield pool
        finally:
            pool.shutdown()
"""


CREW_MAIN = """
    import json

    from crew import gate_crew, open_gate

    with open("crew.json") as f:
        method = json.load(f)["method"]
    with gate_crew(method, 2) as crew:
        {use}
"""


def test_an_unguarded_spawn_executor_is_reported_where_its_first_task_starts_its_workers(tmp_path):
    # The start method comes from crew.json, so only the program run knows it is spawn. The executor's workers
    # start at ``crew.map`` (line 8), not where ``with`` made it. Controls: an executor never handed a task
    # (that fixmp sees) is reported where it was made; a fork one is not reported.
    files = {"crew.py": CREW, "crew.json": '{"method": "spawn"}'}
    tasked = CREW_MAIN.format(use="print(list(crew.map(open_gate, [1, 2])))")
    assert places(tmp_path / "tasked", "FMP004", {**files, "main.py": tasked}) == [("main.py", 8)]
    idle = CREW_MAIN.format(use="print(crew)")
    assert places(tmp_path / "idle", "FMP004", {**files, "main.py": idle}) == [("main.py", 7)]
    forked = {**files, "crew.json": '{"method": "fork"}', "main.py": tasked}
    assert places(tmp_path / "fork", "FMP004", forked) == []


FITTERS = """
    import os

    import torch


    def fit(boiler):
        plates = torch.randn(boiler, boiler)
        return float((plates @ plates).abs().mean())


    def start_fitter(boiler):
        pid = os.fork()
        if pid == 0:
            {pin}
            try:
                print(fit(boiler))
            finally:
                os._exit(0)
        return pid


    def fit_all(fitters, boiler):
        pids = [start_fitter(boiler) for _ in range(fitters)]
        return [os.waitpid(p, 0) for p in pids]
"""
FITTERS_MAIN = """
    import torch

    import fitters


    def main():
        tyres = torch.randn(1024, 512)
        print(torch.linalg.qr(tyres).R.diagonal().abs().mean())
        print(fitters.fit_all(2, 512))


    if __name__ == "__main__":
        main()
"""


def test_a_forked_child_of_another_module_that_pins_one_thread_before_its_work_is_safe(tmp_path):
    # The parent's QR starts the pool; each os.fork() child of fitters.py calls torch.set_num_threads(1) before
    # its matmul (defined above it in the file), so it never waits on the copied pool. Control: no such call.
    files = {"main.py": FITTERS_MAIN}
    pinned = {**files, "fitters.py": FITTERS.format(pin="torch.set_num_threads(1)")}
    assert places(tmp_path / "pinned", "FMP002", pinned) == []
    unpinned = {**files, "fitters.py": FITTERS.format(pin="pass")}
    assert places(tmp_path / "unpinned", "FMP002", unpinned) == [("main.py", 9)]


LANTERN = """
    import torch


    class Lantern:
        def __init__(self, device, width):
            if device.startswith("cuda") and not torch.cuda.is_available():
                device = "cpu"
            self.device = device
            self.glow = torch.ones(width, device=device)
"""
SLIDES = """
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def project(slide, device):
        return float(torch.full((8,), float(slide), device=device).sum().cpu())


    def show(slides, device):
        with ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as pool:
            return [f.result() for f in [pool.submit(project, s, device) for s in range(slides)]]
"""
LANTERN_MAIN = """
    import slides
    from lantern import Lantern


    def main():
        lantern = Lantern("{device}", 64)
        print(slides.show(3, lantern.device))


    if __name__ == "__main__":
        main()
"""


def test_a_gpu_device_an_undecided_if_without_else_would_replace_is_the_one_the_child_gets(tmp_path):
    # On a machine with CUDA (the one FMP001 reads a program on) the ``if`` does not run: the lantern's tensor
    # is made on the GPU and the forked workers make theirs there. Control: the program asks for the CPU.
    files = {"lantern.py": LANTERN, "slides.py": SLIDES}
    assert places(tmp_path / "cuda", "FMP001", {**files, "main.py": LANTERN_MAIN.format(device="cuda")}) \
        == [("main.py", 7)]
    assert places(tmp_path / "cpu", "FMP001", {**files, "main.py": LANTERN_MAIN.format(device="cpu")}) == []


GRAM = """
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    import torch


    def gram(rows):
        raw = torch.randn(rows, 512)
        return raw.T @ raw


    def on_a_pool(rows):
        with ThreadPoolExecutor(max_workers=2) as threads:
            return threads.submit(gram, rows).result()


    async def _on_the_loop(rows):
        return await asyncio.get_running_loop().run_in_executor(None, gram, rows)


    def on_the_loop(rows):
        return asyncio.run(_on_the_loop(rows))
"""
GRAM_MAIN = """
    import gram
    from pool import fan_out


    def main():
        levels = gram.{way}(1024)
        {use}
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_task_on_a_pool_of_threads_is_its_threads_work_and_its_result_the_callers(tmp_path):
    # The 512x1024 @ 1024x512 Gram runs on a ThreadPoolExecutor's thread (or the event loop's default pool):
    # the main thread's OpenMP pool stays unstarted. The main thread then reducing the result it got
    # (262,144 elements) before the pool forks starts it.
    files = {"pool.py": MATMUL_POOL, "gram.py": GRAM}
    for way in ("on_a_pool", "on_the_loop"):
        used = GRAM_MAIN.format(way=way, use="print(levels.abs().max())")
        assert places(tmp_path / f"{way}-used", "FMP002", {**files, "main.py": used}) == [("main.py", 8)], way
        alone = GRAM_MAIN.format(way=way, use="print(levels.shape)")
        assert places(tmp_path / f"{way}-alone", "FMP002", {**files, "main.py": alone}) == [], way


# From the sweep of 2026-12-05 (docs/sweep-2026-12-05.md): its two false alarms.
CALLBACK_MAIN = """
    import multiprocessing as mp


    def work(i):
        return i * 2


    def main():
        pool = mp.get_context("spawn").Pool(2)
        done = []
        for i in range(4):
            pool.apply_async({task}, args=(i,), callback={callback})
        pool.close()
        pool.join()
        print(done)


    if __name__ == "__main__":
        main()
"""


def test_a_pools_callback_runs_in_the_parent_and_is_never_pickled(tmp_path):
    # Real-ESRGAN's progress bar: ``callback=lambda r: pbar.update(1)``. Control: the lambda is the task.
    fine = CALLBACK_MAIN.format(task="work", callback="lambda r: done.append(r)")
    assert places(tmp_path / "callback", "FMP005", {"main.py": fine}) == []
    task = CALLBACK_MAIN.format(task="lambda x: x", callback="done.append")
    assert places(tmp_path / "task", "FMP005", {"main.py": task}) == [("main.py", 12)]


PERSIST = """
    def persistent(orig):
        class Decorator(orig):
            def __init__(self, *args):
                super().__init__(*args)
                self._args = args

            {reduce}
        return Decorator


    def _rebuild(args):
        return Net(*args)


    class Net:
        def __init__(self, width):
            self.width = width


    PNet = persistent(Net)
"""
PERSIST_MAIN = """
    import torch.multiprocessing as mp

    from persist import PNet


    def run(rank, net):
        print(rank, net.width)


    if __name__ == "__main__":
        mp.spawn(run, args=(PNet(4),), nprocs=2)
"""


def test_an_instance_of_a_local_class_that_defines_its_reduce_pickles(tmp_path):
    # stylegan2-ada's ``persistence.persistent_class``: a class made inside a function whose ``__reduce__``
    # rebuilds it from a module-level function (measured: both children print). Control: no ``__reduce__``,
    # "Can't pickle local object".
    reduced = PERSIST.format(reduce="def __reduce__(self):\n                return _rebuild, (self._args,)")
    assert places(tmp_path / "reduce", "FMP005", {"persist.py": reduced, "main.py": PERSIST_MAIN}) == []
    plain = PERSIST.format(reduce="pass")
    assert places(tmp_path / "plain", "FMP005", {"persist.py": plain, "main.py": PERSIST_MAIN}) == [("main.py", 11)]


TWO_STARTS = """
    import torch
    import torch.multiprocessing as mp


    def evaluate(model):
        print((torch.randn(512, 512) @ torch.randn(512, 512)).sum())


    def train(rank, model):
        print((torch.randn(512, 512) @ torch.randn(512, 512)).sum())


    def main():
        model = torch.nn.Linear(512, 512)
        {work}
        processes = []
        p = mp.Process(target=evaluate, args=(model,))
        p.start()
        processes.append(p)
        for rank in range(2):
            p = mp.Process(target=train, args=(rank, model))
            p.start()
            processes.append(p)
        for p in processes:
            p.join()


    if __name__ == "__main__":
        main()
"""


def test_a_name_bound_to_a_second_process_is_reported_at_that_process_start(tmp_path):
    # EmbodiedQA's trainers: ``p`` is the evaluator, started at line 18, then each trainer, started at 22:
    # each start is its own finding (not two on line 18). Control: no work before the forks.
    shared = TWO_STARTS.format(work="model.share_memory()")
    assert places(tmp_path / "shared", "FMP002", {"main.py": shared}) == [("main.py", 18), ("main.py", 22)]
    assert places(tmp_path / "none", "FMP002", {"main.py": TWO_STARTS.format(work="pass")}) == []


# From heldout/2026-12-25 (a development set once scored unseen): what the run did not reach there.
BACKENDS_INIT = """
    import importlib
    import pkgutil

    REGISTRY = {}


    class Press:
        def __init_subclass__(cls, kind=None, **kwargs):
            super().__init_subclass__(**kwargs)
            REGISTRY[kind] = cls

        def __init__(self, rows):
            self.rows = rows


    def load(name):
        return importlib.import_module(f"{__name__}.{name}").PRESS


    for _info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{_info.name}")
"""
BACKENDS_RACK = """
    import torch

    from . import Press


    class Rack(Press, kind="rack"):
        def squeeze(self):
            pomace = torch.rand(self.rows, self.rows)
            return float((pomace @ pomace).trace())


    PRESS = Rack
"""
BACKENDS_MAIN = """
    import json

    import presses
    from pool import fan_out


    def main():
        with open("press.json") as f:
            cfg = json.load(f)
        press = {lookup}(cfg["rows"])
        print(press.squeeze())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_package_imports_its_modules_by_its_own_name_and_they_register_through_a_relative_import(tmp_path):
    # ``importlib.import_module(f"{__name__}.{name}")`` in presses/__init__.py, each module found by
    # ``pkgutil.iter_modules(__path__)`` deriving from ``from . import Press``: the rack's 1024x1024 product,
    # by the loader and by the registry, before the pool forks. Control: 4x4.
    files = {"pool.py": MATMUL_POOL, "presses/__init__.py": BACKENDS_INIT, "presses/rack.py": BACKENDS_RACK}
    for lookup in ('presses.load(cfg["kind"])', 'presses.REGISTRY[cfg["kind"]]'):
        main = BACKENDS_MAIN.format(lookup=lookup)
        wide = {**files, "main.py": main, "press.json": '{"kind": "rack", "rows": 1024}'}
        assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 12)], lookup
        narrow = {**files, "main.py": main, "press.json": '{"kind": "rack", "rows": 4}'}
        assert places(tmp_path / "narrow", "FMP002", narrow) == [], lookup


BOTTLER = """
    import multiprocessing


    def cap(crate):
        print("crate", crate)


    def bottle(method, crates):
        ctx = multiprocessing.get_context(method)
        workers = [ctx.Process(target=cap, args=(n,)) for n in range(crates)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
"""
SPEC_SCRIPT = """
    import importlib
    import json

    with open("cider.json") as f:
        cfg = json.load(f)
    {load}
    print("bottled", {call})
"""


def test_a_script_running_what_it_imports_by_a_made_name_is_a_program(tmp_path):
    # An unguarded script calling a function of a module it imports by a name from its settings (whole,
    # by ``__import__`` with a ``fromlist``, or a ``module:function`` spec): the spawn children re-import it
    # and die. Controls: the settings ask for fork.
    loads = {
        "import_module": ('bottler = importlib.import_module(f"bottlers.{cfg[\'bottler\']}")',
                          'bottler.bottle(cfg["method"], 2)'),
        "dunder": ('bottler = __import__(f"bottlers.{cfg[\'bottler\']}", fromlist=["bottle"])',
                   'bottler.bottle(cfg["method"], 2)'),
        "spec": ('module, _, name = cfg["task"].partition(":")\ntask = getattr(importlib.import_module(module), name)',
                 'task(cfg["method"], 2)'),
    }
    for label, (load, call) in loads.items():
        script = textwrap.dedent(SPEC_SCRIPT).lstrip().format(load=load, call=call)
        line = script.splitlines().index(f'print("bottled", {call})') + 1
        for method, expected in (("spawn", [("main.py", line)]), ("fork", [])):
            files = {"bottlers/__init__.py": "", "bottlers/crown.py": BOTTLER, "main.py": script,
                     "cider.json": json.dumps({"bottler": "crown", "method": method,
                                               "task": "bottlers.crown:bottle"})}
            assert places(tmp_path / f"{label}-{method}", "FMP004", files) == expected, (label, method)


BENCHES = """
    import torch


    class Bench:
        rows = 8

        def graduate(self):
            plates = torch.rand(self.rows, self.rows)
            return float((plates @ plates).trace())

        def lay(self):
            print("laid", self.rows)


    def make_bench(name, rows):
        return type(f"{name.title()}Bench", (Bench,), {"rows": rows})
"""
BENCHES_MAIN = """
    import multiprocessing

    from benches import make_bench
    from pool import fan_out


    def main():
        bench = make_bench("maple", {rows})()
        print(bench.graduate())
        print(fan_out())
        ctx = multiprocessing.get_context("{method}")
        p = ctx.Process(target=bench.lay)
        p.start()
        p.join()


    if __name__ == "__main__":
        main()
"""


def test_a_class_made_by_type_has_its_bases_methods_and_namespace_and_cannot_be_pickled(tmp_path):
    # ``type("MapleBench", (Bench,), {"rows": 1024})``: its ``graduate()`` is the base's, on 1024 rows (a
    # 1024x1024 product before the pool forks), and pickle cannot find the class by name, so its
    # bound method cannot be a spawn target ("attribute lookup MapleBench on benches failed"). Controls: 4
    # rows; a fork context.
    files = {"pool.py": MATMUL_POOL, "benches.py": BENCHES}
    spawn = {**files, "main.py": BENCHES_MAIN.format(rows=1024, method="spawn")}
    assert places(tmp_path / "spawn", "FMP002", spawn) == [("main.py", 10)]
    assert places(tmp_path / "spawn5", "FMP005", spawn) == [("main.py", 13)]
    narrow = {**files, "main.py": BENCHES_MAIN.format(rows=4, method="fork")}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []
    assert places(tmp_path / "fork5", "FMP005", narrow) == []


CUTS = """
    import enum

    import torch


    class Cut(enum.Enum):
        DRESSED = "dressed"
        RIVEN = "riven"

        def run(self, rows):
            if self is Cut.RIVEN:
                return float(torch.rand(rows, 512).sort(dim=1).values.mean())
            return float(rows)
"""
CUTS_MAIN = """
    from cuts import Cut
    from pool import fan_out


    def main():
        for cut in map(Cut, {names}):
            print(cut.name, cut.run(2048))
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_map_of_an_enum_class_gives_the_member_of_each_value(tmp_path):
    # ``map(Cut, ["dressed", "riven"])``: the riven cut sorts 2048 rows of 512 before the pool forks. Control:
    # only dressed cuts, which run no torch.
    files = {"pool.py": MATMUL_POOL, "cuts.py": CUTS}
    riven = {**files, "main.py": CUTS_MAIN.format(names='["dressed", "riven"]')}
    assert places(tmp_path / "riven", "FMP002", riven) == [("main.py", 8)]
    dressed = {**files, "main.py": CUTS_MAIN.format(names='["dressed"]')}
    assert places(tmp_path / "dressed", "FMP002", dressed) == []


SKIPPER = """
    import torch


    class Skipper:
        def __init__(self, size, threads):
            self.size, self.threads = size, threads

        def __call__(self):
            {pin}
            course = torch.rand(self.size, self.size)
            print(float((course @ course).trace()))
"""
SKIPPER_MAIN = """
    import multiprocessing

    import torch

    from skipper import Skipper


    def main():
        soundings = torch.rand(1024, 512)
        print((soundings.T @ soundings).trace())
        boats = [multiprocessing.Process(target=Skipper(512, 1)) for _ in range(2)]
        for b in boats:
            b.start()
        for b in boats:
            b.join()


    if __name__ == "__main__":
        main()
"""


def test_a_callable_instance_whose_call_pins_one_thread_first_is_a_serial_child(tmp_path):
    # The children run ``Skipper.__call__``, which calls torch.set_num_threads(self.threads) (1) before its
    # matmul: the program run reads it through, so the search that cannot see the target is refuted.
    # Control: no such call.
    pinned = {"skipper.py": SKIPPER.format(pin="torch.set_num_threads(self.threads)"), "main.py": SKIPPER_MAIN}
    assert places(tmp_path / "pinned", "FMP002", pinned) == []
    unpinned = {"skipper.py": SKIPPER.format(pin="pass"), "main.py": SKIPPER_MAIN}
    assert places(tmp_path / "unpinned", "FMP002", unpinned) == [("main.py", 13)]


MOVEMENT = """
    import configparser
    from typing import NamedTuple

    import torch


    class Movement(NamedTuple):
        wheels: int
        teeth: int

        @classmethod
        def from_ini(cls, path):
            cp = configparser.ConfigParser()
            cp.read(path)
            return cls(**{f: cp.getint("movement", f) for f in cls._fields})

        def tick(self):
            train = torch.rand(self.wheels, self.teeth, self.teeth)
            return float(torch.bmm(train, train).mean())
"""
MOVEMENT_MAIN = """
    from movement import Movement
    from pool import fan_out


    def main():
        print(Movement.from_ini("movement.ini").tick())
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_named_tuple_made_from_its_fields_by_name(tmp_path):
    # ``cls(**{f: ... for f in cls._fields})``: 8 batches of 512x512 products before the pool forks.
    # Control: 2 of 4x4.
    files = {"pool.py": MATMUL_POOL, "movement.py": MOVEMENT, "main.py": MOVEMENT_MAIN}
    wide = {**files, "movement.ini": "[movement]\nwheels = 8\nteeth = 512\n"}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 7)]
    narrow = {**files, "movement.ini": "[movement]\nwheels = 2\nteeth = 4\n"}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


BELL = """
    import os
    import signal

    from pool import fan_out


    def install():
        def on_bell(signum, frame):
            print(fan_out())

        signal.signal(signal.SIGUSR1, on_bell)


    def ring():
        os.kill({pid}, signal.SIGUSR1)
"""
BELL_MAIN = """
    import torch

    import bell


    def main():
        bell.install()
        hides = torch.rand(1024, 512)
        print((hides.T @ hides).trace())
        bell.ring()


    if __name__ == "__main__":
        main()
"""


def test_a_signal_the_program_sends_itself_runs_its_handler_there(tmp_path):
    # ``os.kill(os.getpid(), SIGUSR1)`` after the parent's 512x1024 @ 1024x512 product: the handler opens the
    # pool, which hangs. Control: the signal goes to another process (its own pid, say a child's).
    own = {"pool.py": MATMUL_POOL, "bell.py": BELL.format(pid="os.getpid()"), "main.py": BELL_MAIN}
    assert places(tmp_path / "own", "FMP002", own) == [("main.py", 10)]
    other = {"pool.py": MATMUL_POOL, "bell.py": BELL.format(pid="int(os.environ['CHILD_PID'])"), "main.py": BELL_MAIN}
    assert places(tmp_path / "other", "FMP002", other) == []


STAGE = """
    import torch

    beats = torch.rand(SETTINGS["beats"], SETTINGS["beats"])
    RATE_ERROR = float((beats @ beats).trace())
"""
STAGE_MAIN = """
    import json
    import runpy

    from pool import fan_out


    def main():
        with open("workshop.json") as f:
            cfg = json.load(f)
        result = runpy.run_path(f"stages/{cfg['stage']}.py", init_globals={"SETTINGS": cfg})
        print(result["RATE_ERROR"])
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_script_run_by_runpy_runs_its_top_level_with_the_globals_it_is_handed(tmp_path):
    # stages/calibrate.py, run with ``init_globals={"SETTINGS": cfg}``: a 1024x1024 product before the pool
    # forks. Control: 4x4.
    files = {"pool.py": MATMUL_POOL, "stages/calibrate.py": STAGE, "main.py": STAGE_MAIN}
    wide = {**files, "workshop.json": '{"stage": "calibrate", "beats": 1024}'}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 12)]
    narrow = {**files, "workshop.json": '{"stage": "calibrate", "beats": 4}'}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


# From heldout/2026-12-26 (a development set once scored unseen).
CUTTER = """
    import torch
    from torch import nn

    from pool import fan_out


    class Cutter(nn.Module):
        def __init__(self, width):
            super().__init__()
            self.blade = nn.Linear(width, width)

        def forward(self, hides):
            return self.blade(hides)


    def stitch_after(module, inputs, output):
        print(fan_out())
"""
CUTTER_MAIN = """
    import torch

    from cutter import Cutter, stitch_after


    def main():
        cutter = Cutter(512)
        {hook}
        with torch.no_grad():
            print(cutter(torch.rand(4096, 512)).sum())


    if __name__ == "__main__":
        main()
"""


def test_a_forward_hook_of_a_project_model_runs_after_its_forward(tmp_path):
    # The model's Linear(512, 512) over 4096 rows, then the hook opens the pool. Control: no hook.
    files = {"pool.py": MATMUL_POOL, "cutter.py": CUTTER}
    hooked = {**files, "main.py": CUTTER_MAIN.format(hook="cutter.register_forward_hook(stitch_after)")}
    assert places(tmp_path / "hooked", "FMP002", hooked) == [("main.py", 10)]
    plain = {**files, "main.py": CUTTER_MAIN.format(hook="pass")}
    assert places(tmp_path / "plain", "FMP002", plain) == []


PAN = """
    import torch


    class Pan:
        def __init__(self, rows):
            self.rows = rows

        def __format__(self, spec):
            if spec == "summary":
                brine = torch.rand(self.rows, 512)
                return f"{float(torch.exp(brine).mean()):.3f}"
            return str(self.rows)
"""
PAN_MAIN = """
    from pan import Pan
    from pool import fan_out


    def main():
        pan = Pan(4096)
        print(f"evaporation {{pan{spec}}}")
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_an_f_string_runs_the_objects_format_with_its_spec(tmp_path):
    # ``f"{pan:summary}"`` runs Pan.__format__("summary"): torch.exp over 2,097,152 elements before the pool
    # forks. Control: ``f"{pan}"``, whose spec is empty.
    files = {"pool.py": MATMUL_POOL, "pan.py": PAN}
    summary = {**files, "main.py": PAN_MAIN.format(spec=":summary")}
    assert places(tmp_path / "summary", "FMP002", summary) == [("main.py", 8)]
    plain = {**files, "main.py": PAN_MAIN.format(spec="")}
    assert places(tmp_path / "plain", "FMP002", plain) == []


SHELL = """
    import cmd

    import torch

    from pool import fan_out


    class RopeShell(cmd.Cmd):
        def do_hemp(self, arg):
            rows, width = (int(part) for part in arg.split())
            fibres = torch.rand(rows, width)
            print((fibres @ fibres.T).trace())

        def do_lay(self, arg):
            print(fan_out())

        def do_quit(self, arg):
            return True
"""
SHELL_MAIN = """
    import configparser

    from shell import RopeShell


    def main():
        cfg = configparser.ConfigParser()
        cfg.read("ropewalk.ini")
        shell = RopeShell()
        shell.cmdqueue = [line for line in cfg["script"]["commands"].splitlines() if line.strip()]
        shell.cmdloop()


    if __name__ == "__main__":
        main()
"""


def test_a_command_shell_runs_the_commands_queued_for_it(tmp_path):
    # ``cmdqueue`` from the INI: ``hemp 1024 1024`` (a 1024x1024 product), then ``lay`` opens the pool.
    # Controls: ``quit`` ends the loop before the pool; hemp on 4x4.
    files = {"pool.py": MATMUL_POOL, "shell.py": SHELL, "main.py": SHELL_MAIN}
    script = "[script]\ncommands =\n    hemp {size}\n    {second}\n    lay\n"
    hanging = {**files, "ropewalk.ini": script.format(size="1024 1024", second="hemp 4 4")}
    assert places(tmp_path / "hanging", "FMP002", hanging) == [("main.py", 11)]
    quits = {**files, "ropewalk.ini": script.format(size="1024 1024", second="quit")}
    assert places(tmp_path / "quits", "FMP002", quits) == []
    small = {**files, "ropewalk.ini": script.format(size="4 4", second="hemp 4 4")}
    assert places(tmp_path / "small", "FMP002", small) == []
