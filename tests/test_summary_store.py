"""Summaries of project modules kept between runs (#39): taken again only while all they read holds.

A summary is kept with the reads it depends on: what was read while it was made, and what the answers it
used depended on in turn (another module's summary, what a module's bytes say it starts). These tests edit
a project step by step and ask, at each step, the same findings as a run without any cache; and that an
edit makes again only the summaries that read what was edited.
"""

from __future__ import annotations

import json
import pickle
import random
import textwrap
from dataclasses import fields
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest
from test_project import _driver

from fixmp import engine
from fixmp.analysis.facts import ModuleFacts, RemoteStart, facts_from_json, facts_to_json
from fixmp.cache import CACHE_DIR_ENV, CACHE_FOLDER
from fixmp.discover.config import Settings
from fixmp.model import ProcessKind, StartMethod


@pytest.fixture(autouse=True)
def no_environment_cache(monkeypatch):
    monkeypatch.delenv(CACHE_DIR_ENV, raising=False)


def _dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


# Names no process start: the prefilter rules it out, and its import of launch brings it back when launch
# reaches a start, through pool_lib's.
MAIN = _dedent("""
    import torch
    import launch

    if __name__ == "__main__":
        w = torch.randn(2000, 2000)
        torch.nn.init.orthogonal_(w)
        launch.run_workers(2)
""")
# A second program, with a start of its own: a candidate, whose analysis asks for launch's summary too.
TRAIN = _dedent("""
    import multiprocessing as mp
    import torch
    import launch

    def step(i):
        x = torch.ones(512, 512)
        return (x @ x).sum().item()

    if __name__ == "__main__":
        w = torch.randn(2000, 2000)
        torch.nn.init.orthogonal_(w)
        launch.run_workers(2)
        p = mp.Process(target=step, args=(0,))
        p.start()
        p.join()
""")
LAUNCH = {
    "relay": "import pool_lib\n\n\ndef run_workers(n):\n    return pool_lib.start(n)\n",
    "relay by name": "from pool_lib import start\n\n\ndef run_workers(n):\n    return start(n)\n",
    "serial": "def run_workers(n):\n    return [i * i for i in range(n)]\n",
}
POOL_LIB = {
    "forks": _dedent("""
        import multiprocessing as mp
        import torch

        def work(i):
            x = torch.ones(512, 512)
            return (x @ x).sum().item()

        def start(n):
            with mp.Pool(n) as pool:
                return pool.map(work, range(n))
    """),
    "spawns": _dedent("""
        import multiprocessing as mp
        import torch

        def work(i):
            x = torch.ones(512, 512)
            return (x @ x).sum().item()

        def start(n):
            with mp.get_context("spawn").Pool(n) as pool:
                return pool.map(work, range(n))
    """),
    "serial": "def start(n):\n    return n\n",
    "gone": None,
}
# A package of the same name beside the module: Python imports the package (``pool_lib/__init__.py``).
SHADOW = {"none": None, "package, serial": "def start(n):\n    return n\n",
          "package, forks": POOL_LIB["forks"]}


def _write(path: Path, text: Optional[str]) -> None:
    if text is None:
        if path.exists():
            path.unlink()
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def _state(root: Path, launch: str, pool_lib: str, shadow: str) -> None:
    _write(root / "launch.py", LAUNCH[launch])
    _write(root / "pool_lib.py", POOL_LIB[pool_lib])
    _write(root / "pool_lib" / "__init__.py", SHADOW[shadow])


def _check(root: Path, cache: bool) -> engine.RunResult:
    return engine.run([root], Settings(root=root, cache=cache), jobs=1)


def _findings(result: engine.RunResult) -> List[Tuple[str, int, str, str]]:
    return sorted((Path(r.path).name, f.line, f.code, f.message) for r in result.files for f in r.findings)


def _project(root: Path) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    (root / "main.py").write_text(MAIN)
    (root / "train.py").write_text(TRAIN)


