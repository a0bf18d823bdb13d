"""``fixmp run --fix``: a hazard seen at run time is fixed at its start site and proven by running."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fixmp.cli import main
from fixmp.model import Outcome
from fixmp.prove.proof import CURED, OUTPUT_CHANGED, OutputRule, judge, varying_lines
from fixmp.runner.classify import RunOutcome
from fixmp.runner.native import py_spy

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(py_spy() is None, reason="py-spy (the test extra) proves the hang early")]

# The parent's parallel work is a matmul whose size is drawn when the program runs (fixmp reads the
# command line at its defaults, so a default would be seen), in a step that a decorator put in a
# registry: `fixmp check` cannot size it; the forked workers hang on the dead pool.
PREP = """
    import torch

    STEPS = []


    def step(function):
        STEPS.append(function)
        return function


    @step
    def gram(features):
        return features @ features.T


    def prepare(features):
        for function in STEPS:
            features = function(features)
        return features
"""

TRAIN = """
    import multiprocessing as mp
    import os
    import random
    import sys

    import torch

    from prep import prepare


    def work(rank, queue):
        x = torch.full((256, 256), float(rank + 1))
        queue.put((rank, float((x @ x).sum())))


    if __name__ == "__main__":
        if "OMP_NUM_THREADS" not in os.environ:
            torch.set_num_threads(2)  # a pool of two on any machine, as on the 2-core machine this was measured on
        size = int(sys.argv[1]) if len(sys.argv) > 1 else random.randint(300, 300)  # known only at run time
        table = prepare(torch.ones(size, size))
        queue = mp.Queue()
        workers = [mp.Process(target=work, args=(rank, queue)) for rank in range(2)]
        for worker in workers:
            worker.start()
        print(sorted(queue.get() for _ in workers), float(table[0, 0]))
        for worker in workers:
            worker.join()
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'trainer'\n")
    (tmp_path / "prep.py").write_text(textwrap.dedent(PREP).lstrip())
    (tmp_path / "train.py").write_text(textwrap.dedent(TRAIN).lstrip())
    monkeypatch.chdir(tmp_path)
    return tmp_path


def start_line(path: Path) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), 1) if "worker.start()" in line)


