"""The program run as an abstract domain (``fixmp.analysis.domain``): each shape of code that misled it
on real repositories, as a safe program beside a hazard that differs in the one fact that decides.

Every program here was run on torch 2.13 CPU, 2 threads, to confirm its side: a hazard's children hang
(cured by ``OMP_NUM_THREADS=1``) or, for CUDA, the child makes a CUDA call after the parent initialised
CUDA; a safe program exits. The shapes:

- arms of an undecided ``if`` are on different paths: work in one and the fork in the other is safe; an
  arm that returns meets the others where the function returns, not after the ``if``;
- a test of the platform is decided as on Linux (``sys.platform``, ``os.name``, ``platform.system()``);
- a loop cut short (items past the ones followed, or items fixmp cannot list) runs again with an unknown
  item until the parent's state is stable: work at epoch 10 is before the fork of epoch 11;
- ``set_start_method(method=..., force=True)`` by keyword; a plugin package's import-time
  ``set_start_method("spawn", force=True)`` holds for FMP001 as it did for FMP002;
- a thread's work is on that thread's own OpenMP pool: a fork from a launcher thread after work on the main
  thread is safe, one after the launcher's own work hangs;
- ``itertools.starmap(fn, rows)`` runs ``fn`` in the parent (one row of ``fixmp.analysis.models.stdlib_itertools``);
- ``torch.linalg.vector_norm`` is a reduction sized by its input, not a decomposition;
- ``.float()`` of a float32 tensor is no copy; ``.double()`` is;
- ``exp`` starts the pool above 2,048 elements, ``sigmoid`` only above 32,768 (one measured table);
- a pool's method held in a variable (``map_fn = pool.imap_unordered if n > 1 else map``) runs its tasks;
- an arm that breaks, continues or raises leaves its state where it goes: after the loop, to the next pass,
  to the handler; a fork hook registered on one path only cures nothing on the other; torch's thread count
  is the process's (a thread started after ``torch.set_num_threads(1)`` is single-threaded too);
- a start under a flag its function binds once, to ``False``, never runs;
- a child that raises an exception class of its module does no torch work by that;
- a child whose every torch operation is below the grain does not hang, whatever module its function is in;
  ``sum(map(ord, name))`` is pure (the builtins that only compute on numbers and strings are followed);
- ``functools.partial(work, ...)`` as a pool's function runs ``work``; a child fixmp cannot see into is
  an assumption, reported only with ``--preview`` and said as one ("if it does"), never "will fail".
"""

import textwrap
import warnings
from dataclasses import dataclass
from typing import Dict, List, Tuple

import pytest
from programs import places, write_project

from fixmp import engine
from fixmp.discover.config import Settings

# What a forked child runs: a 512x512 product, parallel on any CPU.
CHILD = """
    def child(rank):
        x = torch.randn(512, 512)
        print(float((x @ x).sum()))
"""


# A pool's task seeded from its name's characters: parallel work only at the side it is given.
SEEDED_CHILD = """
    import multiprocessing as mp

    import torch


    def score(name):
        g = torch.Generator().manual_seed(sum(map(ord, name)))
        x = torch.rand({side}, {side}, generator=g)
        return name, float((x @ x).sum())


    def main():
        x = torch.randn(512, 512)
        print(float((x @ x).sum()) > 0)
        with mp.Pool(2) as pool:
            print(pool.map(score, ["a", "b"]))


    if __name__ == "__main__":
        main()
"""


@dataclass(frozen=True)
class Shape:
    name: str
    code: str  # the rule
    safe: Dict[str, str]
    hazard: Dict[str, str]
    found_at: List[Tuple[str, int]]  # the hazard's findings


def _main(text: str) -> Dict[str, str]:
    return {"main.py": text}


