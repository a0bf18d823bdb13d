"""Crashes a program reaches through its calls, whatever module holds the start: a spawn child's
target that pickle refuses (FMP005), and a spawn start an unguarded script reaches at import
(FMP004). Each on a small multi-module program, beside a control that must stay silent."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings


def findings(tmp_path: Path, code: str, files: Dict[str, str]) -> List[Tuple[str, int]]:
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings)


LAUNCHER = """
    import multiprocessing

    CTX = multiprocessing.get_context("spawn")


    def launch(target, n=2):
        procs = [CTX.Process(target=target, args=(rank,)) for rank in range(n)]
        for proc in procs:
            proc.start()
        for proc in procs:
            proc.join()
"""


def test_a_function_made_inside_another_handed_to_a_spawn_launcher(tmp_path):
    scoring = """
        def make_scorer(scale):
            def score(rank):
                print(rank * scale)

            return score


        def plain_score(rank):
            print(rank)
    """
    main = """
        from launcher import launch
        from scoring import make_scorer, plain_score


        def main():
            launch({target})


        if __name__ == "__main__":
            main()
    """
    files = {"launcher.py": LAUNCHER, "scoring.py": scoring}
    assert findings(tmp_path, "FMP005", {**files, "main.py": main.format(target="make_scorer(2)")}) == [("main.py", 6)]
    assert findings(tmp_path, "FMP005", {**files, "main.py": main.format(target="plain_score")}) == []


def test_a_bound_method_whose_instance_holds_a_lambda_under_torch_spawn(tmp_path):
    agent = """
        class Agent:
            def __init__(self, gamma):
                self.gamma = gamma
                self.discount = {discount}

            def run(self, rank):
                print(rank, self.gamma)
    """
    spawner = "import torch.multiprocessing as mp\n\n\ndef start(fn):\n    mp.spawn(fn, nprocs=2)\n"
    main = "from agent import Agent\nfrom spawner import start\n\n\ndef main():\n    start(Agent(0.9).run)\n\n\n" \
           "if __name__ == '__main__':\n    main()\n"
    files = {"spawner.py": spawner, "main.py": main}
    assert findings(tmp_path, "FMP005", {**files, "agent.py": agent.format(discount="lambda r: r * gamma")}) \
        == [("main.py", 6)]
    assert findings(tmp_path, "FMP005", {**files, "agent.py": agent.format(discount="0.5")}) == []


def test_an_unguarded_script_reaching_a_spawn_context_another_module_holds(tmp_path):
    work = "def stage(rank):\n    print(rank)\n"
    script = "from launcher import launch\nfrom work import stage\n\nresults = launch(stage)\nprint(results)\n"
    guarded = "from launcher import launch\nfrom work import stage\n\nif __name__ == '__main__':\n    launch(stage)\n"
    files = {"launcher.py": LAUNCHER, "work.py": work}
    assert findings(tmp_path, "FMP004", {**files, "main.py": script}) == [("main.py", 4)]
    assert findings(tmp_path, "FMP004", {**files, "main.py": guarded}) == []
    forked = LAUNCHER.replace('get_context("spawn")', 'get_context("fork")')
    assert findings(tmp_path, "FMP004", {**files, "launcher.py": forked, "main.py": script}) == []


def test_an_executor_a_lambda_builds_at_import_is_not_started_at_import(tmp_path):
    executors = """
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

        BACKENDS = {
            "threads": lambda n: ThreadPoolExecutor(max_workers=n),
            "processes": lambda n: ProcessPoolExecutor(
                max_workers=n, mp_context=multiprocessing.get_context("forkserver")),
        }
        {direct}
    """
    assert findings(tmp_path, "FMP004", {"executors.py": executors.replace("{direct}", "")}) == []
    direct = 'POOL = ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("forkserver"))'
    assert findings(tmp_path, "FMP004", {"executors.py": executors.replace("{direct}", direct)}) == [
        ("executors.py", 9)]