def test_any_order_of_edits_gives_the_findings_of_a_run_without_a_cache(tmp_path):
    """Each step edits the project at random (the relay, the module that starts, a package that shadows it) and
    checks it with the store of the step before, then without any cache: the same findings, every step. Some
    step takes a summary from the store, or the test would prove nothing."""
    _project(tmp_path)
    (tmp_path / "deep.py").write_text(DEEP_MAIN)
    (tmp_path / "deep_train.py").write_text(DEEP_TRAIN)
    (tmp_path / "app.py").write_text(APP)
    chooser = random.Random(39)
    taken = 0
    states = [(launch, pool_lib, shadow) for launch in LAUNCH for pool_lib in POOL_LIB for shadow in SHADOW]
    for step in range(14):
        state = states[0] if step == 0 else chooser.choice(states)
        _state(tmp_path, *state)
        if step % 3 == 2:  # and an edit of a program, so that its summaries are asked again
            (tmp_path / "train.py").write_text(TRAIN + f"# step {step}\n")
        warm = _check(tmp_path, cache=True)
        cold = _check(tmp_path, cache=False)
        assert _findings(warm) == _findings(cold), state
        assert not warm.all_errors and not cold.all_errors
        taken += warm.stats.summaries_kept
    assert taken > 0


def test_an_edit_makes_again_only_the_summaries_that_read_what_was_edited(tmp_path):
    """launch relays pool_lib's start; helpers is imported by train alone. An edit of helpers makes its
    summary again, and takes launch's and pool_lib's from the store."""
    _project(tmp_path)
    _state(tmp_path, "relay", "forks", "none")
    (tmp_path / "helpers.py").write_text("import multiprocessing as mp\n\n\ndef spare(n):\n    return mp.Pool(n)\n")
    (tmp_path / "train.py").write_text("import helpers\n" + TRAIN + "\n\ndef spare():\n    return helpers.spare(2)\n")
    first = _check(tmp_path, cache=True)
    assert first.stats.summaries_kept == 0 and first.stats.summaries > 0
    (tmp_path / "helpers.py").write_text((tmp_path / "helpers.py").read_text() + "# edited\n")
    again = _check(tmp_path, cache=True)
    assert _findings(again) == _findings(first) == _findings(_check(tmp_path, cache=False))
    kept = again.stats.summaries_kept
    assert kept > 0
    # Only helpers' summaries were made again (its light and full one at most).
    assert 0 < again.stats.summaries <= 2


# A program whose start is three modules away. app names a start of its own, so its summary of starts is
# asked; that summary asks launch's only where launch's bytes, and those of the modules they import, name a
# start (``Project.may_start_processes``): when pool_lib starts none, app's summary has read pool_lib's bytes
# without using any summary that names pool_lib.
APP = _dedent("""
    import multiprocessing as mp
    import launch


    def go():
        return launch.run_workers(2)


    def side():
        return mp.Process(target=print)
""")
DEEP_MAIN = MAIN.replace("import launch", "import app").replace("launch.run_workers(2)", "app.go()")
# A candidate that calls app.go() before its own start: its analysis asks what app.go does (app's summary).
DEEP_TRAIN = TRAIN.replace("import launch", "import app").replace("launch.run_workers(2)", "app.go()")


def test_a_start_made_three_modules_away_is_seen_by_the_summary_that_had_read_none(tmp_path):
    """pool_lib starts no process, then starts one: app's summary, kept from the first run, had read pool_lib's
    bytes to learn that launch relays nothing (no summary it used names pool_lib), and is made again."""
    _project(tmp_path)
    (tmp_path / "main.py").write_text(DEEP_MAIN)
    (tmp_path / "train.py").write_text(DEEP_TRAIN)
    (tmp_path / "app.py").write_text(APP)
    _state(tmp_path, "relay", "serial", "none")
    assert _findings(_check(tmp_path, cache=True)) == _findings(_check(tmp_path, cache=False))
    _state(tmp_path, "relay", "forks", "none")
    (tmp_path / "train.py").write_text(DEEP_TRAIN + "# edited\n")
    warm = _check(tmp_path, cache=True)
    assert _findings(warm) == _findings(_check(tmp_path, cache=False))
    assert "main.py" in [finding[0] for finding in _findings(warm)]


