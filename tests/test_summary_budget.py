"""One budget bounds every phase a file's result depends on: the summaries of the modules it imports run under
the file's own ``max-steps-per-file``, and a summary over it is an error naming the module (exit 2), never an
empty answer taken in silence (its finding would vanish)."""

from __future__ import annotations

import textwrap

from programs import LAUNCH_FORKS as LAUNCH

from fixmp.cli import main

# Functions enough that summarising the module takes more than the budget set below.
HELPERS = "".join(f"\n\ndef helper{i}(x):\n    y = x + {i}\n    if y > 3:\n        y = y * 2\n    return y\n"
                  for i in range(300))
MAIN = textwrap.dedent(
    """\
    import torch
    from launch import run_workers

    if __name__ == "__main__":
        w = torch.randn(2000, 2000)
        torch.nn.init.orthogonal_(w)
        run_workers(2)
    """)


def _project(tmp_path, steps=None):
    (tmp_path / "launch.py").write_text(LAUNCH + HELPERS)
    (tmp_path / "main.py").write_text(MAIN)
    if steps is not None:
        (tmp_path / "pyproject.toml").write_text(f"[tool.fixmp]\nmax-steps-per-file = {steps}\n")


def test_an_imported_module_over_the_files_budget_is_named_in_an_error(tmp_path, capsys, monkeypatch):
    _project(tmp_path, steps=400)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "main.py"]) == 2
    out = capsys.readouterr().out
    assert ("main.py: error: no summary of the imported module launch.py: its summary went over fixmp's budget "
            "of 400 steps (max-steps-per-file); what it does is unknown here, and a finding that runs through it "
            "may be missing") in out


def test_a_result_with_a_summary_given_up_on_is_not_cached(tmp_path, capsys, monkeypatch):
    """The summary ran under the file's budget, which the cache key leaves out: a larger one would know more."""
    _project(tmp_path, steps=400)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "main.py"]) == 2
    (tmp_path / "pyproject.toml").write_text("[tool.fixmp]\n")
    capsys.readouterr()
    assert main(["check", "main.py"]) == 1
    assert "error" not in capsys.readouterr().out


def test_within_the_budget_the_same_project_has_its_finding_and_no_error(tmp_path, capsys, monkeypatch):
    _project(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "main.py"]) == 1
    out = capsys.readouterr().out
    assert "main.py:7:5: FMP002" in out
    assert "error" not in out
