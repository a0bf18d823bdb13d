"""FMP002 findings whose processes start in another module carry a fix in the file they are reported in:
``os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))`` at the module's top, after its
imports (registered once, however often the code that forks runs), so that every child forked once it is
imported is single-threaded before it runs anything, wherever the start is written. Two behaviour classes: a
function of another module called here (``fan_out()``, a remote start site), and a start the program run
reaches through values (a registry a decorator fills). Each fix is a fixed point (checked again, nothing
is left), and ``fix --verify`` proves the cure by running the program before and after."""

import subprocess
import sys
import textwrap
from pathlib import Path

from programs import MATMUL_POOL, write_project

from fixmp import engine
from fixmp.discover.config import Settings

CALLS_THE_POOL = """
    import torch

    from pool import fan_out


    def main():
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        for _ in range(2):
            print(fan_out())


    if __name__ == "__main__":
        main()
"""
REGISTRY = """
    JOBS = {}


    def job(fn):
        JOBS[fn.__name__] = fn
        return fn
"""
JOBS = """
    import multiprocessing as mp

    import torch

    from registry import job


    def task(i):
        return float((torch.randn(512, 512) @ torch.randn(512, 512)).mean())


    @job
    def fan():
        with mp.Pool(2) as pool:
            return pool.map(task, range(2))
"""
RUNS_A_JOB = """
    import torch

    import jobs
    from registry import JOBS

    if __name__ == "__main__":
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()))
        for name in ["fan"]:
            print(JOBS[name]())
"""
HOOK = "os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))"


def _fixed(root: Path) -> str:
    settings = Settings(root=root, select=("FMP002",))
    before = engine.run([root], settings, jobs=1)
    assert [(Path(f.path).name, f.fix) for f in before.findings] == [("main.py", "safe")]
    for fixed in engine.run([root], settings, jobs=1, fix=True).files:
        if fixed.fixed_source is not None:
            Path(fixed.path).write_bytes(fixed.fixed_source)
    assert not engine.run([root], settings, jobs=1).findings  # a fixed point: the hook is read as a cure
    return (root / "main.py").read_text()


def test_a_pool_of_another_module_called_here_gets_a_fork_hook_at_the_top(tmp_path):
    text = _fixed(write_project(tmp_path, {"pool.py": MATMUL_POOL, "main.py": CALLS_THE_POOL}))
    lines = text.splitlines()
    assert lines.count(HOOK) == 1
    assert lines.index("import os") < lines.index(HOOK) < lines.index("def main():")  # after every import
    assert (tmp_path / "pool.py").read_text() == textwrap.dedent(MATMUL_POOL).lstrip()  # the other module as it was


def test_a_start_the_program_run_reaches_through_a_registry_gets_one_too(tmp_path):
    text = _fixed(write_project(tmp_path, {"registry.py": REGISTRY, "jobs.py": JOBS, "main.py": RUNS_A_JOB}))
    lines = text.splitlines()
    assert lines.count(HOOK) == 1
    assert lines.index("from registry import JOBS") < lines.index(HOOK) < lines.index('if __name__ == "__main__":')


LIBRARY_CALLER = """
    import torch

    from pool import fan_out


    def evaluate():
        import os
        w = torch.randn(1024, 1024)
        print(float((w @ w).sum()), os.getpid())
        return fan_out()
"""


def test_a_library_function_nothing_here_calls_gets_one_hook_and_a_fixed_point(tmp_path):
    # The program run does not reach the start (nothing calls evaluate()), so the hook is read at the top of
    # the module; its ``os`` is imported there too (the function's own ``import os`` binds nothing at the top).
    text = _fixed(write_project(tmp_path, {"pool.py": MATMUL_POOL, "main.py": LIBRARY_CALLER}))
    lines = text.splitlines()
    assert lines.count(HOOK) == 1 and lines.index("import os") < lines.index(HOOK)


