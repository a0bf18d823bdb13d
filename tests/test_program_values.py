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
from fixmp.config import Settings

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


def findings(tmp_path: Path, code: str, files: Dict[str, str], cache: bool = False) -> List[Tuple[str, int]]:
    write(tmp_path, files)
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,), cache=cache), jobs=1)
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
    assert findings(tmp_path, "FMP002", files) == [("main.py", 23)]
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