BRANCHES = """
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    def main(mode):
        if mode == "local":
            w = torch.randn(1024, 1024)
            print(float((w @ w).sum()))
        {fork_under}
            procs = [mp.Process(target=child, args=(r,)) for r in range(2)]
            for p in procs:
                p.start()
            for p in procs:
                p.join()


    if __name__ == "__main__":
        main(sys.argv[1])
"""

RETURNING_ARM = """
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    def main(mode):
        if mode == "local":
            w = torch.randn(1024, 1024)
            print(float((w @ w).sum()))
            {leaves}
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()


    if __name__ == "__main__":
        main(sys.argv[1])
"""

PLATFORM_TEST = """
    import os
    import platform
    import sys
    from multiprocessing import Pool

    import torch
    {child}

    if __name__ == "__main__":
        if {test}:
            w = torch.randn(1024, 1024)
            print(float((w @ w).sum()))
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

PLATFORM_SIZE = """
    import sys
    from multiprocessing import Pool

    import torch

    if sys.platform {operator} "linux":
        DIM = {first}
    else:
        DIM = {second}
    {child}

    if __name__ == "__main__":
        w = torch.randn(DIM, DIM)
        print(float((w @ w).sum()))
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

EPOCHS = """
    import torch
    import torch.multiprocessing as mp
    {child}

    class Net:
        def __init__(self, dim):
            self.w = torch.randn(dim, dim)

        def validate(self):
            return float((self.w @ self.w).sum())


    def train(net, epochs):
        for epoch in range(epochs):
            p = mp.Process(target=child, args=(epoch,))
            p.start()
            p.join()
            if epoch == 10:
                print(net.validate())


    if __name__ == "__main__":
        train(Net({dim}), 20)
"""

KEYWORD_METHOD = """
    import torch
    import torch.multiprocessing as mp


    def child(rank):
        torch.ones(1, device="cuda")


    if __name__ == "__main__":
        mp.set_start_method(method="{method}", force=True)
        torch.cuda.set_device(0)
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()
"""

PLUGIN_MAIN = """
    import torch
    import torch.multiprocessing as mp

    import plugin


    def child(rank):
        torch.ones(1, device="cuda")


    if __name__ == "__main__":
        torch.cuda.set_device(0)
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()
"""

THREADS = """
    import threading

    import torch
    import torch.multiprocessing as mp
    {child}

    def launch():
        {launcher_work}
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()


    if __name__ == "__main__":
        {main_work}
        t = threading.Thread(target=launch)
        t.start()
        t.join()
"""

STARMAP = """
    import itertools
    from multiprocessing import Pool

    import torch
    {child}

    def prepare(rows, columns):
        {prepare}


    if __name__ == "__main__":
        print(list(itertools.starmap(prepare, [(1024, 1024), (512, 512)])))
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

NORM = """
    from multiprocessing import Pool

    import torch
    {child}

    if __name__ == "__main__":
        coordinates = torch.randn(200, 3)
        print(torch.linalg.{norm})
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

CONVERSION = """
    from multiprocessing import Pool

    import torch
    {child}

    if __name__ == "__main__":
        x = torch.empty(1024, 1024)
        y = x.{conversion}()
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

PARTIAL_TASK = """
    import functools

    import torch
    import torch.multiprocessing as mp


    def scale(factor, i):
        return {task}


    if __name__ == "__main__":
        torch.cuda.set_device(0)
        with mp.Pool(2) as pool:
            task = functools.partial(scale, 2)
            print(pool.map(task, range(4)))
"""

ENVIRONMENT_WORKER = """
    import multiprocessing as mp

    import torch


    class {child_class}({base}):
        def __init__(self, cause):
            super().__init__()
            self.cause = cause
            {layer}


    def worker(remote):
        try:
            {child_work}
        except Exception as e:
            raise {child_class}(e)


    if __name__ == "__main__":
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        p = mp.Process(target=worker, args=(None,))
        p.start()
        p.join()