def test_an_edit_two_imports_away_makes_the_summaries_that_used_it_again(tmp_path):
    """pool_lib stops starting processes: launch's summary used pool_lib's (its relay), and is made again."""
    _project(tmp_path)
    _state(tmp_path, "relay", "forks", "none")
    assert ("main.py", 7, "FMP002") in [finding[:3] for finding in _findings(_check(tmp_path, cache=True))]
    _state(tmp_path, "relay", "serial", "none")
    (tmp_path / "train.py").write_text(TRAIN + "# edited\n")
    warm = _check(tmp_path, cache=True)
    assert _findings(warm) == _findings(_check(tmp_path, cache=False))
    assert "main.py" not in [finding[0] for finding in _findings(warm)]


def _store_files(root: Path) -> List[Path]:
    return sorted((root / CACHE_FOLDER).rglob("summaries-*.json"))


@pytest.mark.parametrize("damage", ["not json", "unsigned", "signed, malformed"])
def test_a_damaged_store_is_ignored(tmp_path, damage):
    _project(tmp_path)
    _state(tmp_path, "relay", "forks", "none")
    expected = _findings(_check(tmp_path, cache=True))
    [store] = _store_files(tmp_path)
    signature, _, payload = store.read_bytes().partition(b"\n")
    if damage == "not json":
        store.write_bytes(signature + b"\n{")
    elif damage == "unsigned":
        data = json.loads(payload)
        data["entries"] = {key: [[], facts_to_json(ModuleFacts(key.split("\0")[0]))] for key in data["entries"]}
        store.write_bytes(signature + b"\n" + json.dumps(data).encode())
    else:
        from fixmp.cache import _signature, user_key

        data = json.loads(payload)
        data["entries"] = {key: [["x"], {"path": 3}] for key in data["entries"]}
        body = json.dumps(data).encode()
        store.write_bytes(_signature(user_key(), body) + b"\n" + body)
    (tmp_path / "train.py").write_text(TRAIN + "# edited\n")
    again = _check(tmp_path, cache=True)
    assert _findings(again) == expected
    assert again.stats.summaries_kept == 0


def test_a_summary_given_up_on_is_never_kept(tmp_path):
    """Over its budget, a summary says nothing and the file that used it has an error; the next run, with a
    larger budget, makes it (a kept empty answer would hide the finding)."""
    _project(tmp_path)
    _state(tmp_path, "relay", "forks", "none")
    settings = Settings(root=tmp_path, cache=True)
    small = engine.run([tmp_path], settings.replace(max_steps_per_file=20), jobs=1)
    assert small.all_errors
    (tmp_path / "train.py").write_text(TRAIN + "# edited\n")
    full = engine.run([tmp_path], settings, jobs=1)
    assert _findings(full) == _findings(_check(tmp_path, cache=False))
    assert not full.all_errors


def test_without_a_cache_nothing_is_kept(tmp_path):
    _project(tmp_path)
    _state(tmp_path, "relay", "forks", "none")
    _check(tmp_path, cache=False)
    assert _store_files(tmp_path) == []


def test_a_summary_survives_its_json_whole():
    """Every field of a summary and of each start it names, none at its default, as the store writes and reads
    them; a field added to either is a failure here until the JSON carries it."""
    start = RemoteStart("Trainer.run", ProcessKind.POOL, "utils.py:12", True, StartMethod.SPAWN, (1, "fn"),
                        "a matmul", True, "torch.cuda.set_device", ("setup", "load"), True, True)
    assert len(fields(RemoteStart)) == 12
    facts = ModuleFacts("/p/utils.py", {"f": "work"}, {"g": "cuda"}, frozenset({"h"}), {"i": "torch"},
                        names=frozenset({"f", "g"}), starts={"Trainer.run": start}, exports={"mp": "multiprocessing"},
                        consulted=frozenset({("/p/a.py", "abc"), ("/p/b.py", None)}),
                        gave_up=frozenset({("/p/c.py", "why")}))
    assert len(fields(ModuleFacts)) == 10
    assert facts_from_json(json.loads(json.dumps(facts_to_json(facts)))) == facts


@pytest.mark.parametrize("data", [None, [], {"path": 1}, {**facts_to_json(ModuleFacts("/p")), "starts": {"x": [1]}},
                                  {**facts_to_json(ModuleFacts("/p")), "names": [3]}])
