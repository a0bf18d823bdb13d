"""Work done once per module and handed on (#39), counted, never timed.

A project module's summaries and the program runs that import it read one tree: lhotse had cost 676
libcst parses of 370 modules, the program run's imports parsing again most of the modules a summary had
parsed.
"""

from __future__ import annotations

import collections
import textwrap
from pathlib import Path
from typing import Dict

import libcst as cst

import fixmp.analysis.project as project_module
from fixmp import engine
from fixmp.discover.config import Settings

LAUNCHER = """
    import multiprocessing as mp
    import torch
    from helpers import describe

    def run_workers(fn, n):
        describe()
        procs = [mp.Process(target=fn, args=(rank,)) for rank in range(n)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
HELPERS = """
    def describe():
        return "workers"
"""
# Names no process start: the prefilter rules it out, its import of run_workers brings it back.
CALLER = """
    import torch
    from launch import run_workers

    def work(rank):
        x = torch.ones(256, 256)
        print(rank, (x @ x).sum().item())

    if __name__ == "__main__":
        table = torch.ones(512, 512) @ torch.ones(512, 512)
        run_workers(work, 2)
"""


def _project(root: Path, files: Dict[str, str]) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    for name, text in files.items():
        (root / name).write_text(textwrap.dedent(text).lstrip())


def _counting_parses(monkeypatch) -> "collections.Counter[bytes]":
    """Each source libcst parses in this process, with how many times."""
    counts: "collections.Counter[bytes]" = collections.Counter()
    parse = cst.parse_module

    def counted(source, *args, **kwargs):  # type: ignore[no-untyped-def]
        counts[source if isinstance(source, bytes) else source.encode()] += 1
        return parse(source, *args, **kwargs)

    monkeypatch.setattr(cst, "parse_module", counted)
    return counts


def test_a_module_summarised_and_imported_by_the_program_run_is_parsed_once(tmp_path, monkeypatch):
    """launch.py is summarised (to decide that main.py calls its start) and imported by main.py's program
    run, as is helpers.py, which launch.py imports: one parse of each for the project, counted in the run's
    statistics (launch.py, a candidate, is parsed once more for its own check)."""
    _project(tmp_path, {"launch.py": LAUNCHER, "helpers.py": HELPERS, "main.py": CALLER})
    monkeypatch.chdir(tmp_path)
    counts = _counting_parses(monkeypatch)
    result = engine.run([Path(".")], Settings(root=tmp_path), jobs=1)
    assert not result.all_errors, result.all_errors
    assert [(Path(f.path).as_posix(), f.code) for f in result.findings] == [("main.py", "FMP002")]
    assert result.stats.summaries >= 2  # launch.py's light and full summaries at least
    assert counts[(tmp_path / "helpers.py").read_bytes()] == 1
    assert counts[(tmp_path / "launch.py").read_bytes()] == 2
    assert result.stats.parses == 2


def test_the_findings_are_the_same_with_no_tree_kept(tmp_path, monkeypatch):
    """A tree handed on is the parse of the same bytes: keeping none (each summary parses anew) finds the same."""
    _project(tmp_path, {"launch.py": LAUNCHER, "helpers.py": HELPERS, "main.py": CALLER})
    monkeypatch.chdir(tmp_path)
    found = []
    for limit in (project_module.MAX_PARSED_BYTES, 0):
        monkeypatch.setattr(project_module, "MAX_PARSED_BYTES", limit)
        result = engine.run([Path(".")], Settings(root=tmp_path), jobs=1)
        assert not result.all_errors, result.all_errors
        found.append([(f.path, f.code, f.line, f.message) for f in result.findings])
    assert found[0] and found[0] == found[1]