"""

DEAD_FLAG = """
    import torch
    import torch.multiprocessing as mp
    {child}

    class Indexer:
        def run(self):
            w = torch.randn(1024, 1024)
            print(float((w @ w).sum()))
            fork_for_search = {flag}
            if fork_for_search:
                p = mp.Process(target=child, args=(0,))
                p.start()
                p.join()
            print("done")


    if __name__ == "__main__":
        Indexer().run()
"""

ELEMENTWISE_SIZE = """
    from multiprocessing import Pool

    import torch
    {child}

    if __name__ == "__main__":
        scores = torch.empty({elements})
        print(float(scores.{operation}().sum()))
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

HELD_POOL_METHOD = """
    import sys

    import torch
    import torch.multiprocessing as mp


    def work(i):
        {work}


    if __name__ == "__main__":
        n = int(sys.argv[1]) if len(sys.argv) > 1 else 2
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        pool = mp.Pool(n)
        map_fn = pool.imap_unordered if n > 1 else map
        print(list(map_fn(work, range(4))))
        pool.close()
"""

LOOP_EXIT = """
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    def main(last):
        for step in range(int(last) + 3):
            if step < int(last):
                w = torch.randn({rows}, {rows})
                print(float((w @ w).sum()))
            else:
                {exit_otherwise}
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()


    if __name__ == "__main__":
        main(sys.argv[1] if len(sys.argv) > 1 else "1")
"""

BREAK_AFTER_WORK = """
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    def main(last):
        for step in range(int(last) + 3):
            if step == int(last):
                w = torch.randn(1024, 1024)
                print(float((w @ w).sum()))
                break
            p = mp.Process(target=child, args=(step,))
            p.start()
            p.join()


    if __name__ == "__main__":
        main(sys.argv[1] if len(sys.argv) > 1 else "1")
"""

RAISING_ARM = """
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    class Retry(Exception):
        pass


    def warm_up(mode):
        try:
            if mode == "warm":
                {work}
                raise Retry()
        except Retry:
            print("warmed")


    if __name__ == "__main__":
        warm_up(sys.argv[1] if len(sys.argv) > 1 else "warm")
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()
"""

TYPED_COPY = """
    from multiprocessing import Pool

    import torch
    {child}

    if __name__ == "__main__":
        {setup}
        x = torch.empty(1024, 1024){conversion}
        y = x.float()
        with Pool(2) as pool:
            pool.map(child, range(2))
"""

THREAD_AFTER_PIN = """
    import threading

    import torch
    import torch.multiprocessing as mp
    {child}

    def launch():
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()


    if __name__ == "__main__":
        torch.set_num_threads({threads})
        t = threading.Thread(target=launch)
        t.start()
        t.join()
"""

HOOK_IN_AN_ARM = """
    import os
    import sys

    import torch
    import torch.multiprocessing as mp
    {child}

    if __name__ == "__main__":
        mode = sys.argv[1] if len(sys.argv) > 1 else "fast"
        {guard}
            os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        p = mp.Process(target=child, args=(0,))
        p.start()
        p.join()
"""

_CHILD = CHILD.strip("\n")


def _program(template: str, **fields: str) -> str:
    return template.replace("{child}", "\n" + _CHILD + "\n").format(**fields)


