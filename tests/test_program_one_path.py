"""A program run that reads one path whole proves a start it never meets does not run, as the program is
written: every test decided, every loop listed, every call followed (``Effects.approximations`` none, no
doubt). The finding is then an assumption that the program is run otherwise (a flag in its settings turned
on), shown only with ``--preview``. Anything the run reads more than one way keeps it a default finding.

(Run on torch 2.13 CPU, 2 threads: with ``"parallel": False`` the program exits; with ``True`` its pool's
children hang, cured by ``OMP_NUM_THREADS=1``.)
"""

from pathlib import Path
from typing import Dict, List, Tuple

import pytest
from programs import write_project

from fixmp import engine
from fixmp.discover.config import Settings

RUNNER = """
    import multiprocessing as mp

    import torch


    def score(i):
        x = torch.randn(512, 512)
        return float((x @ x).sum())


    def evaluate(settings, n):
        if settings["parallel"]:
            with mp.Pool(settings["workers"]) as pool:
                return pool.map(score, range(n))
        return [score(i) for i in range(n)]
"""

MAIN = """
    import sys

    import torch
    {imports}
    from config import SETTINGS
    from runner import evaluate


    def main():
        x = torch.randn(512, 512)
        print(float((x @ x).sum()) > 0)
        {before}
        print(len(evaluate(SETTINGS, 3)))


    if __name__ == "__main__":
        main()
"""


def _project(tmp_path: Path, parallel: str, before: str = "pass", imports: str = "") -> Path:
    return write_project(tmp_path, {
        "config.py": f'SETTINGS = {{"parallel": {parallel}, "workers": 2}}\n',
        "runner.py": RUNNER,
        "main.py": MAIN.format(before=before, imports=imports),
    })


def _findings(root: Path, preview: bool = False) -> List[Tuple[str, int, str]]:
    settings = Settings(root=root, select=("FMP002",), preview=preview)
    result = engine.run([root], settings, jobs=1)
    assert not result.errors, result.errors
    return [(Path(f.path).name, f.line, f.message) for f in result.findings]


def test_a_start_under_a_flag_the_settings_turn_off_is_an_assumption_shown_only_in_preview(tmp_path):
    root = _project(tmp_path, parallel="False")
    assert _findings(root) == []
    [(name, line, message)] = _findings(root, preview=True)
    assert (name, line) == ("main.py", 13)
    assert "this assumes the program is run otherwise" in message and "never reaches this start" in message


def test_the_same_start_with_the_flag_on_is_a_default_finding(tmp_path):
    [(name, line, message)] = _findings(_project(tmp_path, parallel="True"))
    assert (name, line) == ("main.py", 13)
    assert "assumes" not in message


READ_MORE_THAN_ONE_WAY: Dict[str, Tuple[str, str, str]] = {
    # a test the run cannot decide, before the call
    "an undecided test": ("False", "if torch.rand(1).item() > 0.5:\n            print(1)", ""),
    # a flag it cannot decide itself
    "an undecided flag": ("len(sys.argv) > 1", "pass", ""),
    # a library fixmp has no model of, handed a function of the project: what it does with it is not read
    "a callback handed to a library": ("False", "scheduler.every(evaluate)", "import scheduler"),
    # items it cannot list
    "a loop over items it cannot list": ("False", "for line in open(sys.argv[0]):\n            print(line)", ""),
}


@pytest.mark.parametrize("parallel, before, imports", READ_MORE_THAN_ONE_WAY.values(), ids=READ_MORE_THAN_ONE_WAY)
def test_a_run_that_reads_a_place_more_than_one_way_proves_nothing(tmp_path, parallel, before, imports):
    [(name, line, message)] = _findings(_project(tmp_path, parallel=parallel, before=before, imports=imports))
    assert name == "main.py" and "assumes" not in message