def test_run_fix_cures_a_hang_that_check_does_not_report(project, capfd):
    original = (project / "train.py").read_text()
    line = start_line(project / "train.py")
    assert main(["check", "--no-cache", "."]) == 0  # the premise: nothing found statically
    capfd.readouterr()

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "train.py"])

    data = json.loads(capfd.readouterr().out)
    assert data["detected"]["outcome"] == "hang"
    assert "blocked in OpenMP (libgomp) under at::native::" in data["detected"]["detail"]
    [site] = data["sites"]
    assert (site["code"], site["path"], site["line"]) == ("FMP002", "train.py", line)
    assert set(site["fixes"]) == {"single-thread-child", "spawn"}
    proof = data["proof"]
    assert proof["before"]["outcome"] == "hang" and proof["after"]["outcome"] == "ok"
    assert proof["reference"]["outcome"] == "ok"  # OMP_NUM_THREADS=1: the output a cure must keep
    [accepted] = [candidate for candidate in proof["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == CURED and accepted["output_compared"] and accepted["output_equal"]
    assert accepted["hazards"] == []
    assert proof["written"] == ["train.py"]
    fixed = (project / "train.py").read_text()
    assert fixed == original.replace("def work(rank, queue):\n",
                                     "def work(rank, queue):\n    torch.set_num_threads(1)\n")
    assert code == data["exit_code"] == 0

    # The written program runs clean under the sanitizer.
    assert main(["run", "--fail-on-hazard", "--timeout", "240", "--", "python", "train.py"]) == 0
    assert "[(0, 16777216.0), (1, 67108864.0)] 300.0" in capfd.readouterr().out



def test_run_fix_never_writes_through_a_link_to_a_file_outside_the_project(tmp_path, monkeypatch, capfd):
    """train.py is a link to a file elsewhere (absolute): the hang is seen there, outside the project, and
    reported so; nothing is written, neither the file elsewhere nor the link."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "train.py").write_text(textwrap.dedent(TRAIN).lstrip())
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[project]\nname = 'trainer'\n")
    (project / "prep.py").write_text(textwrap.dedent(PREP).lstrip())
    (project / "train.py").symlink_to(elsewhere / "train.py")
    monkeypatch.chdir(project)
    outside_before = (elsewhere / "train.py").read_bytes()

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "train.py"])

    data = json.loads(capfd.readouterr().out)
    assert data["detected"]["outcome"] == "hang", data["detected"]
    assert data["sites"] == [] and [hazard["code"] for hazard in data["outside"]] == ["FMP002"]
    assert (elsewhere / "train.py").read_bytes() == outside_before
    assert (project / "train.py").is_symlink() and os.readlink(project / "train.py") == str(elsewhere / "train.py")
    assert code == data["exit_code"]



def test_run_fix_of_a_python_it_cannot_watch_is_an_error_not_nothing_to_fix(project, capsys):
    """``python -I`` ignores PYTHONPATH, where the probe is: "nothing to fix", exit 0, would be a pass the run
    never earned."""
    (project / "solo.py").write_text(textwrap.dedent(TRAIN).replace("from prep import prepare", "prepare = abs"))
    code = main(["run", "--fix", "--timeout", "20", "--", "python", "-I", "solo.py"])
    out = capsys.readouterr().out
    assert code == 2, out
    assert "No Python process of the command was watched" in out and "nothing was fixed" in out
    assert "nothing to fix" not in out



def test_a_projects_own_sitecustomize_neither_runs_nor_blinds_the_probe(project, capsys):
    """Plain Python runs no sitecustomize.py of the script's folder (that folder joins sys.path after site
    ran). The proof's copies are put on PYTHONPATH for the program's imports: a probe that ran the next
    sitecustomize on the path ran the project's, and the fork sanitizer behind it never armed, so a
    hanging program read as "nothing to fix"."""
    ran = project.parent / "sitecustomize-ran"  # outside the project: a copy's run would leave it there too
    (project / "sitecustomize.py").write_text(f"open({str(ran)!r}, 'w').close()\n")
    code = main(["run", "--fix", "--diff", "--timeout", "240", "--format", "json", "--", "python", "train.py"])
    data = json.loads(capsys.readouterr().out)
    assert [site["code"] for site in data["sites"]] == ["FMP002"], data
    assert data["watched"] and data["proof"]["before"]["outcome"] == "hang"
    assert code == 0
    assert not ran.exists()


def test_run_fix_diff_proves_and_writes_nothing(project, capsys):
    original = (project / "train.py").read_text()

    code = main(["run", "--fix", "--diff", "--timeout", "240", "--", "python", "train.py"])

    out = capsys.readouterr().out
    assert "+    torch.set_num_threads(1)" in out
    assert "Verdict: cured with fix 1" in out and "Nothing written (--diff)." in out
    assert (project / "train.py").read_text() == original
    assert code == 0


def test_run_fix_with_nothing_seen_changes_nothing(project, capsys):
    (project / "train.py").write_text("import torch\nprint(float(torch.ones(4).sum()))\n")

    code = main(["run", "--fix", "--", "python", "train.py"])

    out = capsys.readouterr().out
    assert "nothing to fix" in out and code == 0
    assert (project / "train.py").read_text() == "import torch\nprint(float(torch.ones(4).sum()))\n"


def test_run_fix_options_belong_to_fix(project, capsys):
    assert main(["run", "--diff", "--", "python", "train.py"]) == 2
    assert "--diff applies to `fixmp run --fix`" in capsys.readouterr().err
    assert main(["run", "--fix", "--format", "sarif", "--", "python", "train.py"]) == 2


def outcome(kind: str, stdout: str = "") -> RunOutcome:
    return RunOutcome(Outcome(kind), 1.0, "", 0 if kind == "ok" else None, stdout, "")


def test_a_cure_of_a_hang_must_print_what_the_reference_prints():
    hung, reference = outcome("hang"), outcome("ok", "total 3\n")
    same, different = outcome("ok", "total 3\n"), outcome("ok", "total 4\n")
    rule = OutputRule()

    assert judge(hung, same, rule.compare(reference, same), ()) == CURED
    assert judge(hung, different, rule.compare(reference, different), ()) == OUTPUT_CHANGED
    assert judge(hung, different, None, ()) == CURED  # no reference: the outcome alone


def test_run_fix_single_threads_the_target_the_run_saw_in_another_module(tmp_path, monkeypatch, capfd):
    # The start (procs[-1].start(), in a launcher taking the target as a parameter) cannot be tied to its
    # Process statically, and the target lives in a third module; each child also prints an unseeded draw,
    # which differs from run to run and is left out of the comparison.
    (tmp_path / "workers.py").write_text(textwrap.dedent("""
        import torch


        def embed(rank, table):
            noise = torch.randn(3)
            print(f"worker {rank} sum {float((table @ table.T).sum()):.1f}", flush=True)
            print(f"worker {rank} noise {noise.tolist()}", flush=True)
    """).lstrip())
    (tmp_path / "launcher.py").write_text(textwrap.dedent("""
        import multiprocessing as mp


        def launch(function, count, *args):
            procs = []
            for rank in range(count):
                procs.append(mp.Process(target=function, args=(rank, *args)))
                procs[-1].start()
            for proc in procs:
                proc.join()
    """).lstrip())
    (tmp_path / "main.py").write_text(textwrap.dedent("""
        import os

        import torch

        from launcher import launch
        from workers import embed

        if __name__ == "__main__":
            if "OMP_NUM_THREADS" not in os.environ:
                torch.set_num_threads(2)
            table = torch.ones(300, 64)
            table = table / table.norm(dim=1, keepdim=True).clone()
            launch(embed, 1, table @ torch.eye(64))
    """).lstrip())
    monkeypatch.chdir(tmp_path)

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "main.py"])

    data = json.loads(capfd.readouterr().out)
    [site] = data["sites"]
    assert (site["code"], site["path"]) == ("FMP002", "launcher.py")
    assert site["fixes"]["single-thread-target"]["file"] == "workers.py"
    proof = data["proof"]
    assert len(proof["reference_varying_lines"]) == 1  # the noise line (numbered among the sorted lines)
    [accepted] = [candidate for candidate in proof["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == CURED and accepted["output_equal"]
    assert proof["written"] == ["workers.py"]
    assert "def embed(rank, table):\n    torch.set_num_threads(1)\n" in (tmp_path / "workers.py").read_text()
    assert code == 0


def test_varying_lines_are_those_two_runs_print_differently():
    rule = OutputRule()
    first, second = outcome("ok", "a\nnoise 1\nb\n"), outcome("ok", "a\nnoise 2\nb\n")

    assert varying_lines(rule, first, second) == frozenset({1})
    assert varying_lines(rule, first, outcome("ok", "a\n")) is None
    assert rule.compare(first, outcome("ok", "a\nnoise 3\nb\n"), frozenset({1})).equal
    assert not rule.compare(first, outcome("ok", "a\nnoise 3\nc\n"), frozenset({1})).equal


def test_a_line_of_the_same_template_as_a_varying_one_varies_too():
    """Unseeded draws printed per shard: two reference runs happened to draw alike for shard 1 only; its
    line is printed by the same statement as shard 0's, which differed, so it is not compared either.
    Lines of other templates still are."""
    rule = OutputRule()
    first = outcome("ok", "start\nshard 0: 252 clusters used\nshard 1: 250 clusters used\ndone 2 shards\n")
    second = outcome("ok", "start\nshard 0: 249 clusters used\nshard 1: 250 clusters used\ndone 2 shards\n")

    varying = varying_lines(rule, first, second)

    assert varying == frozenset({1, 2})
    after = outcome("ok", "start\nshard 0: 251 clusters used\nshard 1: 255 clusters used\ndone 2 shards\n")
    assert rule.compare(first, after, varying).equal
    assert not rule.compare(first, outcome("ok", "start\nshard 0: 251 clusters used\nshard 1: 255 clusters "
                                                 "used\ndone 3 shards\n"), varying).equal


def test_run_fix_shows_a_crash_it_does_not_rewrite(tmp_path, monkeypatch, capfd):
    (tmp_path / "main.py").write_text(textwrap.dedent("""
        import multiprocessing as mp

        if __name__ == "__main__":
            mp.set_start_method("spawn")
            mp.set_start_method("fork")  # raises: context has already been set
    """).lstrip())
    monkeypatch.chdir(tmp_path)

    code = main(["run", "--fix", "--timeout", "120", "--format", "json", "--", "python", "main.py"])

    data = json.loads(capfd.readouterr().out)
    assert data["detected"]["outcome"] == "crash"
    [site] = data["sites"]
    assert (site["code"], site["line"]) == ("FMP006", 5)
    assert "run --fix rewrites the forks" in site["fixes"]["run-time"]["reason"]
    assert data["proof"] is None and code == 1


def test_the_target_seen_under_a_lambda_is_the_function_the_lambda_called(tmp_path):
    from fixmp.prove.runtime_fix import _children_targets
    from fixmp.runner.stacks import Frame, ProcessStack

    copy, project = tmp_path / "copy" / "proj", tmp_path / "proj"
    for root in (copy, project):
        root.mkdir(parents=True)
        (root / "rollout.py").write_text("")
    frames = (Frame(str(copy / "rollout.py"), 9, "step"), Frame(str(copy / "rollout.py"), 4, "rollout"),
              Frame(str(copy / "rollout.py"), 12, "<lambda>"), Frame("/usr/lib/python3/multiprocessing/process.py",
                                                                     108, "run"),
              Frame(str(copy / "rollout.py"), 20, "<module>"))
    hung = RunOutcome(Outcome.HANG, 1.0, "", None, "", "",
                      stacks=(ProcessStack(7, "child 1", "Process-1", frames, "", ""),))

    assert _children_targets(hung, copy, Path("."), project) == [(project / "rollout.py", "rollout", 4)]


def test_run_fix_pins_the_workers_of_a_pool_made_where_its_tasks_are_not_seen(tmp_path, monkeypatch, capfd):
    # A factory makes the Pool (a service container's); its tasks are handed over in another module, so no
    # target can be made single-threaded: the pool's initializer pins each worker before any task instead.
    (tmp_path / "wiring.py").write_text(textwrap.dedent("""
        import multiprocessing as mp


        def render_pool():
            return mp.Pool(processes=2)
    """).lstrip())
    (tmp_path / "main.py").write_text(textwrap.dedent("""
        import os

        import torch

        import wiring


        def render(stem):
            return float((torch.ones(256, 256) * stem).sum(dim=1).mean())


        if __name__ == "__main__":
            if "OMP_NUM_THREADS" not in os.environ:
                torch.set_num_threads(2)
            mix = torch.ones(512, 512) @ torch.ones(512, 512)
            pool = wiring.render_pool()
            print([pool.apply(render, (stem,)) for stem in (1, 2)])
            pool.close()
            pool.join()
    """).lstrip())
    monkeypatch.chdir(tmp_path)

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "main.py"])

    data = json.loads(capfd.readouterr().out)
    [site] = data["sites"]
    assert (site["code"], site["path"]) == ("FMP002", "wiring.py")
    proof = data["proof"]
    [accepted] = [candidate for candidate in proof["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == CURED and accepted["output_equal"]
    assert proof["written"] == ["wiring.py"]
    assert "mp.Pool(processes=2, initializer=torch.set_num_threads, initargs=(1,))" in (tmp_path / "wiring.py").read_text()
    assert code == 0


SERVER = """
    import os

    import torch

    MODEL = torch.nn.Linear(512, 512)


    def warm_up():
        return float(MODEL(torch.ones(256, 512)).sum())


    def serve(worker_id):
        print(f"worker {worker_id} served {float(MODEL(torch.ones(256, 512)).sum()) > -1e9}", flush=True)


    def main():
        if "OMP_NUM_THREADS" not in os.environ:
            torch.set_num_threads(2)
        warm_up()
        children = []
        for worker_id in range(2):
            pid = os.fork()
            if pid == 0:
                serve(worker_id)
                os._exit(0)
            children.append(pid)
        for pid in children:
            os.waitpid(pid, 0)
        print("all served")


    if __name__ == "__main__":
        main()
"""


def test_run_fix_cures_a_pre_fork_server_built_on_os_fork(tmp_path, monkeypatch, capfd):
    """A gunicorn-style server: the parent warms its model up (a matmul past the grain), then forks its
    workers with os.fork(); each worker's own forward pass hangs in the dead pool. There is no start
    method to change: the cure is the child single-threaded, first thing in the `if pid == 0:` block."""
    (tmp_path / "server.py").write_text(textwrap.dedent(SERVER).lstrip())
    monkeypatch.chdir(tmp_path)
    original = (tmp_path / "server.py").read_text()
    fork_line = next(number for number, line in enumerate(original.splitlines(), 1) if "os.fork()" in line)

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "server.py"])

    data = json.loads(capfd.readouterr().out)
    [site] = data["sites"]
    assert (site["code"], site["path"], site["line"]) == ("FMP002", "server.py", fork_line)
    assert "single-thread-child" in site["fixes"]
    proof = data["proof"]
    assert proof["before"]["outcome"] == "hang" and proof["after"]["outcome"] == "ok"
    [accepted] = [candidate for candidate in proof["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == CURED and accepted["output_equal"]
    assert proof["written"] == ["server.py"]
    assert (tmp_path / "server.py").read_text() == original.replace(
        "        if pid == 0:\n", "        if pid == 0:\n            torch.set_num_threads(1)\n")
    assert code == 0


LAUNCH = """
    import multiprocessing as mp

    import torch


    def work(rank, queue):
        x = torch.full((256, 256), float(rank + 1))
        queue.put((rank, float((x @ x).sum())))


    def launch():
        queue = mp.Queue()
        workers = [mp.Process(target=work, args=(rank, queue)) for rank in range(2)]
        for worker in workers:
            worker.start()
        print(sorted(queue.get() for _ in workers))
        for worker in workers:
            worker.join()
"""

RUN = """
    import os
    import random

    import torch

    from trainer.launch import launch

    if __name__ == "__main__":
        if "OMP_NUM_THREADS" not in os.environ:
            torch.set_num_threads(2)
        size = random.randint(300, 300)  # known only at run time
        print(float((torch.ones(size, size) @ torch.ones(size, size))[0, 0]))
        launch()
"""


def test_run_fix_runs_the_copy_with_the_commands_python_path_aimed_at_the_copy(tmp_path, monkeypatch, capfd):
    """The package is found through PYTHONPATH naming the project's lib/ by its absolute path: the runs
    must import the copy's lib/ (the fix under test), and the hang must be seen, cured and written there."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'trainer'\n")
    (tmp_path / "lib" / "trainer").mkdir(parents=True)
    (tmp_path / "lib" / "trainer" / "__init__.py").write_text("")
    (tmp_path / "lib" / "trainer" / "launch.py").write_text(textwrap.dedent(LAUNCH).lstrip())
    (tmp_path / "run.py").write_text(textwrap.dedent(RUN).lstrip())
    monkeypatch.chdir(tmp_path)
    given = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "lib") + (os.pathsep + given if given else ""))

    code = main(["run", "--fix", "--timeout", "240", "--format", "json", "--", "python", "run.py"])

    data = json.loads(capfd.readouterr().out)
    assert data["detected"]["outcome"] == "hang", data["detected"]
    [site] = data["sites"]
    assert (site["code"], site["path"]) == ("FMP002", os.path.join("lib", "trainer", "launch.py"))
    [accepted] = [candidate for candidate in data["proof"]["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == CURED
    assert data["proof"]["written"] == [os.path.join("lib", "trainer", "launch.py")]
    assert "def work(rank, queue):\n    torch.set_num_threads(1)\n" in (
        tmp_path / "lib" / "trainer" / "launch.py").read_text()
    assert code == 0


def test_run_fix_follows_a_relative_link_out_of_the_project_and_writes_nothing(tmp_path, monkeypatch, capfd):
    """trainer/launch.py is a relative link to ../../shared/launch.py, outside the project: copied as a
    link it would dangle, the program would crash on the import, and the hang would read as "nothing to
    fix". It is seen, named by the project's path and the file it leads to, its fix is offered as a diff,
    and nothing is written."""
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "launch.py").write_text(textwrap.dedent(LAUNCH).lstrip())
    project = tmp_path / "project"
    (project / "trainer").mkdir(parents=True)
    (project / "pyproject.toml").write_text("[project]\nname = 'trainer'\n")
    (project / "trainer" / "__init__.py").write_text("")
    (project / "trainer" / "launch.py").symlink_to(Path("..", "..", "shared", "launch.py"))
    (project / "run.py").write_text(textwrap.dedent(RUN).lstrip())
    monkeypatch.chdir(project)
    outside_before = (tmp_path / "shared" / "launch.py").read_bytes()

    code = main(["run", "--fix", "--timeout", "240", "--", "python", "run.py"])

    out = capfd.readouterr().out
    assert "under the sanitizer: hang" in out
    assert ("trainer/launch.py:15: FMP002" in out
            and f"a link to {tmp_path / 'shared' / 'launch.py'}, outside the project: not fixed" in out), out
    # Its fix is offered as a diff of the file, never written (the file is not the project's).
    assert "its fix, offered and not written (trainer/launch.py leads out of the project):" in out
    assert "    +    torch.set_num_threads(1)\n" in out
    assert (tmp_path / "shared" / "launch.py").read_bytes() == outside_before
    assert os.readlink(project / "trainer" / "launch.py") == os.path.join("..", "..", "shared", "launch.py")
    assert code == 1


def test_ctrl_c_during_the_proof_stops_run_fix_before_any_write(tmp_path):
    """The command sends fixmp SIGINT (as a terminal's Ctrl-C would) on its second run, during the proof,
    after the hazard was seen: fixmp stops at once with 130, and the project is as it was."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[project]\nname = 'server'\n")
    (project / "server.py").write_text(textwrap.dedent(SERVER).lstrip())
    original = (project / "server.py").read_bytes()
    runs = tmp_path / "runs.log"  # outside the project, where every run of the command counts itself
    # The program's shell's parent is the shell fixmp runs the command line with; fixmp is that one's parent.
    (tmp_path / "command.sh").write_text(
        f'echo run >> "{runs}"\n'
        f'if [ "$(wc -l < "{runs}")" -ge 2 ]; then kill -INT "$(ps -o ppid= -p $PPID)"; fi\n'
        f'exec "{sys.executable}" server.py\n')
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))

    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--fix", "--timeout", "240", "--", "sh",
                           str(tmp_path / "command.sh")], cwd=project, env=env, capture_output=True, text=True,
                          timeout=600)

    assert done.returncode == 130, done.stdout + done.stderr
    assert "fixmp: interrupted" in done.stderr and "Traceback" not in done.stderr
    assert runs.read_text().count("run") == 2  # the detection, then the proof's first run: no more
    assert (project / "server.py").read_bytes() == original