SHAPES = [
    Shape("work and fork in exclusive arms", "FMP002",
          _main(_program(BRANCHES, fork_under="else:")),
          _main(_program(BRANCHES, fork_under="if True:")), [("main.py", 18)]),
    Shape("an arm that returns", "FMP002",
          _main(_program(RETURNING_ARM, leaves="return")),
          _main(_program(RETURNING_ARM, leaves="pass")), [("main.py", 17)]),
    Shape("macOS-only work", "FMP002",
          _main(_program(PLATFORM_TEST, test='sys.platform == "darwin"')),
          _main(_program(PLATFORM_TEST, test='sys.platform.startswith("linux")')), [("main.py", 17)]),
    Shape("Windows-only work (os.name)", "FMP002",
          _main(_program(PLATFORM_TEST, test='os.name == "nt"')),
          _main(_program(PLATFORM_TEST, test='os.name == "posix"')), [("main.py", 17)]),
    Shape("Windows-only work (platform.system)", "FMP002",
          _main(_program(PLATFORM_TEST, test='platform.system() == "Windows"')),
          _main(_program(PLATFORM_TEST, test='platform.system() == "Linux"')), [("main.py", 17)]),
    # The Linux arm written first or last: the verdict does not depend on the order of the arms.
    Shape("a size chosen by platform, Linux arm first", "FMP002",
          _main(_program(PLATFORM_SIZE, operator="==", first="8", second="1024")),
          _main(_program(PLATFORM_SIZE, operator="==", first="1024", second="8")), [("main.py", 19)]),
    Shape("a size chosen by platform, Linux arm last", "FMP002",
          _main(_program(PLATFORM_SIZE, operator="!=", first="1024", second="8")),
          _main(_program(PLATFORM_SIZE, operator="!=", first="8", second="1024")), [("main.py", 19)]),
    Shape("work at epoch 10 of a loop that forks each epoch", "FMP002",
          _main(_program(EPOCHS, dim="8")),
          _main(_program(EPOCHS, dim="1024")), [("main.py", 20)]),
    Shape("set_start_method by keyword", "FMP001",
          _main(KEYWORD_METHOD.format(method="spawn")),
          _main(KEYWORD_METHOD.format(method="fork")), [("main.py", 13)]),
    Shape("a plugin's import-time start method", "FMP001",
          {"main.py": PLUGIN_MAIN, "plugin/__init__.py": 'import torch.multiprocessing as mp\n\n'
                                                         'mp.set_start_method("spawn", force=True)\n'},
          {"main.py": PLUGIN_MAIN, "plugin/__init__.py": "import torch.multiprocessing as mp\n\nLEVEL = 1\n"},
          [("main.py", 14)]),
    Shape("a fork from a launcher thread", "FMP002",
          _main(_program(THREADS, launcher_work="pass",
                         main_work="w = torch.randn(1024, 1024)\n        print(float((w @ w).sum()))")),
          _main(_program(THREADS, main_work="pass",
                         launcher_work="w = torch.randn(1024, 1024)\n        print(float((w @ w).sum()))")),
          [("main.py", 15)]),
    Shape("work in a function itertools.starmap runs", "FMP002",
          _main(_program(STARMAP, prepare="return rows + columns")),
          _main(_program(STARMAP, prepare="w = torch.randn(rows, columns)\n        return float((w @ w.T).sum())")),
          [("main.py", 18)]),
    Shape("vector_norm of coordinates", "FMP002",
          _main(_program(NORM, norm="vector_norm(coordinates, dim=-1).max()")),
          _main(_program(NORM, norm="matrix_norm(torch.randn(1024, 1024) @ torch.randn(1024, 1024))")),
          [("main.py", 13)]),
    Shape("a conversion to the type a tensor has", "FMP002",
          _main(_program(CONVERSION, conversion="float")),
          _main(_program(CONVERSION, conversion="double")), [("main.py", 13)]),
    # (The child raises a class of the module's own: an exception, not a model, unless it is a torch module.)
    Shape("a child that raises an exception class of its module", "FMP002",
          _main(ENVIRONMENT_WORKER.format(child_class="WorkerError", base="Exception", layer="pass",
                                          child_work="print(sum(range(10)))")),
          _main(ENVIRONMENT_WORKER.format(child_class="Policy", base="torch.nn.Module",
                                          layer="self.fc = torch.nn.Linear(512, 512)",
                                          child_work="print(float(Policy(None).fc(torch.randn(64, 512)).sum()))")),
          [("main.py", 24)]),
    Shape("a start under a flag its function binds to False", "FMP002",
          _main(_program(DEAD_FLAG, flag="False")),
          _main(_program(DEAD_FLAG, flag="True")), [("main.py", 16)]),
    # (Measured: the costly element-wise operations start the pool above 2,048 elements, the others above
    # 32,768: fixmp/knowledge/torch_ops.py.)
    Shape("a sigmoid, not an exp, over 16,000 elements", "FMP002",
          _main(_program(ELEMENTWISE_SIZE, elements="16000", operation="sigmoid")),
          _main(_program(ELEMENTWISE_SIZE, elements="16000", operation="exp")), [("main.py", 13)]),
    Shape("an exp over 2,048 elements, not 3,072", "FMP002",
          _main(_program(ELEMENTWISE_SIZE, elements="2048", operation="exp")),
          _main(_program(ELEMENTWISE_SIZE, elements="3072", operation="exp")), [("main.py", 13)]),
    Shape("a pool's method held in a variable", "FMP002",
          _main(HELD_POOL_METHOD.format(work="return sum(range(i * 1000))")),
          _main(HELD_POOL_METHOD.format(work="x = torch.randn(512, 512)\n        return float((x @ x).sum())")),
          [("main.py", 16)]),
    # An arm that leaves a loop's pass under an undecided test: its state meets the loop's where it goes
    # (``break``: after the loop; ``continue``: the next pass), not past the ``if``.
    Shape("work then break, against work and a break in the other arm", "FMP002",
          _main(_program(BREAK_AFTER_WORK)),
          _main(_program(LOOP_EXIT, rows="1024", exit_otherwise="break")), [("main.py", 19)]),
    Shape("work in one arm, continue in the other", "FMP002",
          _main(_program(LOOP_EXIT, rows="8", exit_otherwise="continue")),
          _main(_program(LOOP_EXIT, rows="1024", exit_otherwise="continue")), [("main.py", 19)]),
    Shape("work in an arm that raises into the handler around it", "FMP002",
          _main(_program(RAISING_ARM, work="print(sum(range(10)))")),
          _main(_program(RAISING_ARM, work="w = torch.randn(1024, 1024)\n                print(float((w @ w).sum()))")),
          [("main.py", 28)]),
    Shape("a float tensor under another default type", "FMP002",
          _main(_program(TYPED_COPY, setup="pass", conversion="")),
          _main(_program(TYPED_COPY, setup="torch.set_default_dtype(torch.float64)", conversion="")),
          [("main.py", 14)]),
    Shape("a tensor made float64 with .to", "FMP002",
          _main(_program(TYPED_COPY, setup="pass", conversion=".to(torch.float32)")),
          _main(_program(TYPED_COPY, setup="pass", conversion=".to(torch.float64)")), [("main.py", 14)]),
    Shape("a thread started after torch.set_num_threads(1)", "FMP002",
          _main(_program(THREAD_AFTER_PIN, threads="1")),
          _main(_program(THREAD_AFTER_PIN, threads="2")), [("main.py", 15)]),
    Shape("a fork hook registered on one path only", "FMP002",
          _main(_program(HOOK_IN_AN_ARM, guard="if True:")),
          _main(_program(HOOK_IN_AN_ARM, guard='if mode == "safe":')), [("main.py", 19)]),
    # (Run: the 8x8 child exits, the 512x512 one hangs; its seed is a name's characters, which the
    # child's reading follows: ``ord`` is pure, not a call fixmp cannot follow.)
    Shape("a child whose torch work is all below the grain", "FMP002",
          _main(SEEDED_CHILD.format(side="8")),
          _main(SEEDED_CHILD.format(side="512")), [("main.py", 15)]),
    Shape("a partial of a function that makes no CUDA call", "FMP001",
          _main(PARTIAL_TASK.format(task="i * factor")),
          _main(PARTIAL_TASK.format(task='float(torch.ones(4, device="cuda").sum()) * factor')),
          [("main.py", 13)]),
]