def test_json_that_is_no_summary_is_a_value_error(data: Optional[Dict[str, object]]):
    with pytest.raises(ValueError):
        facts_from_json(data)


class _Recorder:
    """A store that keeps nothing and records what each summary was said to depend on."""

    def __init__(self) -> None:
        self.reads: Dict[Tuple[str, str], List[int]] = {}

    def kept(self, key, project):
        return None

    def keep(self, answers, reads) -> None:
        for key in answers:
            self.reads[key] = sorted(reads)


def test_a_summary_depends_on_what_the_answers_it_used_again_had_read(tmp_path):
    """other's summary asks whether launch may start processes first, reading pool_lib's bytes to answer; app's
    summary, made after, uses that answer again: it depends on pool_lib's bytes too, and on nothing of
    unrelated's, whose summary was made in between."""
    from fixmp.analysis.facts import EVERY_PART
    from fixmp.analysis.project import FILE_READ, Project

    _state(tmp_path, "relay", "serial", "none")
    (tmp_path / "app.py").write_text(APP)
    (tmp_path / "other.py").write_text(APP.replace("def go", "def relay"))
    (tmp_path / "unrelated.py").write_text("import multiprocessing as mp\n\n\ndef spare():\n    return mp.Pool(2)\n")
    recorder = _Recorder()
    project = Project(tmp_path, store=recorder)
    asker = str(tmp_path / "main.py")
    for module in ("other", "unrelated", "app"):
        assert project.facts(asker, module) is not None

    def files_read(module: str) -> List[str]:
        return sorted(Path(project.read_log[at][1]).name for at in recorder.reads[(str(tmp_path / f"{module}.py"), EVERY_PART)]
                      if project.read_log[at][0] == FILE_READ)

    assert files_read("other") == ["launch.py", "other.py", "pool_lib.py"]
    assert files_read("app") == ["app.py", "launch.py", "pool_lib.py"]
    assert files_read("unrelated") == ["unrelated.py"]


def test_the_star_imports_every_candidate_asks_for_are_summarised_once_for_all_processes(tmp_path, monkeypatch):
    """Before the candidates are shared among worker processes, this process summarises the modules they
    star-import and writes the summaries out; a process starting afresh (a worker) then takes the whole
    cycle's summaries from the store and makes none (each process had settled the whole cycle again)."""
    from fixmp.analysis.project import Project
    from fixmp.cache import SummaryStore

    modules = 30
    for number in range(modules):
        (tmp_path / f"m{number}.py").write_text(
            f"from m{(number + 1) % modules} import *\nimport multiprocessing as mp\n\n\n"
            f"def f{number}(x):\n    return mp.Process(target=print, args=(x,))\n")
    settings = Settings(root=tmp_path, cache=True)
    monkeypatch.setattr(engine, "_PROJECTS", {})
    candidates = [(f"m{number}.py", (tmp_path / f"m{number}.py").read_bytes(), tmp_path / f"m{number}.py", settings)
                  for number in range(modules)]
    engine._summarise_star_imports(candidates)
    assert engine._PROJECTS[(tmp_path, settings.max_steps_per_file)].summaries_made >= modules
    assert engine._save_summaries() is None

    worker = Project(tmp_path, settings.max_steps_per_file, SummaryStore.open(settings))
    for number in range(modules):
        facts = worker.facts(str(tmp_path / f"m{(number + modules - 1) % modules}.py"), f"m{number}", light=True)
        assert facts is not None and f"f{number}" in facts.names
    assert worker.summaries_made == 0
    assert worker.summaries_kept >= modules  # (the whole cycle's, taken together)


def _star_cycle(root: Path, modules: int) -> None:
    for number in range(modules):
        (root / f"m{number}.py").write_text(
            f"from m{(number + 1) % modules} import *\nimport multiprocessing as mp\n\n\n"
            f"def f{number}(x):\n    return mp.Process(target=print, args=(x,))\n")


