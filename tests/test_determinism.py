"""A verdict is a function of the code: the same bytes give the same findings however fixmp is run.

The differential test writes many generated multi-module projects (tests/generated_projects.py,
seeded) into one tree and checks, file by file, that the findings are identical whether the
file is checked alone, with its project, with the whole tree, in a shuffled order; with one,
two or four processes; from a cold cache, a warm one, and one a different scan set made; on an
idle machine and one with ten busy processes. Then each way the answer used to change, written
as the smallest program that showed it.
"""

from __future__ import annotations

import multiprocessing
import random
import textwrap
import time
from pathlib import Path
from typing import Dict, Iterator, List, Sequence, Tuple

import pytest
from generated_projects import project
from programs import CALLS_THE_LAUNCHER, LAUNCH

from fixmp import engine
from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.model import RunResult

PROJECTS = 40
Findings = Dict[str, Tuple[Tuple[object, ...], ...]]


def _write(root: Path, files: Dict[str, str]) -> None:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def _findings(result: RunResult, root: Path) -> Findings:
    """Every file's findings, every field but the path (as shown, it depends on how the file was named)."""
    assert not result.all_errors, [(error.path, error.message) for error in result.all_errors]
    found: Dict[str, List[Tuple[object, ...]]] = {}
    for finding in result.findings:
        relative = Path(finding.path).resolve().relative_to(root.resolve()).as_posix()
        found.setdefault(relative, []).append((finding.line, finding.column, finding.end_line, finding.end_column,
                                               finding.code, finding.message, finding.fix, finding.fix_description,
                                               finding.no_fix_reason))
    return {relative: tuple(sorted(items, key=repr)) for relative, items in found.items()}


def _differences(expected: Findings, got: Findings, files: Sequence[str]) -> List[str]:
    return [f"{relative}: {[item[:5] for item in expected.get(relative, ())]} != "
            f"{[item[:5] for item in got.get(relative, ())]}"
            for relative in files if expected.get(relative, ()) != got.get(relative, ())]


def _assert_same(expected: Findings, got: Findings, files: Sequence[str]) -> None:
    problems = _differences(expected, got, files)
    assert not problems, f"{len(problems)} files differ:\n" + "\n".join(problems[:10])


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Tuple[Path, Dict[str, List[str]]]:
    """The generated projects, each in its own folder of one tree: folder -> its files."""
    root = tmp_path_factory.mktemp("projects")
    projects: Dict[str, List[str]] = {}
    for seed in range(PROJECTS):
        files = project(seed)
        _write(root / f"p{seed}", files)
        projects[f"p{seed}"] = sorted(f"p{seed}/{relative}" for relative in files)
    return root, projects


@pytest.fixture(scope="module")
def reference(tree: Tuple[Path, Dict[str, List[str]]]) -> Findings:
    root, _ = tree
    return _findings(engine.run([root], Settings(root=root), jobs=1), root)