@pytest.mark.parametrize("shape", SHAPES, ids=[shape.name for shape in SHAPES])
def test_a_safe_shape_is_not_reported(tmp_path, shape):
    assert places(tmp_path, shape.code, shape.safe) == []


@pytest.mark.parametrize("shape", SHAPES, ids=[shape.name for shape in SHAPES])
def test_its_hazard_is(tmp_path, shape):
    assert places(tmp_path, shape.code, shape.hazard) == shape.found_at


UNSEEN_TASK = """
    import torch
    import torch.multiprocessing as mp

    from tasks import TASKS


    if __name__ == "__main__":
        torch.cuda.set_device(0)
        with mp.Pool(2) as pool:
            print(pool.map(TASKS[0], range(4)))
"""


def test_a_child_fixmp_cannot_see_is_an_assumption_shown_only_in_preview(tmp_path):
    # The pool's function comes from a registry fixmp does not read into. On the ecosystem check no such
    # finding was a hang or a crash: by default it is not reported; with --preview it is, saying what it
    # assumes ("if it does"), never that the child "will fail".
    (tmp_path / "main.py").write_text(textwrap.dedent(UNSEEN_TASK).lstrip())
    (tmp_path / "tasks.py").write_text("import os\n\nTASKS = [getattr(os, name) for name in os.environ]\n")
    settings = Settings(root=tmp_path, select=("FMP001",))
    assert not engine.run([tmp_path], settings, jobs=1).findings
    messages = [finding.message for finding in engine.run([tmp_path], settings.replace(preview=True), jobs=1).findings]
    assert len(messages) == 1
    assert "if it does, fails with 'Cannot re-initialize CUDA" in messages[0]
    assert "will fail" not in messages[0]


