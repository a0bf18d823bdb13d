"""The crash rules across modules: a program run from its entry file through the project's code
(``fixmp.analysis.effects``) sets the start method twice (FMP006), hands a primitive of one context to a
process of another (FMP007), or starts a spawn process in another module from a script without a main
guard (FMP004). Each on a small multi-module program that crashes, beside a safe control."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings


def _findings(tmp_path: Path, code: str, files: Dict[str, str], preview: bool = False) -> List[Tuple[str, int]]:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,), preview=preview), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).as_posix().split(tmp_path.name + "/")[-1], f.line) for f in result.findings)


RUNTIME = """
    import multiprocessing as mp


    def setup(method="spawn"):
        mp.set_start_method(method{force})
        return mp.get_context()
"""
TWO_SETUPS = """
    import multiprocessing as mp

    from runtime import setup


    class Trainer:
        def __init__(self):
            self.ctx = setup()


    def configure():
        mp.set_start_method("spawn")


    if __name__ == "__main__":
        trainer = Trainer()
        ctx = setup()
        configure()
"""


def test_a_start_method_set_twice_through_another_modules_helper(tmp_path):
    # The second `setup()` raises 'context has already been set' (and so would `configure()`): each
    # reported here, at the statement that leads to it (the call itself where it is in this file). (A file that names neither multiprocessing nor
    # set_start_method is not read: the prefilter rules it out.)
    files = {"runtime.py": RUNTIME.format(force=""), "main.py": TWO_SETUPS}
    assert _findings(tmp_path, "FMP006", files) == [("main.py", 12), ("main.py", 17)]


def test_a_start_method_set_again_with_force_or_once(tmp_path):
    forced = TWO_SETUPS.replace("        configure()\n", "")
    assert forced != TWO_SETUPS
    assert _findings(tmp_path, "FMP006", {"runtime.py": RUNTIME.format(force=", force=True"),
                                          "main.py": forced}) == []
    once = TWO_SETUPS.replace("ctx = setup()\n        configure()\n", "ctx = trainer.ctx\n")
    assert once != TWO_SETUPS
    assert _findings(tmp_path, "FMP006", {"runtime.py": RUNTIME.format(force=""), "main.py": once}) == []


def test_a_start_method_a_plugin_set_on_import_then_set_again(tmp_path):
    plugin = "import multiprocessing as mp\n\nmp.set_start_method('spawn')\n"
    main = """
        import multiprocessing as mp

        from plugins import accel

        if __name__ == "__main__":
            mp.set_start_method("forkserver")
    """
    files = {"plugins/__init__.py": "", "plugins/accel.py": plugin, "main.py": main}
    assert ("main.py", 6) in _findings(tmp_path, "FMP006", files)
    tolerant = main.replace('    mp.set_start_method("forkserver")',
                            '    try:\n        mp.set_start_method("forkserver")\n    except RuntimeError:\n'
                            '        pass')
    assert ("main.py", 7) not in _findings(tmp_path, "FMP006", {**files, "main.py": tolerant})


COUNTERS = """
    import multiprocessing as mp


    class StepCounter:
        def __init__(self):
            self.lock = mp.{context}Lock()
"""
COUNTER_MAIN = """
    import multiprocessing as mp

    from counters import StepCounter


    def work(rank, counter):
        with counter.lock:
            print(rank)


    def main():
        ctx = mp.get_context("forkserver")
        counter = StepCounter()
        p = ctx.Process(target=work, args=(0, counter))
        p.start()
        p.join()


    if __name__ == "__main__":
        main()
"""


def test_a_fork_context_lock_of_another_module_handed_to_a_forkserver_process(tmp_path):
    files = {"counters.py": COUNTERS.format(context=""), "main.py": COUNTER_MAIN}
    assert _findings(tmp_path, "FMP007", files) == [("main.py", 15)]
    same_context = COUNTERS.format(context='get_context("forkserver").')
    assert _findings(tmp_path, "FMP007", {**files, "counters.py": same_context}) == []


def test_a_fork_context_queue_handed_through_another_modules_spawn_launcher(tmp_path):
    pool = """
        import multiprocessing as mp

        _SPAWN = mp.get_context("spawn")


        def start(target, queue):
            p = _SPAWN.Process(target=target, args=(0, queue))
            p.start()
            return p
    """
    main = """
        import multiprocessing as mp

        from pool import start


        def produce(rank, queue):
            queue.put(rank)


        if __name__ == "__main__":
            {setup}
            queue = mp.Queue()
            start(produce, queue).join()
    """
    files = {"pool.py": pool, "main.py": main.replace("{setup}", "pass")}
    assert _findings(tmp_path, "FMP007", files) == [("main.py", 13)]
    # With spawn as the program's method, the default context's queue is a spawn one.
    spawned = main.replace("{setup}", 'mp.set_start_method("spawn")')
    assert _findings(tmp_path, "FMP007", {**files, "main.py": spawned}) == []


LAUNCHER = """
    import multiprocessing as mp

    _CTX = mp.get_context("{method}")


    def run_all(fn, configs):
        procs = [_CTX.Process(target=fn, args=(cfg,)) for cfg in configs]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
