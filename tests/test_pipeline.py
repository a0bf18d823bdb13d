"""Every consumer of a fix agrees about it: `fix`, `review`, SARIF and `fix --diff` (issue #11).

The reproduced divergence: a file with syntax newer than the running Python
(`type Alias = ...`, PEP 695, under 3.11) and an FMP001 hazard. `fix` rewrote it
(the original cannot be compiled here either, so libcst's parse is the check),
while `review` and SARIF, which checked the rewrite with `compile` alone, said
"internal error: the fixed file would not compile". One check now serves them all
(`engine.rewrite_problem`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from programs import HAZARD, HAZARD_FIXED

from fixmp import engine
from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.outputs.review import review
from fixmp.outputs.sarif import sarif_document

TYPE_ALIAS = "type Weights = list[float]\n"
NEWER = TYPE_ALIAS + HAZARD
NEWER_FIXED = TYPE_ALIAS + HAZARD_FIXED


def test_fix_writes_the_rewrite(tmp_path, monkeypatch, capsys):
    (tmp_path / "train.py").write_text(NEWER)
    monkeypatch.chdir(tmp_path)
    assert main(["fix", "--no-cache", "train.py"]) == 0, capsys.readouterr()
    assert (tmp_path / "train.py").read_text() == NEWER_FIXED


def test_review_offers_and_writes_the_same_rewrite(tmp_path, monkeypatch):
    (tmp_path / "train.py").write_text(NEWER)
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    said = []
    outcome = review(engine.run([Path("train.py")], settings, proposals=True), settings, ask=lambda prompt: "y", say=said.append)
    assert not outcome.errors, said
    assert outcome.files_written == ("train.py",)
    assert (tmp_path / "train.py").read_text() == NEWER_FIXED


def test_sarif_offers_the_same_rewrite(tmp_path, monkeypatch):
    (tmp_path / "train.py").write_text(NEWER)
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    document = sarif_document(engine.run([Path("train.py")], settings, proposals=True))
    run = document["runs"][0]
    assert not run["invocations"][0].get("toolExecutionNotifications"), run["invocations"]
    [result] = run["results"]
    [fix] = result["fixes"]
    inserted = "".join(replacement["insertedContent"]["text"]
                       for change in fix["artifactChanges"] for replacement in change["replacements"])
    assert 'ctx = mp.get_context("spawn")' in inserted


def test_the_diff_is_the_same_rewrite(tmp_path, monkeypatch, capsys):
    (tmp_path / "train.py").write_text(NEWER)
    monkeypatch.chdir(tmp_path)
    assert main(["fix", "--no-cache", "--diff", "--format", "json", "train.py"]) == 1
    [finding] = json.loads(capsys.readouterr().out)["findings"]
    assert finding["fix"] == "safe"


def test_applicability_is_a_type_that_reads_as_before():
    """Fix safety is an enum (ruff's applicability), whose values the JSON contract and the text keep."""
    from fixmp.fixing.fix import SAFE, UNSAFE
    from fixmp.model import Applicability
    from fixmp.rules import rule_by_code

    assert (SAFE, UNSAFE) == (Applicability.SAFE, Applicability.UNSAFE)
    assert [str(SAFE), f"{UNSAFE}", json.dumps([SAFE])] == ["safe", "unsafe", '["safe"]']
    assert SAFE.allowed(unsafe_fixes=False) and not UNSAFE.allowed(unsafe_fixes=False)
    assert UNSAFE.allowed(unsafe_fixes=True)
    assert rule_by_code("FMP004").FIX_SAFETY == (Applicability.UNSAFE,)


def test_a_fix_as_a_patch_combines_shared_edits_and_leaves_out_conflicts():
    """Accepted fixes apply from their own patches: an edit two fixes share is made once; a fix whose
    edit overlaps an applied one is left out, for the next run."""
    from fixmp.fixing.patch import combine, edits_between
    from fixmp.model import Applicability, Edit, Proposal

    source = b"import a\nx = 1\ny = 2\nz = 3\n"
    import_b = Edit(9, 9, b"import b\n")
    first = Proposal("x", Applicability.SAFE, ((2, 1, "FMP001"),), (import_b, Edit(9, 15, b"x = 10\n")))
    second = Proposal("z", Applicability.SAFE, ((4, 1, "FMP001"),), (import_b, Edit(21, 27, b"z = 30\n")))
    clash = Proposal("x again", Applicability.SAFE, ((2, 1, "FMP002"),), (Edit(9, 15, b"x = 11\n"),))
    new, applied, left_out = combine(source, [first, second, clash])
    assert new == b"import a\nimport b\nx = 10\ny = 2\nz = 30\n"
    assert (applied, left_out) == ((first, second), (clash,))
    assert combine(source, [Proposal("x", Applicability.SAFE, ((2, 1, "FMP001"),),
                                     edits_between(source, new))])[0] == new


def test_a_rule_bug_costs_one_file_and_says_where_in_one_line(monkeypatch):
    """A rule that raises is an error for that file: the exception's type, a short message (a KeyError
    of a tree node would otherwise print the whole subtree) and the rule's file and line."""
    import libcst as cst

    from fixmp.engine import _process_candidate
    from fixmp.rules import rule_by_code

    rule = rule_by_code("FMP001")

    def broken(self, context):
        raise KeyError(cst.parse_module("x = 1\n" * 50))

    monkeypatch.setattr(rule, "check", broken)

    result, cacheable = _process_candidate(HAZARD.encode(), "train.py", "/nowhere/train.py", Settings(), False, False, [rule])
    [error] = result.errors
    assert not cacheable
    assert error.message.startswith("internal error, file not checked: KeyError: Module(")
    # The innermost frame of fixmp's own code: where the engine called the rule.
    assert re.search(r"\(at fixmp/engine\.py:\d+\)$", error.message), error.message
    assert "\n" not in error.message and len(error.message) < 220


def test_a_stop_that_libcst_turns_into_another_error_still_stops(monkeypatch):
    """Ctrl-C inside libcst's position recorder came out as a KeyError (its context manager's exit
    looks up a node the interrupted code never stored): fixmp reported a file error and went on,
    losing the stop. The interrupt behind an error is raised again."""
    import pytest

    from fixmp.engine import _process_candidate
    from fixmp.rules import rule_by_code

    rule = rule_by_code("FMP001")

    def interrupted_inside_libcst(self, context):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise KeyError("a node the position recorder never stored") from None

    monkeypatch.setattr(rule, "check", interrupted_inside_libcst)
    with pytest.raises(KeyboardInterrupt):
        _process_candidate(HAZARD.encode(), "train.py", "/nowhere/train.py", Settings(), True, False, [rule])
