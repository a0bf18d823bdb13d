"""The program run (``fixmp.analysis.effects``), round 12: the shapes through which the programs of
heldout/2026-12-22 reached their hazards unseen, each on a small multi-module program beside a control
that differs in one fact. ``sum()`` of objects adds as Python does (``0 + a`` is ``a.__radd__``);
``sorted`` / ``min`` / ``max`` and ``list.sort`` run the program's ``key`` and ``__lt__``; a
comprehension's ``if`` runs for each item; ``match`` reads mapping, class and sequence patterns and binds
their captures; ``functools.lru_cache`` returns a second call's result without running it; a GPU value bound
under an undecided test stays over the ``else``'s; and a pool whose every task the run read is clean
when its start is in another module."""

from __future__ import annotations

from programs import MATMUL_POOL, places

READINGS = """
    import torch


    class Reading:
        def __init__(self, rows, width):
            self.data = torch.randn(rows, width)

        def __add__(self, other):
            return Reading.stacked(torch.cat([self.data, other.data]))

        def __radd__(self, other):
            # Starting a total (``0 + reading``): the block's Gram matrix.
            return Reading.stacked(self.data.T @ self.data) if other == 0 else self.__add__(other)

        @staticmethod
        def stacked(data):
            made = Reading(0, 0)
            made.data = data
            return made
"""
SUM_MAIN = """
    from pool import fan_out
    from readings import Reading


    def main():
        total = sum([Reading({rows}, {width})])
        print(total.data.shape)
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_sum_of_objects_adds_through_their_radd_and_add(tmp_path):
    # ``sum`` starts at 0: ``0 + r`` is ``r.__radd__(0)``, a 512x1024 @ 1024x512 Gram matrix here, before
    # the pool forks. Control: a 4x2 block.
    files = {"pool.py": MATMUL_POOL, "readings.py": READINGS}
    wide = {**files, "main.py": SUM_MAIN.format(rows=1024, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 8)]
    narrow = {**files, "main.py": SUM_MAIN.format(rows=2, width=4)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


JOBS = """
    import functools

    import torch


    @functools.total_ordering
    class Job:
        def __init__(self, sheets, width):
            self.sheets, self.width = sheets, width

        @property
        def coverage(self):
            plate = torch.randn(self.sheets, self.width)
            return float((plate.T @ plate).trace())

        def __eq__(self, other):
            return self.coverage == other.coverage

        def __lt__(self, other):
            return self.coverage < other.coverage
"""
SORTED_MAIN = """
    from jobs import Job
    from pool import fan_out


    def main():
        queue = {ordering}([Job({sheets}, {width}), Job(8, {width})])
        print(queue, fan_out())


    if __name__ == "__main__":
        main()
"""


def test_sorted_compares_objects_by_their_lt(tmp_path):
    # Sorting two jobs calls ``Job.__lt__``, whose property multiplies 512x1024 by 1024x512.
    # Controls: 4x4 plates (serial), and ``list`` (no comparison at all).
    files = {"pool.py": MATMUL_POOL, "jobs.py": JOBS}
    wide = {**files, "main.py": SORTED_MAIN.format(ordering="sorted", sheets=1024, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 7)]
    small = {**files, "main.py": SORTED_MAIN.format(ordering="sorted", sheets=4, width=4)}
    assert places(tmp_path / "small", "FMP002", small) == []
    unsorted = {**files, "main.py": SORTED_MAIN.format(ordering="list", sheets=1024, width=512)}
    assert places(tmp_path / "unsorted", "FMP002", unsorted) == []


BUS = """
    class Bus:
        def __init__(self):
            self.handlers = []

        def on(self, priority):
            def register(fn):
                self.handlers.append((priority, fn))
                self.handlers.sort(key=lambda pair: -pair[0])
                return fn
            return register

        def emit(self, payload):
            for _, fn in self.handlers:
                fn(payload)


    bus = Bus()
"""
HANDLERS = """
    import torch

    from bus import bus
    from pool import fan_out


    @bus.on(priority=1)
    def fork_workers(payload):
        payload["done"] = fan_out()


    @bus.on(priority={estimate})
    def estimate(payload):
        pins = torch.randn(2048, 512)
        payload["gram"] = pins.T @ pins
"""
BUS_MAIN = """
    import handlers  # noqa: F401
    from bus import bus


    def main():
        bus.emit({})


    if __name__ == "__main__":
        main()