SCRIPT = "from launcher import run_all\n\n\ndef evaluate(cfg):\n    print(cfg)\n\n\nrun_all(evaluate, [1, 2])\n"


def test_a_script_without_a_main_guard_calling_another_modules_spawn_launcher(tmp_path):
    files = {"launcher.py": LAUNCHER.format(method="spawn"), "main.py": SCRIPT}
    assert _findings(tmp_path, "FMP004", files) == [("main.py", 8)]


def test_a_script_calling_a_fork_launcher_or_guarded_stays_silent(tmp_path):
    assert _findings(tmp_path, "FMP004", {"launcher.py": LAUNCHER.format(method="fork"), "main.py": SCRIPT}) == []
    guarded = SCRIPT.replace("run_all(evaluate", "if __name__ == '__main__':\n    run_all(evaluate")
    assert _findings(tmp_path, "FMP004", {"launcher.py": LAUNCHER.format(method="spawn"), "main.py": guarded}) == []


HANDED_LAUNCHER = """
    def run_sites(ctx, target, sites):
        procs = [ctx.Process(target=target, args=(site,)) for site in sites]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
HANDED_SCRIPT = """
    import configparser
    import multiprocessing as mp

    import torch

    from launch import run_sites


    def summarise(site):
        print(site, float(torch.rand(8).sum()))


    cfg = configparser.ConfigParser()
    cfg.read("sampling.ini")
    run_sites(mp.get_context(cfg.get("run", "start_method")), summarise, ["a", "b"])
"""


def test_a_context_handed_to_another_modules_launcher_starts_with_its_method(tmp_path):
    # The launcher makes ``ctx.Process`` of the context it is handed: spawn, from the script's own
    # settings file, so each child re-imports the unguarded script (it used to read as the default, fork).
    files = {"launch.py": HANDED_LAUNCHER, "main.py": HANDED_SCRIPT}
    (tmp_path / "sampling.ini").write_text("[run]\nstart_method = spawn\n")
    assert _findings(tmp_path, "FMP004", files) == [("main.py", 15)]
    (tmp_path / "sampling.ini").write_text("[run]\nstart_method = fork\n")
    assert _findings(tmp_path, "FMP004", files) == []


DISPATCH_COMMANDS = """
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    import torch


    def scores(hotel):
        return float(torch.rand(8).sum()) + hotel


    def cmd_scores(hotels):
        with ProcessPoolExecutor(2, mp_context=mp.get_context("{method}")) as ex:
            print(list(ex.map(scores, hotels)))


    COMMANDS = {{"scores": cmd_scores}}
"""
DISPATCH_SCRIPT = """
    import sys

    from commands import COMMANDS

    COMMANDS[sys.argv[1] if len(sys.argv) > 1 else "scores"]([1, 2])
"""


def test_a_flat_script_calling_a_dispatch_table_of_another_module(tmp_path):
    # ``COMMANDS[name](args)`` at the top of a script that names no multiprocessing: a program, read
    # through the table to the forkserver executor its command starts.
    files = {"commands.py": DISPATCH_COMMANDS.format(method="forkserver"), "main.py": DISPATCH_SCRIPT}
    assert _findings(tmp_path, "FMP004", files) == [("main.py", 5)]
    files = {"commands.py": DISPATCH_COMMANDS.format(method="fork"), "main.py": DISPATCH_SCRIPT}
    assert _findings(tmp_path, "FMP004", files) == []


REPLAY = """
    import multiprocessing as mp

    import torch

    from units import CONVERT

    SPAWN = mp.get_context("{method}")


    class ReplayWorker(SPAWN.Process):
        def __init__(self, unit):
            super().__init__()
            self.to_si = CONVERT[unit]

        def run(self):
            print(float(self.to_si(torch.rand(8)).max()))