def test_a_run_without_a_cache_hands_its_summaries_to_its_workers_in_memory(tmp_path, monkeypatch):
    """Without a cache, the summaries this process makes while it reads the files are kept in memory and handed
    to each worker (``HandedSummaries``): a worker takes them and makes none, and nothing is written anywhere
    (each worker had made every summary again: lhotse at ``-j 2 --no-cache`` used 41 s of CPU, 33 s so)."""
    modules = 30
    _star_cycle(tmp_path, modules)
    settings = Settings(root=tmp_path, cache=False)
    monkeypatch.setattr(engine, "_PROJECTS", {})
    monkeypatch.setattr(engine, "_HANDED", {})
    monkeypatch.setattr(engine, "_KEEPING_IN_MEMORY", True)
    candidates = [(f"m{number}.py", (tmp_path / f"m{number}.py").read_bytes(), tmp_path / f"m{number}.py", settings)
                  for number in range(modules)]
    engine._summarise_star_imports(candidates)
    key = (tmp_path, settings.max_steps_per_file)
    assert engine._PROJECTS[key].summaries_made >= modules
    handed = [item for item in _chunk_handed_over(monkeypatch) if isinstance(item, engine.HandedSummaries)]
    assert [item.project for item in handed] == [key]

    # A worker: another process's module state, given the chunk before its first candidate.
    monkeypatch.setattr(engine, "_PROJECTS", {})
    monkeypatch.setattr(engine, "_KEEPING_IN_MEMORY", False)
    assert list(engine.analyse_chunk((False, False), pickle.loads(pickle.dumps(handed)))) == []
    worker = engine.project_for(settings)
    for number in range(modules):
        facts = worker.facts(str(tmp_path / f"m{(number + modules - 1) % modules}.py"), f"m{number}", light=True)
        assert facts is not None and f"f{number}" in facts.names
    assert worker.summaries_made == 0 and worker.summaries_kept >= modules
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(f"m{number}.py" for number in range(modules))


def _chunk_handed_over(monkeypatch) -> list:
    """The chunk ``_hand_over_summaries`` gives each worker (a pool that records it instead)."""
    given: list = []

    class Pool:
        def to_each_worker(self, chunk: list) -> None:
            given.extend(chunk)

    engine._hand_over_summaries(Pool())  # type: ignore[arg-type]
    return given


