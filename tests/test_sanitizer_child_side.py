"""The sanitizer decides from the child's side: a fork with the pool alive whose children exit by
themselves (no parallel work) is a note, not a hazard; one whose child runs parallel work is one."""

from __future__ import annotations

import json
import textwrap

import pytest

from fixmp.cli import main

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

pytest.importorskip("torch")

PROGRAM = """
    import multiprocessing as mp
    import sys

    import torch


    def write_manifest(path):
        with open(path, "w") as handle:
            handle.write("ok\\n")


    def work(path):
        x = torch.ones(256, 256)
        write_manifest(path + str(float((x @ x).sum())))


    if __name__ == "__main__":
        torch.set_num_threads(2)
        torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
        target = work if sys.argv[1] == "work" else write_manifest
        child = mp.Process(target=target, args=("manifest",))
        child.start()
        child.join(timeout=60)
        print("exit code", child.exitcode)
"""


@pytest.fixture
def program(tmp_path, monkeypatch):
    (tmp_path / "job.py").write_text(textwrap.dedent(PROGRAM).lstrip())
    monkeypatch.chdir(tmp_path)
    return tmp_path / "job.py"


def test_a_child_that_only_writes_a_file_is_a_note_not_a_hazard(program, capfd):
    code = main(["run", "--format", "json", "--fail-on-hazard", "--", "python", "job.py", "io"])

    out = capfd.readouterr().out
    report = json.loads(out[out.index("{"):])
    assert report["hazards"] == [] and report["findings"] == []
    [note] = report["notes"]
    assert (note["path"], note["forks"]) == ("job.py", 1)
    assert "each child exited without parallel work" in note["message"]
    assert code == 0


def test_a_child_that_runs_parallel_work_is_a_hazard(program, capfd):
    # The child hangs on the dead pool; the parent gives up on it after 60 s, then the run ends.
    code = main(["run", "--format", "json", "--fail-on-hazard", "--timeout", "30", "--", "python", "job.py",
                 "work"])

    out = capfd.readouterr().out
    report = json.loads(out[out.index("{"):])
    assert [hazard["code"] for hazard in report["hazards"]] == ["FMP002"]
    assert report["notes"] == []
    assert code == 1


def test_pool_workers_stopped_idle_when_the_pool_closes_are_a_note(tmp_path, monkeypatch, capfd):
    # terminate() stops workers idle between tasks (a `with` block does the same): they never exit by
    # themselves, yet every result came back, so none was in the dead pool.
    (tmp_path / "pool_job.py").write_text(textwrap.dedent("""
        import multiprocessing as mp

        import torch


        def count(n):
            return len(str(n))


        if __name__ == "__main__":
            torch.set_num_threads(2)
            torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
            pool = mp.get_context("fork").Pool(2)
            print(pool.map(count, [1, 22, 333]))
            pool.terminate()
            pool.join()
    """).lstrip())
    monkeypatch.chdir(tmp_path)

    code = main(["run", "--format", "json", "--fail-on-hazard", "--", "python", "pool_job.py"])

    out = capfd.readouterr().out
    report = json.loads(out[out.index("{"):])
    assert report["hazards"] == [] and [note["forks"] for note in report["notes"]] == [2]
    assert code == 0


def test_a_child_that_raises_its_threads_again_is_a_hazard(tmp_path, monkeypatch, capfd):
    # As a DataLoader worker_init_fn may do after the worker loop's set_num_threads(1): the next
    # parallel region waits on the dead pool again. The parent gives up on the child after a moment.
    (tmp_path / "raise_job.py").write_text(textwrap.dedent("""
        import multiprocessing as mp

        import torch


        def work():
            torch.set_num_threads(1)
            torch.set_num_threads(2)
            x = torch.ones(256, 256)
            print(float((x @ x).sum()))


        if __name__ == "__main__":
            torch.set_num_threads(2)
            torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
            child = mp.get_context("fork").Process(target=work)
            child.start()  # the fork
            child.join(timeout=3)
            child.kill()
            child.join()
    """).lstrip())
    monkeypatch.chdir(tmp_path)

    code = main(["run", "--format", "json", "--fail-on-hazard", "--timeout", "120", "--", "python", "raise_job.py"])

    out = capfd.readouterr().out
    report = json.loads(out[out.index("{"):])
    assert [(hazard["code"], hazard["line"]) for hazard in report["hazards"]] == [("FMP002", 17)]
    assert code == 1