"""
REPLAY_MAIN = """
    from replay import ReplayWorker

    if __name__ == "__main__":
        workers = [ReplayWorker(unit) for unit in ("ft", "kt")]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
"""


def test_a_spawn_context_process_subclass_holding_a_lambda_of_another_module(tmp_path):
    # ``class ReplayWorker(SPAWN.Process)``: started, the instance is pickled for the spawn child, with
    # the lambda its attribute holds ("Can't pickle <function <lambda>>").
    units = 'CONVERT = {"ft": lambda v: v * 0.3048, "kt": lambda v: v * 0.514444}\n'
    files = {"units.py": units, "replay.py": REPLAY.format(method="spawn"), "main.py": REPLAY_MAIN}
    assert _findings(tmp_path, "FMP005", files) == [("main.py", 6)]
    # A fork context's process is not pickled; nor is a module-level function in a spawn one.
    assert _findings(tmp_path, "FMP005", {**files, "replay.py": REPLAY.format(method="fork")}) == []
    functions = "def feet(v):\n    return v * 0.3048\n\n\nCONVERT = {'ft': feet, 'kt': feet}\n"
    assert _findings(tmp_path, "FMP005", {**files, "units.py": functions}) == []


ROSTER = """
    import torch
    import torch.multiprocessing as mp


    def solve(rank, weeks):
        print(rank, int(torch.rand(weeks * 7, 3).argmax(dim=1).sum()))


    class RosterJob:
        def __init__(self, weeks):
            self.weeks = weeks

        @classmethod
        def from_defaults(cls):
            return cls(weeks=4)

        def solve_all(self):
            mp.spawn(solve, args=(self.weeks,), nprocs=2, join=True)
"""


def test_a_flat_script_whose_first_call_is_a_classmethod_of_another_module(tmp_path):
    # ``job = RosterJob.from_defaults()`` at the top of a script that names no multiprocessing: a
    # program (its call is of a class the project defines), whose ``mp.spawn`` re-imports it unguarded.
    script = "from roster import RosterJob\n\njob = RosterJob.from_defaults()\njob.solve_all()\n"
    assert _findings(tmp_path, "FMP004", {"roster.py": ROSTER, "main.py": script}) == [("main.py", 4)]
    guarded = script.replace("job = ", "if __name__ == '__main__':\n    job = ").replace("job.solve", "    job.solve")
    assert _findings(tmp_path, "FMP004", {"roster.py": ROSTER, "main.py": guarded}) == []


RANKING = """
    import functools
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor


    def _rank(calls, key):
        return sorted(calls, key=key)


    def rank_by_district(by_district, severity_key):
        ranker = functools.partial(_rank, key=severity_key)
        ctx = multiprocessing.get_context("{method}")
        with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
            futures = {{d: ex.submit(ranker, calls) for d, calls in by_district.items()}}
            return [(d, f.result()) for d, f in futures.items()]
"""
RANKING_MAIN = """
    import ranking


    def by_severity(call):
        return -call["severity"]


    if __name__ == "__main__":
        calls = {{"harbour": [{{"severity": 3}}, {{"severity": 1}}]}}
        print(ranking.rank_by_district(calls, severity_key={key}))
"""


def test_a_program_without_torch_hands_a_forkserver_executor_a_partial_binding_a_lambda(tmp_path):
    # No file names torch: the crash is multiprocessing's (pickling the partial pickles the lambda it
    # binds). Controls: the partial binds a module-level function; the executor's context forks.
    lambda_key = 'lambda call: -call["severity"]'
    crash = {"ranking.py": RANKING.format(method="forkserver"), "main.py": RANKING_MAIN.format(key=lambda_key)}
    assert _findings(tmp_path / "crash", "FMP005", crash) == [("main.py", 10)]
    named = {"ranking.py": RANKING.format(method="forkserver"), "main.py": RANKING_MAIN.format(key="by_severity")}
    assert _findings(tmp_path / "named", "FMP005", named) == []
    forked = {"ranking.py": RANKING.format(method="fork"), "main.py": RANKING_MAIN.format(key=lambda_key)}
    assert _findings(tmp_path / "forked", "FMP005", forked) == []


ENSURING = """
    import torch.multiprocessing as mp


    def ensure_start_method(method="spawn"):
        current = mp.get_start_method(allow_none=True)
        if {test}:
            mp.set_start_method(method)
        return mp.get_start_method()