@pytest.fixture
def in_tree(tree: Tuple[Path, Dict[str, List[str]]], monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run from the tree's folder, naming files relative to it, as a user does (``fixmp check .``):
    worker processes run elsewhere, and must not take the shown path for where the file lies."""
    monkeypatch.chdir(tree[0])
    return Path(".")


def _every_file(tree: Tuple[Path, Dict[str, List[str]]]) -> List[str]:
    return [relative for files in tree[1].values() for relative in files]


def test_the_generated_projects_hold_the_hazards_that_need_other_modules(reference):
    """Not a vacuous comparison: the tree holds findings of every kind the project phase decides."""
    messages = [item[5] for items in reference.values() for item in items]
    codes = [item[4] for items in reference.values() for item in items]
    # (FMP002 needs parallel work on both sides: a child whose only torch work is below the grain is none.)
    assert codes.count("FMP001") >= 10 and codes.count("FMP002") >= 3, (codes.count("FMP001"), codes.count("FMP002"))
    # Found through another module: work in a function defined there, a start in a launcher there.
    assert sum(1 for message in messages if ".py:" in message) >= 10
    assert sum(1 for message in messages if "launch" in message) >= 5
    # A start in a method the caller's class inherits, after its override of a method the start's method calls.
    # (Two: a child that only fills four elements is no hazard, and a star import that sets spawn
    # at import makes its importer's starts spawn.)
    assert sum(1 for message in messages if "(via Sub" in message) >= 2


@pytest.mark.parametrize("jobs", [2, 4])
def test_the_number_of_processes_changes_no_finding(tree, reference, in_tree, jobs):
    root, _ = tree
    result = engine.run([in_tree], Settings(root=root), jobs=jobs)
    assert result.stats.workers == jobs - 1  # the tree's bytes pay for every worker asked for
    _assert_same(reference, _findings(result, root), _every_file(tree))


def test_what_else_is_scanned_and_in_what_order_changes_no_finding(tree, reference, in_tree):
    root, projects = tree
    settings = Settings(root=root)
    problems: List[str] = []
    for folder, files in projects.items():
        alone = _findings(engine.run([in_tree / folder], settings, jobs=1), root)
        problems += _differences(reference, alone, files)
        for relative in files:
            problems += _differences(reference, _findings(engine.run([in_tree / relative], settings, jobs=1), root),
                                     [relative])
    shuffled = [in_tree / relative for relative in _every_file(tree)]
    random.Random(0).shuffle(shuffled)
    problems += _differences(reference, _findings(engine.run(shuffled, settings, jobs=1), root), _every_file(tree))
    assert not problems, f"{len(problems)} differences:\n" + "\n".join(problems[:10])


def test_the_cache_changes_no_finding_whoever_made_it(tree, reference, in_tree, tmp_path):
    root, projects = tree
    every = _every_file(tree)
    # A cache made by another scan set first: every other project's files one by one, with two processes.
    cache = Settings(root=root, cache=True, cache_dir_from_command_line=tmp_path / "cache")
    for folder in list(projects)[::2]:
        for relative in projects[folder]:
            engine.run([in_tree / relative], cache, jobs=1)
    for jobs in (2, 1, 1):  # then the whole tree: partly warm, warm, warm again in this process alone
        result = engine.run([in_tree], cache, jobs=jobs)
        _assert_same(reference, _findings(result, root), every)
    assert result.stats.cached > 0


def _busy(seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pass


@pytest.fixture
def ten_busy_processes() -> Iterator[None]:
    """Ten processes that keep every core busy (a loaded CI runner), stopped after the test."""
    context = multiprocessing.get_context("spawn")
    busy = [context.Process(target=_busy, args=(120.0,), daemon=True) for _ in range(10)]
    for process in busy:
        process.start()
    try:
        yield
    finally:
        for process in busy:
            process.terminate()
        for process in busy:
            process.join()


def test_a_busy_machine_changes_no_finding(tree, reference, in_tree, ten_busy_processes):
    root, _ = tree
    result = engine.run([in_tree], Settings(root=root), jobs=2)
    _assert_same(reference, _findings(result, root), _every_file(tree))


# ---------------------------------------------------------------- each way the answer used to change



def test_a_worker_process_finds_the_launcher_in_another_module(tmp_path, monkeypatch):
    """Workers run in another folder: given the shown (relative) path, they found no project, and -j 2
    reported none of the six findings -j 1 reported (and cached the loss)."""
    padding = '"""' + "padding that makes the candidates pay for a worker\n" * 3_000 + '"""\n'
    for number in range(6):
        _write(tmp_path / f"p{number}", {"launch.py": padding + LAUNCH, "main.py": CALLS_THE_LAUNCHER})
    monkeypatch.chdir(tmp_path)
    counts = {}
    for jobs in (1, 2):
        result = engine.run([Path(".")], Settings(root=tmp_path), jobs=jobs)
        counts[jobs] = (len([f for f in result.findings if f.code == "FMP001"]), result.stats.workers)
    assert counts == {1: (6, 0), 2: (6, 1)}


def test_a_cached_result_made_by_a_worker_is_the_one_this_process_makes(tmp_path, monkeypatch):
    """A package ``__init__`` that sets OMP_NUM_THREADS=1 before torch silences FMP002: a worker that
    missed it cached two false findings, which a warm -j 1 then served."""
    padding = '"""' + "padding that makes the candidates pay for a worker\n" * 3_000 + '"""\n'
    program = textwrap.dedent(
        """\
        import pkg
        import multiprocessing as mp
        import torch


        def child():
            torch.ones(512, 512).sum()


        if __name__ == "__main__":
            a = torch.ones(512, 512)
            a @ a
            mp.Process(target=child).start()
        """
    )
    files = {"pkg/__init__.py": 'import os\nos.environ["OMP_NUM_THREADS"] = "1"\nimport torch\n'}
    files.update({f"train{number}.py": padding + program for number in range(4)})
    _write(tmp_path, files)
    monkeypatch.chdir(tmp_path)
    settings = Settings(root=tmp_path, cache=True, cache_dir_from_command_line=tmp_path.parent / "cache")
    for jobs in (4, 1):
        result = engine.run([Path(".")], settings, jobs=jobs)
        assert not result.findings, [(f.path, f.code) for f in result.findings]


def _chain(root: Path) -> None:
    """m0 ... m4: each f_i() calls f_{i+1}() of the next module, m4's does a 512x512 matmul; each module
    then starts a Process whose child does parallel work."""
    for number in range(5):
        body = (f"    from m{number + 1} import f{number + 1}\n    f{number + 1}()\n" if number < 4
                else "    a = torch.ones(512, 512)\n    a @ a\n")
        (root / f"m{number}.py").write_text(
            "import multiprocessing as mp\nimport torch\n\n\n"
            f"def f{number}():\n{body}\n\n"
            "def child():\n    torch.ones(512, 512).sum()\n\n\n"
            f'if __name__ == "__main__":\n    f{number}()\n    mp.Process(target=child).start()\n'
        )


def test_a_chain_of_imports_is_followed_to_its_end_whatever_is_scanned(tmp_path):
    """Summaries cut at a depth were cached by path and reused where the chain was shallower:
    `check m1.py` reported m1, `check .` did not."""
    _chain(tmp_path)
    settings = Settings(root=tmp_path)
    whole = engine.run([tmp_path], settings, jobs=1)
    assert sorted(Path(f.path).name for f in whole.findings if f.code == "FMP002") == [
        f"m{number}.py" for number in range(5)]
    for number in range(5):
        alone = engine.run([tmp_path / f"m{number}.py"], settings, jobs=1)
        assert [f.line for f in alone.findings if f.code == "FMP002"] == [
            f.line for f in whole.findings if f.code == "FMP002" and f.path.endswith(f"m{number}.py")]


def test_an_import_cycle_gives_each_module_one_summary_whichever_is_met_first(tmp_path):
    """a imports b and b imports a: what each says of the other is the same from either side."""
    _write(tmp_path, {
        "a.py": textwrap.dedent(
            """\
            import torch
            import b


            def prepare():
                b.warm_up()


            def heavy():
                x = torch.ones(512, 512)
                x @ x
            """),
        "b.py": textwrap.dedent(
            """\
            import a


            def warm_up():
                a.heavy()
            """),
        "main_a.py": "import multiprocessing as mp\nimport torch\nfrom a import prepare\n\n\ndef child():\n"
                     "    torch.ones(512, 512).sum()\n\n\nif __name__ == '__main__':\n    prepare()\n"
                     "    mp.Process(target=child).start()\n",
        "main_b.py": "import multiprocessing as mp\nimport torch\nfrom b import warm_up\n\n\ndef child():\n"
                     "    torch.ones(512, 512).sum()\n\n\nif __name__ == '__main__':\n    warm_up()\n"
                     "    mp.Process(target=child).start()\n",
    })
    settings = Settings(root=tmp_path)
    whole = _findings(engine.run([tmp_path], settings, jobs=1), tmp_path)
    assert [item[4] for item in whole["main_a.py"]] == ["FMP002"]
    assert [item[4] for item in whole["main_b.py"]] == ["FMP002"]
    for first, second in (("main_a.py", "main_b.py"), ("main_b.py", "main_a.py")):
        assert _findings(engine.run([tmp_path / first, tmp_path / second], settings, jobs=1), tmp_path) == whole
        assert _findings(engine.run([tmp_path / first], settings, jobs=1), tmp_path)[first] == whole[first]


def test_a_start_method_set_after_the_start_decides_nothing_for_it(tmp_path):
    """The first set_start_method anywhere in the module decided every start: a fork that runs before
    the program's last line sets spawn hangs, and was not reported."""
    (tmp_path / "late.py").write_text(textwrap.dedent(
        """\
        import multiprocessing as mp
        import torch


        def child():
            torch.ones(512, 512).sum()


        def main():
            a = torch.ones(512, 512)
            a @ a
            p = mp.Process(target=child)
            p.start()
            p.join()


        main()
        mp.set_start_method("spawn")
        """
    ))
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert [(f.code, f.line) for f in result.findings] == [("FMP002", 13)]


@pytest.mark.parametrize("legacy_above_main", [True, False])
def test_a_start_method_call_nothing_runs_decides_nothing(tmp_path, legacy_above_main):
    """An uncalled ``legacy_setup`` that forces fork gave a false FMP002 when written above ``main()``
    (which sets spawn), and nothing when written below it."""
    legacy = 'def legacy_setup():\n    mp.set_start_method("fork", force=True)\n\n\n'
    main = textwrap.dedent(
        """\
        def main():
            mp.set_start_method("spawn")
            a = torch.ones(512, 512)
            a @ a
            p = mp.Process(target=child)
            p.start()
            p.join()


        """
    )
    head = "import multiprocessing as mp\nimport torch\n\n\ndef child():\n    torch.ones(512, 512).sum()\n\n\n"
    body = legacy + main if legacy_above_main else main + legacy
    (tmp_path / "program.py").write_text(head + body + 'if __name__ == "__main__":\n    main()\n')
    assert not engine.run([tmp_path], Settings(root=tmp_path), jobs=1).findings


def test_force_given_by_position_changes_the_method(tmp_path):
    """``set_start_method("fork", True)`` forces as ``force=True`` does; without force a second call
    changes nothing (it raises 'context has already been set')."""
    head = "import multiprocessing as mp\nimport torch\n\n\ndef child():\n    torch.ones(512, 512).sum()\n\n\n"
    start = "    a = torch.ones(512, 512)\n    a @ a\n    mp.Process(target=child).start()\n"
    cases = {
        'mp.set_start_method("spawn")\n    mp.set_start_method("fork", True)\n': 1,
        'mp.set_start_method("spawn")\n    mp.set_start_method("fork")\n': 0,
        'mp.set_start_method("fork")\n    mp.set_start_method("spawn", force=True)\n': 0,
    }
    for number, (calls, expected) in enumerate(cases.items()):
        path = tmp_path / f"program{number}.py"
        path.write_text(head + 'if __name__ == "__main__":\n    ' + calls + start)
        found = engine.run([path], Settings(root=tmp_path, select=("FMP002",)), jobs=1).findings
        assert len(found) == expected, (calls, [f.message for f in found])


# ---------------------------------------------------------------- the cache key: the bytes of every file read

def test_a_result_that_read_another_module_is_cached_and_made_again_when_that_module_changes(tmp_path):
    """A result is a function of its bytes and of what it read of other files: it is cached with those
    (found modules by digest, places looked in that were empty), and used only while they hold."""
    cache = Settings(root=tmp_path, cache=True, cache_dir_from_command_line=tmp_path.parent / f"{tmp_path.name}-cache")
    # main.py names a process start of its own, so it is a candidate whose result the cache keeps.
    (tmp_path / "main.py").write_text("from multiprocessing import Process\n\nWORKER_TYPE = Process\n" + CALLS_THE_LAUNCHER)
    (tmp_path / "helpers.py").write_text("import torch\n\n\ndef prepare():\n    return torch.zeros(4)\n")
    first = engine.run([tmp_path], cache, jobs=1)
    assert not first.findings  # launch.py is not there yet: run_workers starts nothing fixmp can see
    # The module appears: the cached result of main.py, made when it was missing, no longer holds.
    (tmp_path / "launch.py").write_text(LAUNCH)
    second = engine.run([tmp_path], cache, jobs=1)
    assert [(Path(f.path).name, f.code) for f in second.findings] == [("main.py", "FMP001")]
    assert second.stats.cached == 0
    # Unchanged: main.py's result, which read launch.py, comes from the cache.
    third = engine.run([tmp_path], cache, jobs=1)
    assert third.stats.cached == 2 and [f.code for f in third.findings] == ["FMP001"]
    # launch.py changes (its processes now start through spawn): main.py is analysed again.
    (tmp_path / "launch.py").write_text(LAUNCH.replace("mp.Process(", 'mp.get_context("spawn").Process('))
    fourth = engine.run([tmp_path], cache, jobs=1)
    assert not fourth.findings and fourth.stats.cached == 0


def test_a_change_two_modules_away_reaches_the_cached_result(tmp_path):
    """main.py calls a.prepare(), which calls b.heavy(): b's bytes are among main.py's inputs."""
    cache = Settings(root=tmp_path, cache=True, cache_dir_from_command_line=tmp_path.parent / f"{tmp_path.name}-cache")
    _write(tmp_path, {
        "a.py": "from b import heavy\n\n\ndef prepare():\n    heavy()\n",
        "b.py": "import torch\n\n\ndef heavy():\n    x = torch.ones(512, 512)\n    x @ x\n",
        "main.py": "import multiprocessing as mp\nimport torch\nfrom a import prepare\n\n\ndef child():\n"
                   "    torch.ones(512, 512).sum()\n\n\nif __name__ == '__main__':\n    prepare()\n"
                   "    mp.Process(target=child).start()\n",
    })
    assert [f.code for f in engine.run([tmp_path], cache, jobs=1).findings] == ["FMP002"]
    assert engine.run([tmp_path], cache, jobs=1).stats.cached == 1
    (tmp_path / "b.py").write_text("import torch\n\n\ndef heavy():\n    torch.zeros(4)\n")
    again = engine.run([tmp_path], cache, jobs=1)
    assert not again.findings and again.stats.cached == 0


# ---------------------------------------------------------------- real code: the fixtures and torch's sources

def _with_a_worker(paths: Sequence[Path], settings: Settings, monkeypatch: pytest.MonkeyPatch) -> RunResult:
    """A run whose candidates all go to one worker process, however few their bytes."""
    monkeypatch.setattr(engine, "BYTES_PER_WORKER", 1)
    result = engine.run(paths, settings, jobs=2)
    monkeypatch.undo()
    assert result.stats.workers == 1
    return result


def _as_json(result: RunResult) -> List[Dict[str, object]]:
    return [finding.to_json() for finding in result.findings]


def test_the_fixtures_give_the_same_json_with_one_process_or_two(monkeypatch):
    fixtures = Path(__file__).resolve().parent.parent / "fixtures"
    monkeypatch.chdir(fixtures.parent)
    one = engine.run([Path("fixtures")], Settings(), jobs=1)
    assert len(one.findings) > 30
    assert _as_json(_with_a_worker([Path("fixtures")], Settings(), monkeypatch)) == _as_json(one)


def test_torchs_own_sources_give_the_same_json_with_one_process_or_two(monkeypatch):
    import importlib.util

    spec = importlib.util.find_spec("torch")  # found, never imported
    if spec is None or spec.origin is None:
        pytest.skip("torch is not installed (the test extra installs it)")
    sources = Path(spec.origin).parent
    # With --preview: torch's own findings are its library code's set_start_method() calls, which rest on
    # an assumption about their callers; a comparison of two empty answers would prove nothing.
    settings = Settings(root=sources, preview=True)
    one = engine.run([sources], settings, jobs=1)
    assert one.findings
    assert _as_json(_with_a_worker([sources], settings, monkeypatch)) == _as_json(one)


# ---------------------------------------------------------------- the project phase alone: any order of asking

def _summaries(project_root: Path, importer: Path, order: Sequence[str]) -> Dict[str, object]:
    from fixmp.analysis.project import Project

    project = Project(None)
    for module in order:
        project.facts(str(importer), module, light=True)
        project.facts(str(importer), module)
    answers: Dict[str, object] = {}
    for module in sorted(order):
        for light in (False, True):
            facts = project.facts(str(importer), module, light=light)
            answers[f"{module} {'light' if light else 'full'}"] = None if facts is None else (
                facts.parallel_work, facts.cuda_init, facts.single_threaded_first, facts.torch_work, facts.names,
                facts.starts, facts.exports)
    return answers


def test_a_cycle_met_through_a_start_anothers_summary_reports_settles_the_same_from_every_side(tmp_path):
    """P starts a pool over T.task; T calls I, which calls X, which calls back into I: T's summary,
    first asked for while the cycle I <-> X was being settled, read its unfinished answer and kept it
    (the order of asking decided whether `task` runs parallel work)."""
    _write(tmp_path, {
        "I.py": "import torch\nfrom P import *\nfrom X import w\n\n\ndef f1(x):\n    return x\n\n\n"
                "def heavy2():\n    w()\n\n\ndef heavy3():\n    t = torch.ones(512, 512)\n    t @ t\n",
        "X.py": "from I import heavy3\n\n\ndef w():\n    heavy3()\n",
        "P.py": "import multiprocessing as mp\nfrom I import f1\nfrom T import task\n\n\ndef launch():\n"
                "    with mp.Pool(2) as pool:\n        pool.map(f1, range(4))\n        pool.map(task, range(4))\n",
        "T.py": "from I import heavy2\n\n\ndef task(x):\n    heavy2()\n    return x\n",
    })
    modules = ["I", "P", "T", "X"]
    expected = _summaries(tmp_path, tmp_path / "victim.py", ["T"])
    assert "task" in expected["T full"][0]  # type: ignore[index]
    for first in modules:
        order = [first] + [module for module in modules if module != first]
        got = _summaries(tmp_path, tmp_path / "victim.py", order)
        assert got["T full"] == expected["T full"], order


def test_every_generated_projects_summaries_are_the_same_in_any_order_of_asking(tree):
    root, projects = tree
    rng = random.Random(1)
    problems = []
    for folder, files in projects.items():
        modules = [Path(relative).stem for relative in files if "/" not in relative[len(folder) + 1:]
                   and Path(relative).stem.startswith("m")]
        if not modules:
            continue
        importer = root / folder / "main_of_the_test.py"
        reference_answers = {module: _summaries(root, importer, [module])[f"{module} full"] for module in modules}
        for _ in range(3):
            order = modules[:]
            rng.shuffle(order)
            got = _summaries(root, importer, order)
            problems += [f"{folder} {module} asked after {order}" for module in modules
                         if got[f"{module} full"] != reference_answers[module]]
    assert not problems, "\n".join(problems[:10])


# ---------------------------------------------------------------- a file that only calls another module's start

LAUNCH_AND_HELPER = LAUNCH + "\n\ndef helper():\n    pass\n"
CALLERS = {
    "m_plain.py": "from launch import run_workers\n",
    "m_alias.py": "import launch as L\n",
    "m_backslash.py": "from launch import helper, \\\n    run_workers\n",
    "m_star.py": "from launch import *\n",
}
CALLER_BODY = textwrap.dedent(
    """\
    import torch


    def work():
        torch.ones(4).cuda()


    if __name__ == "__main__":
        torch.cuda.init()
        {call}(work, 2)
    """
)


def _callers(root: Path) -> None:
    (root / "launch.py").write_text(LAUNCH_AND_HELPER)
    for name, imports in CALLERS.items():
        call = "L.run_workers" if "as L" in imports else "run_workers"
        (root / name).write_text(imports + CALLER_BODY.format(call=call))


def test_a_file_that_calls_another_modules_start_is_found_however_it_imports_it(tmp_path):
    """The callers were found by a search of their bytes for `launch.run_workers` or a one-line
    `from launch import run_workers`: an alias, a continued line or a star import hid them from a folder
    scan, though each was reported when named alone."""
    _callers(tmp_path)
    settings = Settings(root=tmp_path, select=("FMP001",))
    whole = _findings(engine.run([tmp_path], settings, jobs=1), tmp_path)
    assert sorted(whole) == sorted(CALLERS)
    for name in CALLERS:
        assert _findings(engine.run([tmp_path / name], settings, jobs=1), tmp_path) == {name: whole[name]}


def test_a_caller_is_found_when_the_launcher_lies_outside_the_scanned_folder(tmp_path, monkeypatch):
    """`fixmp check app` missed app/main.py's finding: the launcher in lib/ was not among the scanned files
    whose starts the callers were looked for by."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "t1"\n')
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "launch.py").write_text(LAUNCH)
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "main.py").write_text("from lib.launch import run_workers\n" + CALLER_BODY.format(
        call="run_workers"))
    monkeypatch.chdir(tmp_path)
    settings = Settings(root=tmp_path, select=("FMP001",))
    runs = {name: _findings(engine.run([Path(name)], settings, jobs=1), tmp_path) for name in (".", "app", "app/main.py")}
    assert runs["."] == runs["app"] == runs["app/main.py"] and list(runs["."]) == ["app/main.py"]


def test_the_projects_root_is_part_of_the_cache_key(tmp_path, monkeypatch):
    """Where imports are looked for depends on the root (a pyproject.toml): removing it served the result
    made with it from the cache."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "launch.py").write_text("import torch\n\n\ndef warm():\n    t = torch.ones(512, 512)\n"
                                                "    t @ t\n")
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "main.py").write_text(
        "import multiprocessing as mp\nimport torch\nfrom lib.launch import warm\n\n\ndef child():\n"
        "    t = torch.ones(512, 512)\n    t @ t\n\n\nif __name__ == '__main__':\n    warm()\n"
        "    mp.Process(target=child).start()\n")
    monkeypatch.chdir(tmp_path)
    cache = tmp_path.parent / f"{tmp_path.name}-cache"
    assert main(["check", "--cache-dir", str(cache), "."]) == 1
    (tmp_path / "pyproject.toml").unlink()
    assert main(["check", "--cache-dir", str(cache), "."]) == main(["check", "--no-cache", "."]) == 0