HELD_THEN_REBOUND = """
    import torch
    import torch.multiprocessing as mp


    def light(i):
        return i + 1


    def heavy(i):
        x = torch.randn(512, 512)
        return float((x @ x).sum())


    if __name__ == "__main__":
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        pool = mp.Pool(2)
        map_fn = pool.map
        print(map_fn(light, range(4)))
        pool.close()
        pool.join()
        map_fn = map
        print(list(map_fn(heavy, range(2))))
"""

PARAMETER_NAMED_LIKE_A_PARTIAL = """
    import functools

    import torch
    import torch.multiprocessing as mp


    def light(i):
        return i + 1


    def heavy(scale, i):
        x = torch.randn(512, 512)
        return float((x @ x).sum()) * scale


    def run(fn, items):
        with mp.Pool(2) as pool:
            return pool.map(fn, items)


    def later():
        fn = functools.partial(heavy, 2)
        return fn(1)


    if __name__ == "__main__":
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        print(run(light, range(4)))
"""


def test_a_name_bound_to_a_pool_method_and_then_to_map_is_not_the_pool_at_every_call(tmp_path):
    # (Run: exits 0. ``heavy`` runs in the parent through ``map``, after the pool closed.)
    assert places(tmp_path, "FMP002", {"main.py": HELD_THEN_REBOUND}) == []


def test_a_parameter_is_not_a_partial_another_function_binds_to_its_name(tmp_path):
    # (Run: exits 0. The pool runs ``light``; ``later`` is never called.)
    assert places(tmp_path, "FMP002", {"main.py": PARAMETER_NAMED_LIKE_A_PARTIAL}) == []


def test_a_string_with_an_invalid_escape_is_read_under_warnings_as_errors(tmp_path):
    # The scanned code's ``"\\d+"`` warns when evaluated; with warnings as errors (``python -W error``) it
    # must not become an internal error of fixmp's.
    program = _program(DEAD_FLAG, flag='"\\d+"')
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert places(tmp_path, "FMP002", {"main.py": program}) == [("main.py", 16)]


