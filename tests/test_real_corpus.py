"""Proven on real code: every rule, unsafe fixes on, over the installed torch package and the standard library.

For every file: no crash, no hang, no internal error (a file Python itself cannot
parse may be reported, nothing else); a file without findings gets no rewrite;
every rewrite parses, compiles and keeps every comment; and a second run over the
rewrites changes nothing. Nothing is written: ``engine.run`` returns the rewrites.
"""

from __future__ import annotations

import ast
import faulthandler
import importlib.util
import io
import sysconfig
import tokenize
from pathlib import Path

import pytest

from fixmp import engine
from fixmp.config import Settings
from fixmp.rules import all_rules

pytestmark = pytest.mark.slow

# A run over both trees takes well under a minute on two cores; past this, it hangs.
HANG_SECONDS = 600


def _corpus():
    roots = [Path(sysconfig.get_paths()["stdlib"])]
    spec = importlib.util.find_spec("torch")  # found, not imported: the sources are read, never run
    if spec is not None and spec.origin:
        roots.append(Path(spec.origin).parent)
    return roots


def _python_rejects(source: bytes) -> bool:
    try:
        compile(source, "<corpus>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError):
        return True
    return False


def _comments(source: bytes) -> list:
    """The file's comments, sorted: a fix may move a comment with its code, never drop one."""
    tokens = tokenize.tokenize(io.BytesIO(source).readline)
    return sorted(token.string for token in tokens if token.type == tokenize.COMMENT)


def test_every_rule_over_torch_and_the_standard_library():
    settings = Settings(select=tuple(rule.CODE for rule in all_rules()), unsafe_fixes=True)
    faulthandler.dump_traceback_later(HANG_SECONDS, exit=True)  # a hang prints every stack and ends the run
    try:
        result = engine.run(_corpus(), settings, fix=True)
    finally:
        faulthandler.cancel_dump_traceback_later()

    assert result.files_scanned > 1000
    assert result.errors == ()
    for error in result.all_errors:
        # Only a file Python cannot parse either (the standard library's tests hold a few on purpose).
        source = Path(error.path).read_bytes()
        assert _python_rejects(source), f"{error.path}: {error.message}"
        assert "internal error" not in error.message

    rewritten = [r for r in result.files if r.fixed_source is not None]
    for file_result in result.files:
        if not file_result.findings:
            assert file_result.fixed_source is None, f"{file_result.path} rewritten without a finding"
    for file_result in rewritten:
        compile(file_result.fixed_source, file_result.path, "exec", dont_inherit=True)
        assert _comments(file_result.fixed_source) == _comments(file_result.source), f"{file_result.path}"
        again = engine.process_source(file_result.fixed_source, file_result.path, settings, fix=True)
        assert again.errors == (), file_result.path
        assert again.fixed_source is None, f"{file_result.path}: a second run changed the rewrite"
        # The rewrite was made from the file as it is on disk (nothing was written: the run only returns it).
        assert file_result.source == Path(file_result.path).read_bytes(), file_result.path