"""


def test_a_list_sorted_by_its_key_runs_its_handlers_in_that_order(tmp_path):
    # Priority 10 sorts ``estimate`` (a 512x2048 @ 2048x512 product) before the handler that forks;
    # priority 0 sorts it after, when the workers already run: safe.
    files = {"pool.py": MATMUL_POOL, "bus.py": BUS, "main.py": BUS_MAIN}
    assert places(tmp_path / "first", "FMP002", {**files, "handlers.py": HANDLERS.format(estimate=10)}) \
        == [("main.py", 6)]
    assert places(tmp_path / "last", "FMP002", {**files, "handlers.py": HANDLERS.format(estimate=0)}) == []


PROBE = """
    import torch


    def score(rows, width):
        echoes = torch.randn(rows, width)
        return float((echoes @ torch.randn(width, width)).std())
"""
WALRUS_MAIN = """
    import probe
    from pool import fan_out


    def main():
        zones = [{rows}, 2]
        flagged = [z for z in zones if (s := probe.score(z, {width})) >= 0]
        print(flagged, fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_comprehensions_condition_runs_for_each_item(tmp_path):
    # The ``if`` scores every zone before the list is made: 1024x512 @ 512x512 is parallel, 2x8 @ 8x8 not.
    files = {"pool.py": MATMUL_POOL, "probe.py": PROBE}
    wide = {**files, "main.py": WALRUS_MAIN.format(rows=1024, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 8)]
    narrow = {**files, "main.py": WALRUS_MAIN.format(rows=2, width=8)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


PROGRAMME = """
    import torch

    from pool import fan_out


    def run_item(item, state):
        match item:
            case {"kind": "calibrate", "rows": int(rows), "width": int(width)}:
                stars = torch.randn(rows, width)
                state["gram"] = stars.T @ stars
            case {"kind": "render", "workers": int(n)}:
                state["frames"] = fan_out(n)
            case [first, *rest]:
                state["first"] = first
            case _:
                raise ValueError(item)
        return state
"""
SHOW_MAIN = """
    from programme import run_item


    def main():
        state = {{}}
        for item in [{{"kind": "calibrate", "rows": {rows}, "width": {width}}}, {{"kind": "render", "workers": 2}}]:
            state = run_item(item, state)
        print(state)


    if __name__ == "__main__":
        main()
"""


def test_match_reads_mapping_and_class_patterns_and_binds_their_captures(tmp_path):
    # The calibrate case binds rows and width from the item: 512x2048 @ 2048x512 is parallel, then the
    # render case forks. Control: a 4x2 @ 2x4 product.
    files = {"pool.py": MATMUL_POOL, "programme.py": PROGRAMME}
    wide = {**files, "main.py": SHOW_MAIN.format(rows=2048, width=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 7)]
    narrow = {**files, "main.py": SHOW_MAIN.format(rows=2, width=4)}
    assert places(tmp_path / "narrow", "FMP002", narrow) == []


RUNTIME = """
    import multiprocessing as mp
    from functools import lru_cache


    @lru_cache(maxsize={size})
    def context_for(method):
        mp.set_start_method(method)
        return mp.get_context()
"""
ROOMS = """
    import runtime


    def grow(room):
        return runtime.context_for(room["start_method"])
"""
ROOMS_MAIN = """
    import torch

    from rooms import grow


    def main():
        torch.manual_seed(0)
        for room in [{"start_method": "spawn"}, {"start_method": "spawn"}]:
            grow(room)


    if __name__ == "__main__":
        main()
"""


def test_lru_cache_runs_a_second_call_with_the_same_arguments_once(tmp_path):
    # Cached, the second ``context_for("spawn")`` returns the first's context: nothing raises. With
    # ``maxsize=0`` nothing is cached, and the second call's set_start_method raises.
    files = {"rooms.py": ROOMS, "main.py": ROOMS_MAIN}
    assert places(tmp_path / "cached", "FMP006", {**files, "runtime.py": RUNTIME.format(size=None)}) == []
    assert places(tmp_path / "uncached", "FMP006", {**files, "runtime.py": RUNTIME.format(size=0)}) \
        == [("main.py", 9)]


ACCELERATOR = """
    import torch


    class Accelerator:
        def __init__(self, wanted):
            self.wanted = wanted
            self._device = None

        @property
        def device(self):
            if self._device is None:
                if self.wanted == "cuda" and torch.cuda.is_available():
                    torch.ones(8, device="cuda")
                    self._device = torch.device("cuda")
                else:
                    self._device = torch.device("cpu")
            return self._device
"""
DRONES = """
    import os

    import torch


    def launch(device):
        pid = os.fork()
        if pid == 0:
            print(float(torch.rand(8, 8).to(device).amax()))
            os._exit(0)
        os.waitpid(pid, 0)
"""
DRONES_MAIN = """
    import sys

    from drones import launch
    from gpu import Accelerator


    def main():
        acc = Accelerator(sys.argv[1] if len(sys.argv) > 1 else "{wanted}")
        launch(acc.device)


    if __name__ == "__main__":
        main()
"""


def test_a_gpu_device_chosen_under_an_undecided_test_is_the_one_the_child_gets(tmp_path):
    # On a machine with CUDA (the one FMP001 reads a program on), the property initialises CUDA and the
    # child moves its tensor there: it fails. Control: the program asks for the CPU.
    files = {"gpu.py": ACCELERATOR, "drones.py": DRONES}
    assert places(tmp_path / "cuda", "FMP001", {**files, "main.py": DRONES_MAIN.format(wanted="cuda")}) \
        == [("main.py", 9)]
    assert places(tmp_path / "cpu", "FMP001", {**files, "main.py": DRONES_MAIN.format(wanted="cpu")}) == []


THREADS = """
    import functools

    import torch


    def single_threaded(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            torch.set_num_threads(1)
            return fn(*args, **kwargs)
        return wrapper
"""
WEIGHING = """
    import multiprocessing as mp

    import torch

    from threads import single_threaded


    def trend(days):
        return torch.linalg.qr(torch.randn(days, 512)).R.diagonal()


    {decorator}
    def weigh(name, rows):
        return name, float((torch.randn(rows, 512) @ torch.randn(512, 512)).mean())


    def weigh_all(names, rows):
        with mp.Pool(len(names)) as pool:
            return pool.starmap(weigh, [(n, rows) for n in names])
"""
WEIGHING_MAIN = """
    from weighing import trend, weigh_all


    def main():
        print(trend(1024).mean())
        print(weigh_all(["a", "b"], 512))


    if __name__ == "__main__":
        main()
"""


def test_a_pool_in_another_module_whose_tasks_a_decorator_pins_to_one_thread_is_safe(tmp_path):
    # The parent's QR starts the pool, then another module's Pool runs ``weigh`` through a wrapper that
    # calls torch.set_num_threads(1) first: the run reads every task through and finds none parallel.
    # Control: the same task without the decorator hangs.
    files = {"threads.py": THREADS, "main.py": WEIGHING_MAIN}
    pinned = {**files, "weighing.py": WEIGHING.format(decorator="@single_threaded")}
    assert places(tmp_path / "pinned", "FMP002", pinned) == []
    bare = {**files, "weighing.py": WEIGHING.format(decorator="")}
    assert places(tmp_path / "bare", "FMP002", bare) == [("main.py", 6)]


# heldout/2026-12-23's shapes (read after its unseen score), each beside its control.

CALIBRATION = """
    import torch


    class Calibrated:
        def __set_name__(self, owner, name):
            self.slot = "_" + name

        def __get__(self, rig, owner=None):
            if rig is None:
                return self
            if self.slot not in rig.__dict__:
                log = torch.randn(rig.samples, rig.valves)
                rig.__dict__[self.slot] = (log.T @ log).diagonal()
            return rig.__dict__[self.slot]


    class Rig:
        curve = Calibrated()

        def __init__(self, samples, valves):
            self.samples, self.valves = samples, valves
"""
DESCRIPTOR_MAIN = """
    from calibration import Rig
    from pool import fan_out


    def main():
        rig = Rig({samples}, {valves})
        print(rig.curve.max(), fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_descriptor_read_on_an_instance_runs_its_get(tmp_path):
    # ``rig.curve`` is ``Calibrated.__get__(rig, Rig)`` (its slot named by ``__set_name__``): a 512x1024
    # @ 1024x512 product before the pool forks. Control: 2x4 @ 4x2.
    files = {"pool.py": MATMUL_POOL, "calibration.py": CALIBRATION}
    wide = {**files, "main.py": DESCRIPTOR_MAIN.format(samples=1024, valves=512)}
    assert places(tmp_path / "wide", "FMP002", wide) == [("main.py", 7)]
    small = {**files, "main.py": DESCRIPTOR_MAIN.format(samples=4, valves=2)}
    assert places(tmp_path / "small", "FMP002", small) == []


HEATLOG = """
    import torch


    def record_heat(readings, width):
        print(torch.rand(readings, width).cumsum(dim=1).max())
"""
EXITSTACK_MAIN = """
    import contextlib

    import heatlog
    import pool


    def main():
        stack = contextlib.ExitStack()
        try:
            stack.callback({first})
            stack.callback({second})
        finally:
            stack.close()


    if __name__ == "__main__":
        main()
"""


def test_an_exit_stack_runs_its_callbacks_last_in_first_out_when_it_closes(tmp_path):
    # Registered fan-out first and the heat log second, the log (a cumsum over 4096x512) runs first,
    # then the pool forks. Registered the other way round, the pool forks before the log: safe.
    files = {"pool.py": MATMUL_POOL, "heatlog.py": HEATLOG}
    fan_out, log = "pool.fan_out, 2", "heatlog.record_heat, 4096, 512"
    late_fork = {**files, "main.py": EXITSTACK_MAIN.format(first=fan_out, second=log)}
    assert places(tmp_path / "late", "FMP002", late_fork) == [("main.py", 13)]
    early_fork = {**files, "main.py": EXITSTACK_MAIN.format(first=log, second=fan_out)}
    assert places(tmp_path / "early", "FMP002", early_fork) == []


COMMANDS = """
    import torch

    from pool import fan_out


    class Smooth:
        def execute(self, state):
            raw = torch.randn(4096, 512)
            state["pressure"] = torch.nn.functional.layer_norm(raw, (512,)).mean()


    class Dispatch:
        def execute(self, state):
            state["logged"] = fan_out()
"""
QUEUE_MAIN = """
    import queue

    from commands import Dispatch, Smooth


    def main():
        jobs = queue.{kind}()
        jobs.put(Smooth())
        jobs.put(Dispatch())
        state = {{}}
        while not jobs.empty():
            jobs.get().execute(state)
        print(state)


    if __name__ == "__main__":
        main()
"""


def test_a_queue_of_commands_runs_them_in_its_order(tmp_path):
    # A FIFO queue runs Smooth (a layer_norm over 4096x512) before Dispatch forks; a LIFO queue runs
    # Dispatch first, before any parallel work: safe.
    files = {"pool.py": MATMUL_POOL, "commands.py": COMMANDS}
    assert places(tmp_path / "fifo", "FMP002", {**files, "main.py": QUEUE_MAIN.format(kind="Queue")}) \
        == [("main.py", 12)]
    assert places(tmp_path / "lifo", "FMP002", {**files, "main.py": QUEUE_MAIN.format(kind="LifoQueue")}) == []


CHEST = """
    import torch


    class Settling(type):
        def __call__(cls, *args, **kwargs):
            instance = super().__call__(*args, **kwargs)
            {settle}
            return instance


    class WindChest(metaclass=Settling):
        def __init__(self, channels, pallets):
            self.channels, self.pallets = channels, pallets

        def settle(self):
            ordered, _ = torch.rand(self.channels, self.pallets).sort(dim=1)
            self.pressure = ordered.mean()
"""
CHEST_MAIN = """
    from chest import WindChest
    from pool import fan_out


    def main():
        chest = WindChest(2048, 512)
        print(chest.channels, fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_metaclass_call_runs_when_the_class_is_called(tmp_path):
    # ``WindChest(...)`` is ``Settling.__call__``: ``super().__call__`` makes the instance, then it sorts
    # 2048x512 readings. Control: a metaclass whose ``__call__`` only makes the instance.
    files = {"pool.py": MATMUL_POOL, "main.py": CHEST_MAIN}
    settled = {**files, "chest.py": CHEST.replace("{settle}", "instance.settle()")}
    assert places(tmp_path / "settled", "FMP002", settled) == [("main.py", 7)]
    plain = {**files, "chest.py": CHEST.replace("{settle}", "pass")}
    assert places(tmp_path / "plain", "FMP002", plain) == []


TIDE = """
    import functools

    import torch


    class Tide:
        def __init__(self):
            self.levels = []

        @functools.singledispatchmethod
        def absorb(self, reading):
            raise TypeError(reading)

        @absorb.register
        def _(self, reading: int):
            self.levels.append(float(reading))

        @absorb.register
        def _(self, reading: torch.Tensor):
            self.levels.append(torch.softmax(reading.T @ reading, dim=1).max())
"""
TIDE_MAIN = """
    import torch

    from pool import fan_out
    from tide import Tide


    def main():
        tide = Tide()
        tide.absorb({reading})
        print(tide.levels, fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_singledispatchmethod_runs_the_method_registered_for_the_arguments_type(tmp_path):
    # A tensor goes to the Tensor overload: a 512x1536 @ 1536x512 product. An int goes to the int
    # overload: no torch work.
    files = {"pool.py": MATMUL_POOL, "tide.py": TIDE}
    tensor = {**files, "main.py": TIDE_MAIN.format(reading="torch.randn(1536, 512)")}
    assert places(tmp_path / "tensor", "FMP002", tensor) == [("main.py", 10)]
    number = {**files, "main.py": TIDE_MAIN.format(reading="420")}
    assert places(tmp_path / "number", "FMP002", number) == []