"""
ENSURING_PLUGIN = """
    from runtime import ensure_start_method


    def run():
        return ensure_start_method()
"""
ENSURING_MAIN = """
    import importlib

    PLUGINS = ["plugins.ocr", "plugins.layout"]


    def main():
        for name in PLUGINS:
            module = importlib.import_module(name)
            print(name, module.run())


    if __name__ == "__main__":
        main()
"""


def test_a_helper_that_sets_the_start_method_only_while_none_is_set_called_twice(tmp_path):
    # Each plugin calls the helper; the second call sees the method the first set, through a variable
    # (the test does not name get_start_method itself). Control: a helper that tests something else.
    files = {"main.py": ENSURING_MAIN, "plugins/__init__.py": "", "plugins/ocr.py": ENSURING_PLUGIN,
             "plugins/layout.py": ENSURING_PLUGIN}
    guarded = {**files, "runtime.py": ENSURING.format(test="current is None")}
    assert _findings(tmp_path / "guarded", "FMP006", guarded) == []
    unguarded = {**files, "runtime.py": ENSURING.format(test="method")}
    assert _findings(tmp_path / "unguarded", "FMP006", unguarded) == [("main.py", 9)]


REMINDERS = """
    from collections import defaultdict


    class ReminderBatch:
        def __init__(self, clinic):
            self.clinic = clinic
            self.by_species = defaultdict({factory})

        def add(self, species, overdue):
            self.by_species[species].append(overdue)

        def send(self):
            for species, rows in sorted(self.by_species.items()):
                print(self.clinic, species, len(rows))
"""
REMINDERS_MAIN = """
    import multiprocessing as mp

    from reminders import ReminderBatch


    def main():
        ctx = mp.get_context("spawn")
        batch = ReminderBatch("riverside")
        batch.add("dog", 3)
        proc = ctx.Process(target=batch.send)
        proc.start()
        proc.join()


    if __name__ == "__main__":
        main()
"""


def test_a_spawn_target_bound_to_an_object_holding_a_defaultdict_of_a_lambda(tmp_path):
    # The bound method pickles its instance, and the defaultdict pickles its factory: a lambda is
    # refused. Control: defaultdict(list), whose factory pickles by name.
    crash = {"reminders.py": REMINDERS.format(factory="lambda: []"), "main.py": REMINDERS_MAIN}
    assert _findings(tmp_path / "lambda", "FMP005", crash) == [("main.py", 11)]
    safe = {"reminders.py": REMINDERS.format(factory="list"), "main.py": REMINDERS_MAIN}
    assert _findings(tmp_path / "list", "FMP005", safe) == []


INIT_RUNTIME = """
    import multiprocessing as mp


    def init_runtime():
        mp.set_start_method("spawn")
"""
CHECKIN_MAIN = """
    import multiprocessing as mp

    from {module} import init_runtime


    def desk(n):
        print(n)


    if __name__ == "__main__":
        init_runtime()
        mp.set_start_method("forkserver"{force})
        proc = mp.Process(target=desk, args=(1,))
        proc.start()
        proc.join()