def test_the_fork_hook_cures_the_hang_when_run(tmp_path):
    # The program is run before and after the fix (fixmp's proof, from native stacks: the children blocked
    # in libgomp before); the fix is written only as a cure.
    root = write_project(tmp_path, {"pool.py": MATMUL_POOL, "main.py": CALLS_THE_POOL})
    done = subprocess.run([sys.executable, "-m", "fixmp", "fix", "--no-cache", "--select", "FMP002",
                           "--verify", f"{sys.executable} main.py", "."], cwd=root, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "before the fixes: hang" in done.stdout
    assert "Verdict: cured" in done.stdout
    assert HOOK in (root / "main.py").read_text()


# A pool made here whose tasks are another module's function, which reads the model the parent hands its
# module at run time (``tasks.MODEL = model``): spawn would give the children the module as it is on
# import (MODEL None), so it is no safe fix; the workers are pinned where the pool is made.
TASKS = """
    import torch

    MODEL = None


    def score(i):
        return float(MODEL(torch.full((64, 256), float(i))).sum())
"""
HANDS_THE_MODEL_OVER = """
    import multiprocessing as mp

    import torch

    import tasks


    def main():
        model = torch.nn.Linear(256, 256)
        print(float(model(torch.ones(512, 256)).sum()))
        tasks.MODEL = model
        with mp.Pool(2) as pool:
            print(pool.map(tasks.score, range(2)))


    if __name__ == "__main__":
        main()
"""


def test_a_pool_of_another_modules_tasks_is_pinned_by_its_initializer_not_spawned(tmp_path):
    root = write_project(tmp_path, {"tasks.py": TASKS, "main.py": HANDS_THE_MODEL_OVER})
    settings = Settings(root=root, select=("FMP002",))
    [finding] = engine.run([root], settings, jobs=1).findings
    assert (finding.fix, finding.fix_description) == (
        "safe", "run the child single-threaded: torch.set_num_threads(1) in each pool worker, as its initializer")
    [fixed] = [result for result in engine.run([root], settings, jobs=1, fix=True).files
               if result.fixed_source is not None]
    assert b"mp.Pool(2, initializer=torch.set_num_threads, initargs=(1,))" in fixed.fixed_source
    # Spawn, asked for, is offered as unsafe, saying why.
    spawn = Settings(root=root, select=("FMP002",), rule_options=(("fork-deadlock-fix", "spawn"),))
    [asked] = engine.run([root], spawn, jobs=1).findings
    assert asked.fix == "unsafe" and "sets tasks.MODEL at run time" in (asked.fix_description or ""), asked


OWN_TASKS = """
    import torch


    def score(i):
        return float((torch.full((64, 256), float(i)) @ torch.ones(256, 256)).sum())
"""
SETS_AT_IMPORT = """
    import multiprocessing as mp

    import torch

    import tasks

    tasks.SCALE = 2


    def main():
        model = torch.nn.Linear(256, 256)
        print(float(model(torch.ones(512, 256)).sum()))
        with mp.Pool(2) as pool:
            print(pool.map(tasks.score, range(2)))


    if __name__ == "__main__":
        main()
"""


def test_a_pool_of_another_modules_tasks_set_at_import_only_may_still_be_spawned(tmp_path):
    # The control: nothing is handed over at run time (a module-level setting is made again by a spawned
    # child's import of this module), so spawn stays a safe fix.
    root = write_project(tmp_path, {"tasks.py": OWN_TASKS, "main.py": SETS_AT_IMPORT})
    spawn = Settings(root=root, select=("FMP002",), rule_options=(("fork-deadlock-fix", "spawn"),))
    [asked] = engine.run([root], spawn, jobs=1).findings
    assert asked.fix == "safe", asked


INITIALISES_THEN_HANDS_OVER = """
    import multiprocessing as mp

    import torch

    import tasks


    def main():
        model = torch.nn.Linear(256, 256)
        torch.nn.init.orthogonal_(model.weight)
        tasks.MODEL = model
        with mp.Pool(2) as pool:
            print(pool.map(tasks.score, range(2)))


    if __name__ == "__main__":
        main()
"""


def test_work_that_hands_state_to_another_module_is_not_moved_past_the_start(tmp_path):
    # The initialisation changes the model in place, so the handover would move with it, after the pool
    # starts: too late for the children that read `tasks.MODEL`.
    root = write_project(tmp_path, {"tasks.py": TASKS, "main.py": INITIALISES_THEN_HANDS_OVER})
    defer = Settings(root=root, select=("FMP002",), rule_options=(("fork-deadlock-fix", "defer"),))
    [asked] = engine.run([root], defer, jobs=1).findings
    assert asked.fix is None and "it sets `tasks.MODEL`" in (asked.no_fix_reason or ""), asked


def test_a_librarys_switch_set_at_run_time_hands_no_state_over(tmp_path):
    # `torch.backends.cudnn.benchmark = True` in main() configures torch; it is no module state of the
    # project that another module's function reads, so spawn stays a safe fix.
    switches = SETS_AT_IMPORT.replace("    def main():\n", "    def main():\n        torch.backends.cudnn.benchmark = True\n")
    root = write_project(tmp_path, {"tasks.py": OWN_TASKS, "main.py": switches})
    spawn = Settings(root=root, select=("FMP002",), rule_options=(("fork-deadlock-fix", "spawn"),))
    [asked] = engine.run([root], spawn, jobs=1).findings
    assert asked.fix == "safe", asked