def test_a_run_without_a_cache_finds_the_same_with_a_worker_as_without(tmp_path, monkeypatch):
    """The worker starts with the summaries handed over, then takes its candidates (the pool's protocol: the
    hand-over is a chunk of its own, answered before the first): the findings of one process."""
    _star_cycle(tmp_path, 12)
    (tmp_path / "main.py").write_text(
        "import multiprocessing as mp\n\nimport torch\nfrom m0 import *\n\n\ndef work():\n"
        "    x = torch.rand(2048, 2048)\n    return x @ x\n\n\nif __name__ == '__main__':\n"
        "    y = torch.rand(2048, 2048)\n    y = y @ y\n    mp.Process(target=work).start()\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(engine, "BYTES_PER_WORKER", 1)
    monkeypatch.setattr(engine, "CHUNK_BYTES", 1)
    found = []
    for jobs in (1, 2):
        result = engine.run([Path(".")], Settings(root=tmp_path, cache=False), jobs=jobs)
        assert not result.all_errors, result.all_errors
        assert result.stats.workers == jobs - 1
        found.append(sorted((Path(f.path).as_posix(), f.code, f.line, f.message) for f in result.findings))
    assert found[0] and found[0] == found[1]
    assert not (tmp_path / ".fixmp_cache").exists()


def test_what_a_summary_taken_from_the_store_had_read_is_among_the_runs_reads(tmp_path):
    """The verdicts on the files the prefilter ruled out are kept while everything the project phase read holds
    (``Project.reads``): a summary taken from the store was not read again here, and what it had read counts."""
    from fixmp.analysis.project import Project
    from fixmp.cache import SummaryStore

    _state(tmp_path, "relay", "forks", "none")
    settings = Settings(root=tmp_path, cache=True)
    asker = str(tmp_path / "main.py")
    first = Project(tmp_path, settings.max_steps_per_file, SummaryStore.open(settings))
    assert first.facts(asker, "launch") is not None
    assert isinstance(first.store, SummaryStore)
    first.store.save(first)

    later = Project(tmp_path, settings.max_steps_per_file, SummaryStore.open(settings))
    assert later.facts(asker, "launch") is not None and later.summaries_kept == 1
    files = later.reads().files
    assert {Path(path).name for path in files} >= {"launch.py", "pool_lib.py"}
    assert later.reads().still_so()
    _state(tmp_path, "relay", "serial", "none")
    assert not later.reads().still_so()


# An import cycle whose calls cross it more times than a cycle's rounds follow (``Project.MAX_ROUNDS``): a
# summary of it is what the rounds reached, not a fixed point. Each program calls into it at another depth.
CROSSINGS = 6
CYCLE_A = "\n".join(["import torch", "import cycle_b", ""]
                     + [f"def f{i}(x):\n    return cycle_b.g{i}(x)\n" for i in range(CROSSINGS)]
                     + [f"def f{CROSSINGS}(x):\n    torch.nn.init.orthogonal_(x)\n"])
CYCLE_B = "\n".join(["import cycle_a", ""] + [f"def g{i}(x):\n    return cycle_a.f{i + 1}(x)\n" for i in range(CROSSINGS)])


def _cycle_driver(imports: str, work: str) -> str:
    """A program that runs ``work`` and then forks children that do parallel torch work (test_project's)."""
    return _dedent(_driver(imports, work))


def test_the_members_of_a_cycle_are_taken_together_or_not_at_all(tmp_path):
    """A run that takes one member of a cycle from the store, and keeps only what it used, must not leave a
    later run to make the other member from that final answer: a run without the store settles both from
    nothing known, and where the rounds stop short the two differ (a finding's cause did). Found in review."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    files = {
        "cycle_a.py": CYCLE_A, "cycle_b.py": CYCLE_B,
        "x.py": _cycle_driver("import cycle_b", "cycle_b.g5(torch.empty(256, 256))"),
        "y.py": _cycle_driver("import cycle_a", "cycle_a.f2(torch.empty(256, 256))"),
        "z.py": _cycle_driver("import other", "other.h()"),
        "other.py": "def h():\n    return 1\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)

    def run(names: List[str], cache: bool) -> List[Tuple[str, int, str, str]]:
        return _findings(engine.run([tmp_path / name for name in names], Settings(root=tmp_path, cache=cache), jobs=1))

    assert run(["x.py", "y.py"], cache=True) == run(["x.py", "y.py"], cache=False)
    for name in ("x.py", "z.py"):
        (tmp_path / name).write_text(files[name] + "# edited\n")
    assert run(["x.py", "z.py"], cache=True) == run(["x.py", "z.py"], cache=False)
    (tmp_path / "y.py").write_text(files["y.py"] + "# edited\n")
    assert run(["y.py"], cache=True) == run(["y.py"], cache=False)


def test_a_summary_taken_after_the_store_was_written_in_the_same_run_is_written_again(tmp_path):
    """At -j 2 the store is written before the workers start, then at the end: a summary taken from the last
    run's file after the first write is no longer in the file, and the end's write must put it back, even
    where nothing was made after the first."""
    from fixmp.analysis.project import Project
    from fixmp.cache import SummaryStore

    _state(tmp_path, "relay", "forks", "none")
    (tmp_path / "helpers.py").write_text("import multiprocessing as mp\n\n\ndef spare(n):\n    return mp.Pool(n)\n")
    settings = Settings(root=tmp_path, cache=True)
    asker = str(tmp_path / "main.py")

    def project() -> Project:
        return Project(tmp_path, settings.max_steps_per_file, SummaryStore.open(settings))

    first = project()
    assert first.facts(asker, "launch") is not None and first.facts(asker, "helpers") is not None
    assert isinstance(first.store, SummaryStore)
    first.store.save(first)

    (tmp_path / "helpers.py").write_text((tmp_path / "helpers.py").read_text() + "# edited\n")
    second = project()
    assert isinstance(second.store, SummaryStore)
    assert second.facts(asker, "helpers") is not None and second.summaries_made == 1
    second.store.save(second)  # (as before the workers start)
    assert second.facts(asker, "launch") is not None and second.summaries_kept > 0
    second.store.save(second)  # (at the end)

    third = project()
    assert third.facts(asker, "launch") is not None and third.facts(asker, "helpers") is not None
    assert third.summaries_made == 0