"""


def test_an_applications_own_start_method_helper_is_read_where_its_program_runs_it(tmp_path):
    # `init_runtime()` in a module that main.py beside it imports: the program's own helper, not a library
    # choosing for other people's programs. Its program overrides the choice with force=True: safe, nothing
    # reported. Without force the program's second setting raises, reported where main runs it.
    forced = {"bootstrap.py": INIT_RUNTIME, "main.py": CHECKIN_MAIN.format(module="bootstrap", force=", force=True")}
    assert _findings(tmp_path / "forced", "FMP006", forced) == []
    twice = {"bootstrap.py": INIT_RUNTIME, "main.py": CHECKIN_MAIN.format(module="bootstrap", force="")}
    assert _findings(tmp_path / "twice", "FMP006", twice) == [("main.py", 12)]
    # The same helper in a package, imported by the program in the folder that holds the package.
    packaged = {"runtime/__init__.py": INIT_RUNTIME,
                "main.py": CHECKIN_MAIN.format(module="runtime", force=", force=True")}
    assert _findings(tmp_path / "packaged", "FMP006", packaged) == []
    # Controls: no program beside it (a library), or a program beside it that imports something else: a
    # library choosing for its callers, which fails only if a caller chose first (--preview).
    assert _findings(tmp_path / "alone", "FMP006", {"bootstrap.py": INIT_RUNTIME}, preview=True) == [
        ("bootstrap.py", 5)]
    assert _findings(tmp_path / "alone", "FMP006", {"bootstrap.py": INIT_RUNTIME}) == []
    other = {"bootstrap.py": INIT_RUNTIME, "main.py": CHECKIN_MAIN.format(module="settings", force=", force=True"),
             "settings.py": "def init_runtime():\n    pass\n"}
    assert _findings(tmp_path / "other", "FMP006", other, preview=True) == [("bootstrap.py", 5)]


def test_a_program_added_beside_a_start_method_helper_changes_its_cached_verdict(tmp_path):
    # The helper's verdict reads the programs beside it: the folder's listing and their bytes are inputs
    # of its cached result, so a program added (or changed) there is seen by a cached run.
    (tmp_path / "bootstrap.py").write_text(textwrap.dedent(INIT_RUNTIME).lstrip())
    settings = Settings(root=tmp_path, select=("FMP006",), cache=True, cache_dir=tmp_path / ".cache", preview=True)

    def lines() -> List[int]:
        result = engine.run([tmp_path / "bootstrap.py"], settings, jobs=1)
        assert not result.errors, result.errors
        return [finding.line for finding in result.findings]

    assert lines() == [5]
    main = tmp_path / "main.py"
    main.write_text(textwrap.dedent(CHECKIN_MAIN.format(module="bootstrap", force=", force=True")).lstrip())
    assert lines() == []
    main.write_text(textwrap.dedent(CHECKIN_MAIN.format(module="settings", force=", force=True")).lstrip())
    assert lines() == [5]


PLUGIN_LOADER = """
    import importlib
    import multiprocessing as mp


    class Plugin:
        start_method = "spawn"

        def setup(self):
            mp.set_start_method(self.start_method{force})


    def load_plugins(names):
        plugins = []
        for name in names:
            plugin = importlib.import_module(f"plugins_{{name}}").PLUGIN
            plugin.setup()
            plugins.append(plugin)
        return plugins
"""
PLUGINS_MAIN = """
    import json
    from pathlib import Path

    from loader import load_plugins


    def main():
        enabled = json.loads(Path(__file__).with_name("plugins.json").read_text())["enabled"]
        print(len(load_plugins(enabled)))


    if __name__ == "__main__":
        main()
"""


def test_a_program_without_torch_whose_plugins_each_set_the_start_method(tmp_path):
    # No torch anywhere, and main.py names neither multiprocessing nor set_start_method: it is still run,
    # through the loader it imports, which calls set_start_method. The second plugin's setup() raises.
    # Control: the loader forces the method, and nothing can raise.
    files = {"main.py": PLUGINS_MAIN, "plugins.json": '{"enabled": ["dft", "md"]}',
             "plugins_dft.py": "from loader import Plugin\n\nPLUGIN = Plugin()\n",
             "plugins_md.py": "from loader import Plugin\n\n\nclass Md(Plugin):\n    start_method = 'forkserver'\n\n\n"
                              "PLUGIN = Md()\n"}
    assert _findings(tmp_path / "twice", "FMP006", {**files, "loader.py": PLUGIN_LOADER.format(force="")}) \
        == [("main.py", 9)]
    assert _findings(tmp_path / "forced", "FMP006", {**files, "loader.py": PLUGIN_LOADER.format(force=", force=True")}) \
        == []


LISTENER = """
    import multiprocessing as mp


    def listen(pen, stop):
        stop.wait(0.01)


    class SonarArray:
        def __init__(self, pens):
            self.pens = pens
            self.stop = {event}

        def start_listeners(self, ctx):
            self.procs = [ctx.Process(target=listen, args=(pen, self.stop)) for pen in self.pens]
            for p in self.procs:
                p.start()
"""
LISTENER_MAIN = """
    import multiprocessing as mp

    from listener import SonarArray


    def main():
        array = SonarArray([1, 2])
        array.start_listeners(mp.get_context("spawn"))


    if __name__ == "__main__":
        main()
