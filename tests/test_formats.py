"""Output for machines: GitHub workflow commands, SARIF 2.1.0 with fixes, and diffs `git apply` takes."""

from __future__ import annotations

import json
import shutil
import subprocess
import textwrap
from pathlib import Path

import jsonschema
import pytest
from programs import HAZARD, TWO_FIXES

from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.engine import FileError, FileResult, Finding, RunResult, process_source, source_lines
from fixmp.fixing.patch import apply_edits
from fixmp.outputs.report import render_github
from fixmp.outputs.sarif import fix_replacement
from fixmp.rules import rule_by_code

SCHEMA = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text())

# The fix adds an import at the top and edits the end of a file without a final newline.
IMPORT_AT_END = textwrap.dedent(
    """\
    import torch
    from concurrent.futures import ProcessPoolExecutor

    def work(x):
        return torch.ones(1, device="cuda").item() * x

    if __name__ == "__main__":
        torch.cuda.init()
        with ProcessPoolExecutor(max_workers=2) as ex:
            print(list(ex.map(work, range(2))))"""
)
BROKEN = "from multiprocessing import Process\ndef f(:\n    pass\n"


def _cli(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def project(tmp_path, monkeypatch):
    folder = tmp_path / "project"
    folder.mkdir()
    monkeypatch.chdir(folder)
    (folder / "hazard.py").write_text(HAZARD)
    (folder / "two.py").write_text(TWO_FIXES)
    (folder / "at_end.py").write_text(IMPORT_AT_END)
    # A form feed is an ordinary character inside a Python line (str.splitlines would split there).
    (folder / "formfeed.py").write_bytes(HAZARD.replace("if __name__", "\x0c\nif __name__").encode())
    (folder / "crlf.py").write_bytes(HAZARD.replace("\n", "\r\n").encode())
    return folder


def _apply_region(text: str, region: dict, inserted: str) -> str:
    """Apply a SARIF replacement by its line/column region (columns in code points)."""
    lines = source_lines(text)

    def offset(line, column):
        return sum(len(item) for item in lines[: line - 1]) + column - 1

    start = offset(region["startLine"], region["startColumn"])
    end = offset(region["endLine"], region["endColumn"])
    by_lines = text[:start] + inserted + text[end:]
    by_chars = text[: region["charOffset"]] + inserted + text[region["charOffset"] + region["charLength"]:]
    assert by_lines == by_chars, "the line/column and offset forms of the region must agree"
    return by_lines


# --- github -------------------------------------------------------------------------------


def test_github_annotates_findings_and_errors(project, capsys):
    (project / "broken.py").write_text(BROKEN)
    code, out, _ = _cli(capsys, "check", "--format", "github", "--select", "FMP001", "hazard.py", "broken.py")
    assert code == 2
    finding, error = out.splitlines()
    assert finding.startswith(
        "::error file=hazard.py,line=10,col=5,endLine=10,endColumn=14,title=FMP001 (cuda-before-fork)::"
        "Process starts with the default fork start method after the parent initialised CUDA"
    )
    assert error.startswith("::error file=broken.py,line=2,title=fixmp error::syntax error at line 2")


def test_github_escapes_data_and_properties():
    finding = Finding(
        path="we,ird:dir/a%b.py", line=3, column=1, end_line=4, end_column=2, code="FMP001",
        name="cuda-before-fork", message="100% sure:\r\nline two, really", fix=None,
    )
    result = RunResult((FileResult("x", (finding,)),), (FileError("gone:,%\n.py", "no such\nfile"),))
    assert render_github(result).splitlines() == [
        "::error file=we%2Cird%3Adir/a%25b.py,line=3,col=1,endLine=4,endColumn=2,"
        "title=FMP001 (cuda-before-fork)::100%25 sure:%0D%0Aline two, really",
        "::error file=gone%3A%2C%25%0A.py,title=fixmp error::no such%0Afile",
    ]


# --- sarif --------------------------------------------------------------------------------


def _sarif(capsys, *argv):
    code, out, _ = _cli(capsys, *argv)
    document = json.loads(out)
    validator = jsonschema.validators.validator_for(SCHEMA)(SCHEMA)
    errors = sorted(validator.iter_errors(document), key=str)
    assert not errors, "\n".join(error.message for error in errors[:5])
    return code, document


def test_sarif_is_valid_and_describes_the_tool_and_rules(project, capsys):
    code, document = _sarif(capsys, "check", "--format", "sarif", ".")
    assert code == 1
    assert document["version"] == "2.1.0"
    [run] = document["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "fixmp"
    assert driver["version"]
    assert driver["informationUri"].startswith("https://")
    rule = rule_by_code("FMP001")
    [descriptor] = [d for d in driver["rules"] if d["id"] == "FMP001"]
    assert descriptor["name"] == "cuda-before-fork"
    assert descriptor["shortDescription"]["text"] == rule.SUMMARY
    assert descriptor["fullDescription"]["text"] == rule.doc_sections()["What it does"]
    assert descriptor["helpUri"].endswith("README.md#fmp001-cuda-before-fork")
    assert descriptor["defaultConfiguration"] == {"enabled": True, "level": "error"}
    assert run["invocations"][0]["executionSuccessful"] is True
    assert run["columnKind"] == "unicodeCodePoints"


def test_sarif_results_point_at_findings_and_their_fixes_reproduce_the_fix(project, capsys):
    _, document = _sarif(capsys, "check", "--format", "sarif", "--select", "FMP001", ".")
    [run] = document["runs"]
    results = run["results"]
    assert sorted(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results) == [
        "at_end.py", "crlf.py", "formfeed.py", "hazard.py", "two.py", "two.py",
    ]
    for result in results:
        assert result["ruleId"] == "FMP001"
        assert run["tool"]["driver"]["rules"][result["ruleIndex"]]["id"] == "FMP001"
        assert result["level"] == "error"
        assert "Cannot re-initialize CUDA" in result["message"]["text"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        [fix] = result["fixes"]
        assert fix["description"]["text"] == 'start the processes with a "spawn" context'
        [change] = fix["artifactChanges"]
        assert change["artifactLocation"]["uri"] == location["artifactLocation"]["uri"]
        [replacement] = change["replacements"]
        path = project / location["artifactLocation"]["uri"]
        original = path.read_bytes().decode()
        fixed = _apply_region(original, replacement["deletedRegion"], replacement["insertedContent"]["text"])
        # The fix alone, as `fixmp review` would apply it.
        source = path.read_bytes()
        alone = {
            proposal.first_line: apply_edits(source, proposal.edits)
            for proposal in process_source(source, path.name, Settings(), proposals=True).proposals
        }
        assert fixed.encode() == alone[location["region"]["startLine"]]
    hazard = next(r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "hazard.py")
    assert hazard["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 10, "startColumn": 5, "endLine": 10, "endColumn": 14,
    }
    replacement = hazard["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["deletedRegion"]["startLine"] == 9
    assert replacement["deletedRegion"]["endLine"] == 10
    assert replacement["insertedContent"]["text"] == (
        '    ctx = mp.get_context("spawn")\n    p = ctx.Process(target=train, args=(0, model))\n'
    )
    # A file with one fix: applying it gives exactly what `fixmp fix` writes.
    for name in ("hazard.py", "at_end.py", "crlf.py", "formfeed.py"):
        result = next(r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == name)
        replacement = result["fixes"][0]["artifactChanges"][0]["replacements"][0]
        original = (project / name).read_bytes().decode()
        expected = _apply_region(original, replacement["deletedRegion"], replacement["insertedContent"]["text"])
        assert _cli(capsys, "fix", "--select", "FMP001", name)[0] == 0
        assert (project / name).read_bytes().decode() == expected


def test_sarif_reports_errors_as_notifications(project, capsys):
    (project / "broken.py").write_text(BROKEN)
    code, document = _sarif(capsys, "check", "--format", "sarif", "broken.py", "hazard.py", "missing.py")
    assert code == 2
    invocation = document["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    notes = {
        n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]: n
        for n in invocation["toolExecutionNotifications"]
    }
    assert set(notes) == {"broken.py", "missing.py"}
    assert notes["broken.py"]["level"] == "error"
    assert notes["broken.py"]["message"]["text"].startswith("syntax error at line ")
    assert notes["missing.py"]["message"]["text"] == "no such file or folder"
    assert len(document["runs"][0]["results"]) == 1


def test_sarif_unsafe_fixes_only_with_the_flag(project, capsys):
    (project / "unsafe.py").write_text(textwrap.dedent(
        """\
        import torch
        import multiprocessing as mp

        def work():
            torch.ones(1).cuda()

        def launch():
            torch.cuda.set_device(0)
            mp.Process(target=work).start()
        """
    ))
    _, document = _sarif(capsys, "check", "--format", "sarif", "unsafe.py")
    [result] = document["runs"][0]["results"]
    assert "fixes" not in result
    assert result["properties"]["fix"] == "unsafe"
    assert result["properties"]["fixDescription"].startswith('start the processes with a "spawn" context (unsafe:')
    _, document = _sarif(capsys, "check", "--format", "sarif", "--unsafe-fixes", "unsafe.py")
    [result] = document["runs"][0]["results"]
    assert result["fixes"][0]["description"]["text"].startswith('start the processes with a "spawn" context (unsafe:')


def test_sarif_after_fix_lists_only_what_is_left(project, capsys):
    (project / "unsafe.py").write_text("import torch\nimport multiprocessing as mp\n\ndef work():\n"
                                       "    torch.ones(1).cuda()\n\ndef launch():\n    torch.cuda.set_device(0)\n"
                                       "    mp.Process(target=work).start()\n")
    code, document = _sarif(capsys, "fix", "--format", "sarif", "hazard.py", "unsafe.py")
    assert code == 1
    [result] = document["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "unsafe.py"
    assert "fixes" not in result
    assert 'ctx = mp.get_context("spawn")' in (project / "hazard.py").read_text()


@pytest.mark.parametrize(
    "old,new",
    [
        pytest.param("a\nb\nc\n", "a\nB\nc\n", id="change-middle"),
        pytest.param("a\nb\nc\n", "a\nx\ny\nb\nc\n", id="insert-middle"),
        pytest.param("a\nb\n", "import x\na\nb\n", id="insert-first"),
        pytest.param("a\nb\n", "a\nb\nc\n", id="append-after-final-newline"),
        pytest.param("a\nb", "a\nb\nc", id="change-last-line-without-newline"),
        pytest.param("a\nb", "a\nB", id="replace-last-line-without-newline"),
        pytest.param("a\nb\nc\n", "a\nc\n", id="delete"),
        pytest.param("a\r\nb\r\n", "a\r\nx\r\nb\r\n", id="crlf"),
        pytest.param("", "x\n", id="empty"),
        pytest.param("é\nb\n", "é\nβ\n", id="non-ascii"),
    ],
)
def test_fix_replacement_covers_exactly_the_changed_lines(old, new):
    replacement = fix_replacement(old, new)
    region = replacement["deletedRegion"]
    assert region["startColumn"] == 1 or region["startLine"] == len(source_lines(old))
    assert _apply_region(old, region, replacement["insertedContent"]["text"]) == new


# --- diff -----------------------------------------------------------------------------------


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["git", "-c", "user.name=fixmp", "-c", "user.email=fixmp@example.com", "-c", "core.autocrlf=false", *args],
        cwd=folder, capture_output=True, text=True, check=True,
    )


def test_diff_format_applies_with_git_apply_and_matches_fix(project, capsys, tmp_path, monkeypatch):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    code, patch, _ = _cli(capsys, "check", "--format", "diff", ".")
    assert code == 1
    assert _cli(capsys, "fix", "--diff", "--format", "diff", ".")[1] == patch
    assert _cli(capsys, "fix", "--diff", ".")[1] == patch

    applied = tmp_path / "applied"
    shutil.copytree(project, applied)
    _git(applied, "init", "-q")
    _git(applied, "add", ".")
    _git(applied, "commit", "-q", "-m", "hazards")
    (tmp_path / "fixmp.patch").write_text(patch, newline="")
    _git(applied, "apply", "--check", str(tmp_path / "fixmp.patch"))
    _git(applied, "apply", str(tmp_path / "fixmp.patch"))

    assert _cli(capsys, "fix", ".")[0] == 0
    names = sorted(p.name for p in project.iterdir() if p.name != ".fixmp_cache")  # (the cache's own folder)
    assert len(names) == 5
    for name in names:
        assert (applied / name).read_bytes() == (project / name).read_bytes(), name
    assert _cli(capsys, "check", "--format", "diff", ".")[1] == ""


def test_json_and_sarif_say_what_a_fix_does_why_there_is_none_and_what_fix_wrote(tmp_path, monkeypatch, capsys):
    """A CI consumer sees why a fix is withheld, and after `fix` which findings were fixed (issue #11, #14)."""
    import shutil

    repo = Path(__file__).resolve().parent.parent
    shutil.copy(repo / "fixtures" / "FMP001" / "pool_map.before.py", tmp_path / "cuda.py")
    shutil.copy(repo / "fixtures" / "FMP005" / "lambda_pool_map_no_fix.before.py", tmp_path / "lam.py")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "--format", "json", "."]) == 1
    by_code = {f["code"]: f for f in json.loads(capsys.readouterr().out)["findings"]}
    assert by_code["FMP001"]["fix_description"] == 'start the processes with a "spawn" context'
    assert by_code["FMP001"]["no_fix_reason"] is None and by_code["FMP001"]["fixed"] is False
    assert by_code["FMP005"]["fix"] is None and by_code["FMP005"]["no_fix_reason"].startswith("no fix: ")

    assert main(["check", "--no-cache", "--format", "sarif", "."]) == 1
    results = json.loads(capsys.readouterr().out)["runs"][0]["results"]
    properties = {result["ruleId"]: result.get("properties", {}) for result in results}
    assert properties["FMP001"] == {"fix": "safe", "fixDescription": 'start the processes with a "spawn" context'}
    assert properties["FMP005"]["noFixReason"] == by_code["FMP005"]["no_fix_reason"]

    assert main(["fix", "--no-cache", "--format", "json", "."]) == 1
    fixed = {f["code"]: f["fixed"] for f in json.loads(capsys.readouterr().out)["findings"]}
    assert fixed == {"FMP001": True, "FMP005": False}


def test_an_error_with_a_place_in_the_file_says_its_line_everywhere(tmp_path, monkeypatch, capsys):
    """github annotations, JSON and SARIF carry the line of a syntax error (and it survives the cache)."""
    (tmp_path / "broken.py").write_text("from multiprocessing import Process\n\ndef f(:\n    pass\n")
    monkeypatch.chdir(tmp_path)
    for _ in range(2):  # the second run takes the error from the cache
        assert main(["check", "--format", "github", "."]) == 2
        assert capsys.readouterr().out.startswith("::error file=broken.py,line=3,title=fixmp error::syntax error")
    assert main(["check", "--format", "json", "."]) == 2
    [error] = json.loads(capsys.readouterr().out)["errors"]
    assert (error["path"], error["line"]) == ("broken.py", 3)
    assert main(["check", "--format", "sarif", "."]) == 2
    [note] = json.loads(capsys.readouterr().out)["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert note["locations"][0]["physicalLocation"]["region"] == {"startLine": 3}


def test_sarif_uris_are_relative_to_the_repository_root_and_results_have_fingerprints(tmp_path, monkeypatch, capsys):
    """Run from a subfolder, code scanning still maps each result to its file; fingerprints survive line moves."""
    repository = tmp_path / "repository"
    (repository / ".git").mkdir(parents=True)
    (repository / "src" / "train").mkdir(parents=True)
    (repository / "src" / "train" / "a.py").write_text(HAZARD)
    (repository / "src" / "train" / "b.py").write_text(HAZARD)
    monkeypatch.chdir(repository / "src")

    def sarif() -> dict:
        assert main(["check", "--no-cache", "--format", "sarif", "train"]) == 1
        return json.loads(capsys.readouterr().out)["runs"][0]

    run = sarif()
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == repository.as_uri() + "/"
    locations = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in run["results"]]
    assert [(l["uri"], l["uriBaseId"]) for l in locations] == [("src/train/a.py", "%SRCROOT%"),
                                                                ("src/train/b.py", "%SRCROOT%")]
    prints = [r["partialFingerprints"]["fixmpFinding/v1"] for r in run["results"]]
    assert len(set(prints)) == 2  # the same code in two files: two findings
    # Lines added above the finding move it, but it is the same finding.
    (repository / "src" / "train" / "a.py").write_text("# a comment\n# another\n" + HAZARD)
    moved = sarif()
    assert moved["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] == \
        run["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] + 2
    assert [r["partialFingerprints"]["fixmpFinding/v1"] for r in moved["results"]] == prints


# ---------------------------------------------------------------- a monorepo's job matrix (issue #14)


def _shard_project(folder: Path) -> None:
    for number in range(12):
        (folder / f"m{number:02}.py").write_text(HAZARD)


def test_shards_split_the_files_between_them_once_each(tmp_path, monkeypatch, capsys):
    _shard_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "--format", "json", "."]) == 1
    everything = sorted(f["path"] for f in json.loads(capsys.readouterr().out)["findings"])
    parts = []
    for number in (1, 2, 3):
        main(["check", "--no-cache", "--format", "json", "--shard", f"{number}/3", "."])
        parts.append(sorted(f["path"] for f in json.loads(capsys.readouterr().out)["findings"]))
    assert sorted(path for part in parts for path in part) == everything  # each file in exactly one part
    assert all(parts), "a shard of 12 files came out empty: the split is not spread"
    main(["check", "--no-cache", "--format", "json", "--shard", "2/3", "."])
    assert sorted(f["path"] for f in json.loads(capsys.readouterr().out)["findings"]) == parts[1]  # the same again
    assert main(["fix", "--no-cache", "--diff", "--shard", "1/3", "."]) == 1
    assert sorted(line[len("--- a/"):] for line in capsys.readouterr().out.splitlines()
                  if line.startswith("--- a/")) == parts[0]