@pytest.mark.parametrize("rebinding", ["for fork_for_search in (True,):\n                pass",
                                       "fork_for_search, other = True, 1",
                                       "with open(__file__) as fork_for_search:\n                pass",
                                       "fork_for_search |= True"])
def test_a_flag_bound_to_a_literal_and_in_another_way_is_not_read_as_dead(tmp_path, rebinding):
    # Bound once by ``= False`` and again by a loop, an unpacking, ``with ... as`` or ``|=``: the start under
    # ``if fork_for_search:`` may run (each of these programs forks after the parent's work: it hangs).
    program = _program(DEAD_FLAG, flag="False").replace(
        "            if fork_for_search:", f"            {rebinding}\n            if fork_for_search:")
    assert places(tmp_path, "FMP002", {"main.py": program}) == [("main.py", 17 + rebinding.count("\n"))]


REGISTERED_JOB = """
    import multiprocessing as mp

    import torch

    from registry import job


    def task(path):
        rows = len(open(path, "rb").read()) // 1024
        weights = torch.randn(rows, 64)
        {child_work}


    @job
    def fan():
        procs = [mp.Process(target=task, args=("weights.bin",)) for _ in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
REGISTRY = "JOBS = {}\n\n\ndef job(fn):\n    JOBS[fn.__name__] = fn\n    return fn\n"
RUNS_THE_JOB = """
    import torch

    import jobs
    from registry import JOBS

    if __name__ == "__main__":
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        for name in ["fan"]:
            JOBS[name]()
"""


def test_a_child_matmul_of_unknown_size_is_seen_work_and_a_call_fixmp_cannot_follow_an_assumption(tmp_path):
    # The program reaches a start through a registry; the child multiplies a matrix whose rows come from a
    # file: a torch operation seen (reported by default, its size said as assumed), where a call fixmp cannot
    # follow (``open(path).read()`` handed to a function it does not know) is only an assumption (--preview).
    files = {"registry.py": REGISTRY, "main.py": RUNS_THE_JOB}
    matmul = REGISTERED_JOB.replace("{child_work}", "return float((weights @ weights.T).sum())")
    (found,) = engine.run([write_project(tmp_path / "matmul", {**files, "jobs.py": matmul})],
                          Settings(root=tmp_path / "matmul", select=("FMP002",)), jobs=1).findings
    assert "the child runs a matmul of unknown size" in found.message
    assert "if it is large enough to start the pool, hangs" in found.message
    unknown = REGISTERED_JOB.replace("{child_work}", "return helpers.crunch(weights)").replace(
        "import torch\n", "import torch\n\n    import helpers\n", 1)
    root = write_project(tmp_path / "unknown", {**files, "jobs.py": unknown, "helpers.py": "crunch = getattr(__builtins__, 'len')\n"})
    assert not engine.run([root], Settings(root=root, select=("FMP002",)), jobs=1).findings


TRIAL = """
    import torch


    def run_trial(seed):
        {body}
"""
SWEEP = """
    import torch
    import torch.multiprocessing as mp

    from trial import run_trial


    if __name__ == "__main__":
        torch.cuda.set_device(0)
        with mp.Pool(2) as pool:
            print(pool.map(run_trial, range(4)))
"""


def test_a_child_of_another_module_is_read_through_its_summary_for_cuda(tmp_path):
    # ``run_trial`` is another module's: its summary says whether it initialises CUDA. Where it does, the
    # child fails for certain; where it makes no CUDA call, the fork is safe (no finding, not an assumption).
    assert places(tmp_path / "cuda", "FMP001", {"main.py": SWEEP, "trial.py": TRIAL.format(
        body='return float(torch.ones(4).cuda().sum()) + seed')}) == [("main.py", 9)]
    assert places(tmp_path / "cpu", "FMP001", {"main.py": SWEEP, "trial.py": TRIAL.format(
        body="return float(torch.ones(4).sum()) + seed")}) == []