"""


def test_a_default_context_event_handed_to_a_process_of_the_context_a_caller_passes(tmp_path):
    # `ctx.Process` of a parameter: the run's value says it is the spawn context, and the Event was made in the
    # default (fork) one. Control: the Event made from the same kind of context.
    files = {"main.py": LISTENER_MAIN, "listener.py": LISTENER.format(event="mp.Event()")}
    assert _findings(tmp_path / "default", "FMP007", files) == [("main.py", 8)]
    files = {"main.py": LISTENER_MAIN, "listener.py": LISTENER.format(event='mp.get_context("spawn").Event()')}
    assert _findings(tmp_path / "spawn", "FMP007", files) == []


SCAN_WORKER = """
    import multiprocessing as mp


    class ScanCounters:
        def __init__(self):
            self.scanned = {value}


    class ScanWorker(mp.get_context("spawn").Process):
        def __init__(self, drawer, counters):
            super().__init__()
            self.drawer = drawer
            self.counters = counters

        def run(self):
            self.counters.scanned.value += self.drawer
"""
SCAN_MAIN = """
    from worker import ScanCounters, ScanWorker


    def main():
        counters = ScanCounters()
        workers = [ScanWorker(d, counters) for d in (101, 102)]
        for w in workers:
            w.start()


    if __name__ == "__main__":
        main()
"""


def test_a_spawn_process_subclass_holding_an_object_with_default_context_values(tmp_path):
    # The worker is pickled for its spawn child with its attributes: a fork-context Value among them.
    # Control: the counter made from the spawn context.
    files = {"main.py": SCAN_MAIN, "worker.py": SCAN_WORKER.format(value='mp.Value("i", 0)')}
    assert _findings(tmp_path / "default", "FMP007", files) == [("main.py", 8)]
    files = {"main.py": SCAN_MAIN, "worker.py": SCAN_WORKER.format(value='mp.get_context("spawn").Value("i", 0)')}
    assert _findings(tmp_path / "spawn", "FMP007", files) == []


SETUP_LOOP = """
    import multiprocessing as mp


    def main():
        for plugin in ["dft", "md"]:
            {before}
            mp.set_start_method("spawn")
            {after}


    if __name__ == "__main__":
        main()
"""


def test_continue_and_break_end_a_loops_iteration_in_the_program_run(tmp_path):
    # Without them, the second iteration sets the method again and raises. `break` after the first setting,
    # or `continue` before the second, leaves one setting.
    def run(name, before="pass", after="pass"):
        return _findings(tmp_path / name, "FMP006", {"main.py": SETUP_LOOP.format(before=before, after=after)})

    assert run("twice") == [("main.py", 7)]
    assert run("break", after="break") == []
    assert run("continue", before='if plugin == "md":\n                continue') == []
    # A `continue` under a test fixmp cannot decide may not run: the setting after it is still read.
    assert run("maybe", before="if plugin.startswith(str(id(plugin))):\n                continue") == [("main.py", 8)]


def test_a_default_context_event_in_a_spawn_executors_initargs_fails_at_its_first_task(tmp_path):
    # The executor is made in one statement; its workers start, and its initargs are pickled, at the
    # first submit, the statement that fails.
    booking = """
        import multiprocessing as mp
        from concurrent.futures import ProcessPoolExecutor

        _STOP = None


        def _init_worker(stop):
            global _STOP
            _STOP = stop


        def _free_boats(slot):
            return slot, 0 if _STOP.is_set() else 3


        class BookingService:
            def __init__(self, stop):
                self.executor = ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("spawn"),
                                                    initializer=_init_worker, initargs=(stop,))

            def allocate(self, slots):
                with self.executor as ex:
                    return [f.result() for f in [ex.submit(_free_boats, s) for s in slots]]
    """
    main = """
        import multiprocessing as mp

        from booking import BookingService


        def main():
            service = BookingService(mp.Event())
            print("booking service ready")
            {allocate}


        if __name__ == "__main__":
            main()
    """
    files = {"booking.py": booking}
    assert _findings(tmp_path, "FMP007", {**files, "main.py": main.format(
        allocate='print(service.allocate(["09:00", "11:00"]))')}) == [("main.py", 9)]
    # No task fixmp sees: reported where the executor was made, as before.
    assert _findings(tmp_path, "FMP007", {**files, "main.py": main.format(allocate="print(service)")}) == \
        [("main.py", 7)]