@pytest.mark.parametrize("shard", ["0/3", "4/3", "1", "a/b"])
def test_a_shard_is_k_of_n(tmp_path, capsys, shard):
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--shard", shard, str(tmp_path)])
    assert exit_info.value.code == 2 and "--shard" in capsys.readouterr().err


def test_the_shards_sarif_logs_merge_into_one_valid_log(tmp_path, monkeypatch, capsys):
    _shard_project(tmp_path)
    (tmp_path / "broken.py").write_text("from multiprocessing import Process\ndef f(:\n")
    monkeypatch.chdir(tmp_path)
    whole = _sarif(capsys, "check", "--no-cache", "--format", "sarif", ".")[1]["runs"][0]
    logs = []
    for number in (1, 2):
        _, document = _sarif(capsys, "check", "--no-cache", "--format", "sarif", "--shard", f"{number}/2", ".")
        logs.append(tmp_path / f"shard{number}.sarif")
        logs[-1].write_text(json.dumps(document))
    code, merged = _sarif(capsys, "merge-sarif", *map(str, logs))
    assert code == 0
    [run] = merged["runs"]
    key = lambda result: result["partialFingerprints"]["fixmpFinding/v1"]  # noqa: E731
    assert sorted(map(key, run["results"])) == sorted(map(key, whole["results"]))
    assert run["invocations"][0]["executionSuccessful"] is False  # broken.py's error, in one shard or the other
    assert len(run["invocations"][0]["toolExecutionNotifications"]) == 1
    (tmp_path / "other.sarif").write_text(json.dumps({**merged, "runs": [{**run, "tool": {"driver": {"name": "x"}}}]}))
    code, _, err = _cli(capsys, "merge-sarif", str(logs[0]), str(tmp_path / "other.sarif"))
    assert code == 2 and "different fixmp versions or rule sets" in err


def test_verify_shards_split_the_fixtures_by_name():
    from fixmp.model import Shard
    from fixmp.prove.fixtures import discover_fixtures

    names = [fixture.name for fixture in discover_fixtures(Path(__file__).resolve().parent.parent / "fixtures")]
    parts = [[name for name in names if Shard(number, 4).holds(name)] for number in range(1, 5)]
    assert sorted(name for part in parts for name in part) == sorted(names)
    assert all(parts)
