"""Bad input gets a clear error and nothing is lost (issue 7).

Every case runs through the command line (``check`` and ``fix``, text and JSON)
beside ``good.py``, a fixable hazard, which must still be reported and fixed. A
file fixmp cannot process is named with the reason, counts as an error (exit 2),
and keeps every byte.

Decisions these tests hold fixmp to:

- Line endings: libcst keeps each line's own ending, so a CRLF file stays CRLF and a
  file with mixed endings is fixed with every untouched line's ending byte for byte;
  an inserted line takes the ending of the file's first line. libcst drops a lone
  carriage return that ends the file, so such a file is reported and left unchanged.
- A file without any write permission bit is read-only for everyone, root included
  (root could write it, but the bits say it is not to be changed): reported, not
  written. A written file keeps its permission bits.
- A file changed or deleted between analysis and writing is not overwritten.
- A file over ``engine.MAX_SOURCE_BYTES`` is reported, not parsed.
"""

from __future__ import annotations

import difflib
import importlib.util
import json
import marshal
import os
import stat
import textwrap
from pathlib import Path

import libcst
import pytest
from programs import HAZARD, HAZARD_FIXED

from fixmp import cli, engine
from fixmp.cli import main
from fixmp.rules import rule_by_code

# The same hazard through `from multiprocessing import ...`: its fix also edits the import line.
_FROM_IMPORT = next(example for example in rule_by_code("FMP001").INVALID
                    if "from multiprocessing import Process, Queue" in example.code)
FROM_IMPORT = textwrap.dedent(_FROM_IMPORT.code).lstrip("\n")
FROM_IMPORT_FIXED = textwrap.dedent(_FROM_IMPORT.expected_fix).lstrip("\n")
SELECTION = ["--isolated", "--select", "FMP001"]


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "good.py").write_text(HAZARD)
    return tmp_path


def run_cli(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def check_json(capsys, *paths):
    code, out, _ = run_cli(capsys, "check", "--format", "json", *SELECTION, *(paths or ["."]))
    return code, json.loads(out)


def assert_reported_and_kept(project, capsys, name: str, content: bytes, reason: str) -> None:
    """``name`` is an error naming it and ``reason`` in text and JSON, keeps its bytes; good.py is fixed."""
    code, document = check_json(capsys)
    assert code == 2
    assert [(e["path"], reason in e["message"]) for e in document["errors"]] == [(name, True)], document["errors"]
    assert [f["path"] for f in document["findings"]] == ["good.py"]

    code, out, _ = run_cli(capsys, "check", *SELECTION, ".")
    assert code == 2
    assert f"{name}: error: " in out and reason in out.split(f"{name}: error: ")[1].splitlines()[0]
    assert "good.py:10:5: FMP001" in out

    code, out, _ = run_cli(capsys, "fix", "--format", "json", *SELECTION, ".")
    assert code == 2
    document = json.loads(out)
    assert [(e["path"], reason in e["message"]) for e in document["errors"]] == [(name, True)]
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert _raw(project / name) == content

    (project / "good.py").write_text(HAZARD)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 2
    assert f"{name}: error: " in out
    assert "1 fixed in 1 file" in out
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert _raw(project / name) == content


def _raw(path: Path) -> bytes:
    with open(path, "rb") as handle:  # not Path.read_bytes, which one test makes fail
        return handle.read()


def _pyc_bytes() -> bytes:
    """A compiled hazard saved as .py: binary, NUL bytes, and the names the prefilter looks for."""
    return importlib.util.MAGIC_NUMBER + b"\0" * 12 + marshal.dumps(compile(HAZARD, "hazard.py", "exec"))


UNPROCESSABLE = [
    # Each file names a process start, so the prefilter passes it on to the parser.
    pytest.param("broken.py", b"from multiprocessing import Process\ndef f(:\n    pass\n",
                 "syntax error at line 2, column 7: invalid syntax", id="syntax-error"),
    pytest.param("legacy.py", b'from multiprocessing import Process\nprint "x"\n',
                 "syntax error at line 2, column 1: Missing parentheses in call to 'print'", id="python-2"),
    pytest.param("legacy_octal.py", b"from multiprocessing import Process; import os\nos.umask(0022)\n",
                 "syntax error at line 2, column 10: leading zeros in decimal integer literals", id="python-2-octal"),
    pytest.param("latin.py", "from multiprocessing import Process\n# caf\xe9\n".encode("latin-1"),
                 "cannot decode: byte 0xe9 at line 2, column 6 is not valid utf-8 (the default: it has no "
                 "`# -*- coding: ... -*-` declaration)", id="latin-1-undeclared"),
    pytest.param("wrong.py", "# -*- coding: ascii -*-\nfrom multiprocessing import Process\nname = 'caf\xe9'\n".encode("latin-1"),
                 "byte 0xe9 at line 3, column 12 is not valid ascii as its encoding declaration says",
                 id="declared-encoding-violated"),
    pytest.param("unknown.py", b"# coding: klingon\nfrom multiprocessing import Process\n",
                 "cannot decode: unknown encoding: klingon", id="unknown-encoding"),
    pytest.param("bom_latin.py", b"\xef\xbb\xbf# coding: latin-1\nfrom multiprocessing import Process\n",
                 "starts with a UTF-8 byte-order mark but declares another encoding", id="bom-and-other-declaration"),
    pytest.param("compiled.py", _pyc_bytes(), "not a text file: a NUL byte at line ", id="binary-pyc"),
    pytest.param("nul.py", b"from multiprocessing import Process\nx = 1\0\n", "not a text file: a NUL byte at line 2, column 6",
                 id="nul-byte"),
    pytest.param("indented.py", b"from multiprocessing import Process\n" + b"".join(b" " * i + b"if x:\n" for i in range(110))
                 + b" " * 110 + b"pass\n", "too many levels of indentation", id="too-deep-indentation"),
]


@pytest.mark.parametrize("name,content,reason", UNPROCESSABLE)
def test_unprocessable_file_is_reported_and_kept(project, capsys, name, content, reason):
    (project / name).write_bytes(content)
    assert_reported_and_kept(project, capsys, name, content, reason)


def test_very_large_file_is_reported_without_parsing_it(project, capsys, monkeypatch):
    """5 MB of generated code with the hazard in it: refused on its size, never handed to libcst
    (parsing it would take minutes), while good.py beside it is parsed and fixed."""
    block = "".join(f"def generated_{i}(x):\n    return x * {i} + {i % 7}\n\n\n" for i in range(1000))
    text = HAZARD.replace('if __name__ == "__main__":', block * (5 * 2**20 // len(block) + 1) + 'if __name__ == "__main__":')
    content = text.encode()
    assert len(content) > 5 * 2**20
    (project / "generated.py").write_bytes(content)
    parsed_sizes = []
    real_parse_module = libcst.parse_module

    def recording_parse_module(source, *args, **kwargs):
        parsed_sizes.append(len(source))
        return real_parse_module(source, *args, **kwargs)

    monkeypatch.setattr(libcst, "parse_module", recording_parse_module)
    assert_reported_and_kept(project, capsys, "generated.py", content, "too large to analyse (5.0 MiB, over fixmp's limit")
    assert parsed_sizes, "good.py was parsed in this process"
    assert max(parsed_sizes) < 2**20


def test_syntax_error_names_file_and_line_in_sarif(project, capsys):
    if "sarif" not in getattr(cli, "OUTPUT_FORMATS", ()):
        pytest.skip("no SARIF output in this version")
    (project / "legacy.py").write_bytes(b'from multiprocessing import Process\nprint "x"\n')
    code, out, _ = run_cli(capsys, "check", "--format", "sarif", *SELECTION, ".")
    assert code == 2
    [run] = json.loads(out)["runs"]
    notes = run["invocations"][0]["toolExecutionNotifications"]
    [note] = [n for n in notes if n["level"] == "error"]
    assert note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("legacy.py")
    assert note["message"]["text"].startswith("syntax error at line 2, column 1: Missing parentheses")


# --- files fixmp fixes in place, keeping their encoding, byte-order mark, endings and indentation ---


def _fix_both(project, capsys, name: str, content: bytes) -> bytes:
    (project / name).write_bytes(content)
    code, document = check_json(capsys)
    assert code == 1 and document["errors"] == []
    assert sorted(f["path"] for f in document["findings"]) == sorted(["good.py", name])
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert "2 fixed in 2 files" in out
    assert (project / "good.py").read_text() == HAZARD_FIXED
    return (project / name).read_bytes()


def test_latin_1_with_declaration_is_rewritten_in_latin_1(project, capsys):
    header = "# -*- coding: latin-1 -*-\n# Données d'entraînement\n"
    before = header + HAZARD.replace('device="cuda"', 'device="cuda")  # é\n    ("\xe9"')
    after = header + HAZARD_FIXED.replace('device="cuda"', 'device="cuda")  # é\n    ("\xe9"')
    fixed = _fix_both(project, capsys, "latin.py", before.encode("latin-1"))
    assert fixed == after.encode("latin-1")
    _assert_only_changed_lines_differ(before.encode("latin-1"), fixed)


def test_byte_order_mark_is_kept(project, capsys):
    fixed = _fix_both(project, capsys, "bom.py", b"\xef\xbb\xbf" + HAZARD.encode())
    assert fixed == b"\xef\xbb\xbf" + HAZARD_FIXED.encode()


@pytest.mark.parametrize("before,after", [(HAZARD, HAZARD_FIXED), (FROM_IMPORT, FROM_IMPORT_FIXED)], ids=["insert", "import"])
def test_crlf_file_keeps_crlf_on_every_line(project, capsys, before, after):
    fixed = _fix_both(project, capsys, "windows.py", before.replace("\n", "\r\n").encode())
    assert fixed == after.replace("\n", "\r\n").encode()
    assert fixed.count(b"\n") == fixed.count(b"\r\n")


def _endings(line: bytes) -> bytes:
    return line[len(line.rstrip(b"\r\n")):]


def _assert_only_changed_lines_differ(before: bytes, after: bytes) -> None:
    """Every line the fix did not touch is byte for byte the same, ending included."""
    old, new = before.splitlines(keepends=True), after.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(a=[line.rstrip(b"\r\n") for line in old], b=[line.rstrip(b"\r\n") for line in new],
                                      autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            assert old[i1:i2] == new[j1:j2]
        elif tag == "replace" and i2 - i1 == j2 - j1:  # a line edited in place keeps its ending
            assert [_endings(line) for line in old[i1:i2]] == [_endings(line) for line in new[j1:j2]]


@pytest.mark.parametrize("before,after", [(HAZARD, HAZARD_FIXED), (FROM_IMPORT, FROM_IMPORT_FIXED)], ids=["insert", "import"])
@pytest.mark.parametrize("endings", [("\n", "\r\n"), ("\r\n", "\n"), ("\r\n", "\n", "\r")], ids=["lf-first", "crlf-first", "with-cr"])
def test_mixed_endings_keep_every_untouched_line_ending(project, capsys, before, after, endings):
    lines = before.splitlines()
    mixed = "".join(line + endings[i % len(endings)] for i, line in enumerate(lines[:-1])) + lines[-1] + "\n"
    fixed = _fix_both(project, capsys, "mixed.py", mixed.encode())
    assert fixed.decode().replace("\r\n", "\n").replace("\r", "\n") == after
    _assert_only_changed_lines_differ(mixed.encode(), fixed)
    inserted = [line for line in fixed.splitlines(keepends=True) if b"get_context(" in line and b"ctx =" in line]
    assert [_endings(line) for line in inserted] == [endings[0].encode()]  # the first line's ending


def test_file_ending_in_a_lone_carriage_return_is_reported_and_kept(project, capsys):
    """libcst drops a final lone CR: a rewrite would lose it, so fixmp writes nothing."""
    content = HAZARD.replace("\n", "\r").encode()
    (project / "mac.py").write_bytes(content)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 2
    assert "mac.py: error: fixmp's parser (libcst) does not reproduce this file byte for byte " \
           "(it ends with a lone carriage return); file left unchanged" in out
    assert (project / "mac.py").read_bytes() == content
    assert (project / "good.py").read_text() == HAZARD_FIXED


def test_tabs_are_kept_and_used_for_inserted_lines(project, capsys):
    fixed = _fix_both(project, capsys, "tabs.py", HAZARD.replace("    ", "\t").encode())
    assert fixed == HAZARD_FIXED.replace("    ", "\t").encode()


@pytest.mark.parametrize("content", [b"", b"\n\n", b"# only a comment about multiprocessing\n", b"\xef\xbb\xbf"],
                         ids=["empty", "blank-lines", "comment", "bom-only"])
def test_empty_and_trivial_files_are_fine(project, capsys, content):
    (project / "trivial.py").write_bytes(content)
    code, document = check_json(capsys)
    assert code == 1 and document["errors"] == []
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert (project / "trivial.py").read_bytes() == content
    assert (project / "good.py").read_text() == HAZARD_FIXED


def test_binary_file_without_the_prefilter_words_is_skipped(project, capsys):
    content = bytes(range(256)) * 64
    (project / "blob.py").write_bytes(content)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert (project / "blob.py").read_bytes() == content
    assert (project / "good.py").read_text() == HAZARD_FIXED


def test_recursion_limit_is_a_clear_error(project, capsys, monkeypatch):
    """Code nested past Python's recursion limit (in libcst's visitors) costs that file, with a reason."""
    real = engine.analyse_module

    def analyse(module, path, *args, **kwargs):
        if path.endswith("deep.py"):
            raise RecursionError("maximum recursion depth exceeded")
        return real(module, path, *args, **kwargs)

    monkeypatch.setattr(engine, "analyse_module", analyse)
    (project / "deep.py").write_text(HAZARD)
    assert_reported_and_kept(project, capsys, "deep.py", HAZARD.encode(), "too deeply nested for fixmp to process")


def _with_chain(program: str, terms: int) -> str:
    chain = "total = " + " + ".join(["x"] * terms) + "\n"
    return program.replace('if __name__ == "__main__":', chain + 'if __name__ == "__main__":')


def test_long_expression_chain_is_processed(project, capsys):
    fixed = _fix_both(project, capsys, "chain.py", _with_chain(HAZARD, 250).encode())
    assert fixed.decode() == _with_chain(HAZARD_FIXED, 250)


def test_expression_chain_past_the_recursion_limit_is_a_clear_error(project, capsys):
    """libcst recurses once per operand of ``a + b + ...`` (and takes time quadratic in their number);
    thousands of them end in a reason before parsing, not a crash or minutes of work."""
    content = _with_chain(HAZARD, 1500).encode()
    (project / "chain.py").write_bytes(content)
    assert_reported_and_kept(project, capsys, "chain.py", content, "chains more than 1,000 operators")


# --- the file system ---


def test_symlink_loops_are_not_followed(project, capsys):
    (project / "loop.py").symlink_to("loop.py")
    (project / "a.py").symlink_to("b.py")
    (project / "b.py").symlink_to("a.py")
    (project / "pkg").mkdir()
    (project / "pkg" / "again").symlink_to("..", target_is_directory=True)
    (project / "pkg" / "inner.py").write_text(HAZARD)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert "2 fixed in 2 files" in out
    assert (project / "pkg" / "inner.py").read_text() == HAZARD_FIXED
    assert os.readlink(project / "loop.py") == "loop.py"

    code, out, _ = run_cli(capsys, "check", *SELECTION, "loop.py", "good.py")
    assert code == 2
    assert "loop.py: error: a symbolic link to nothing (a loop, or a missing target); not followed" in out


def test_symlink_out_of_the_tree_is_not_followed(tmp_path, capsys, monkeypatch):
    outside = tmp_path / "elsewhere" / "theirs.py"
    outside.parent.mkdir()
    outside.write_text(HAZARD)
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "good.py").write_text(HAZARD)
    (tree / "theirs.py").symlink_to(outside)
    (tree / "linked_dir").symlink_to(outside.parent, target_is_directory=True)
    monkeypatch.chdir(tree)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert "1 file scanned" in out
    assert (tree / "good.py").read_text() == HAZARD_FIXED
    assert outside.read_text() == HAZARD
    assert (tree / "theirs.py").is_symlink()


def test_unreadable_file_is_reported(project, capsys, monkeypatch):
    """Tests run as root, which reads any file: the read itself fails here, as it would for another user."""
    (project / "secret.py").write_text(HAZARD)
    real = Path.read_bytes

    def read_bytes(self):
        if self.name == "secret.py":
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    assert_reported_and_kept(project, capsys, "secret.py", HAZARD.encode(), "cannot read: Permission denied")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads a file whatever its mode")
def test_file_without_read_permission_is_reported(project, capsys):
    (project / "secret.py").write_text(HAZARD)
    (project / "secret.py").chmod(0)
    try:
        code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
        assert code == 2
        assert "secret.py: error: cannot read: Permission denied" in out
        assert (project / "good.py").read_text() == HAZARD_FIXED
    finally:
        (project / "secret.py").chmod(0o644)
    assert (project / "secret.py").read_text() == HAZARD


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_named_py_is_reported_not_read(project, capsys):
    """Reading a FIFO blocks until someone writes to it: fixmp must not even open it."""
    os.mkfifo(project / "pipe.py")
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 2
    assert "pipe.py: error: not a regular file (a FIFO, socket or device); not read" in out
    assert (project / "good.py").read_text() == HAZARD_FIXED
    code, out, _ = run_cli(capsys, "check", *SELECTION, "pipe.py")
    assert code == 2
    assert "pipe.py: error: not a regular file" in out


def test_folder_named_like_a_python_file_is_walked(project, capsys):
    (project / "pkg.py").mkdir()
    (project / "pkg.py" / "inner.py").write_text(HAZARD)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert (project / "pkg.py" / "inner.py").read_text() == HAZARD_FIXED


def test_read_only_file_is_not_written_even_by_root(project, capsys):
    (project / "good.py").chmod(0o750)
    (project / "locked.py").write_text(HAZARD)
    (project / "locked.py").chmod(0o444)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 2
    assert "locked.py: error: read-only (mode 444); not overwritten" in out
    assert "locked.py:10:5: FMP001" in out  # its finding remains
    assert (project / "locked.py").read_text() == HAZARD
    assert stat.S_IMODE((project / "locked.py").stat().st_mode) == 0o444
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert stat.S_IMODE((project / "good.py").stat().st_mode) == 0o750


def test_written_file_keeps_mode_owner_and_links(project, capsys):
    (project / "good.py").chmod(0o604)
    os.chown(project / "good.py", os.getuid(), os.getgid())
    (project / "link.py").symlink_to("good.py")
    code, out, _ = run_cli(capsys, "fix", *SELECTION, "link.py")
    assert code == 0, out
    assert (project / "link.py").is_symlink()
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert stat.S_IMODE((project / "good.py").stat().st_mode) == 0o604
    assert ((project / "good.py").stat().st_uid, (project / "good.py").stat().st_gid) == (os.getuid(), os.getgid())


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="only root can give a file to another user")
def test_written_file_keeps_another_users_ownership(project, capsys):
    os.chown(project / "good.py", 65534, 65534)
    code, out, _ = run_cli(capsys, "fix", *SELECTION, ".")
    assert code == 0, out
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert ((project / "good.py").stat().st_uid, (project / "good.py").stat().st_gid) == (65534, 65534)


def test_file_changed_or_deleted_after_analysis_is_not_overwritten(project, capsys, monkeypatch):
    """Someone edits one file and deletes another while fixmp analyses: neither is touched."""
    (project / "edited.py").write_text(HAZARD)
    (project / "deleted.py").write_text(HAZARD)
    real_run = engine.run
    edited = HAZARD + "print('their edit')\n"

    def run_then_interfere(*args, **kwargs):
        result = real_run(*args, **kwargs)
        (project / "edited.py").write_text(edited)
        (project / "deleted.py").unlink()
        return result

    monkeypatch.setattr(engine, "run", run_then_interfere)
    code, out, _ = run_cli(capsys, "fix", "--format", "json", *SELECTION, ".")
    assert code == 2
    errors = {e["path"]: e["message"] for e in json.loads(out)["errors"]}
    assert errors == {
        "deleted.py": "cannot read it again before writing: No such file or directory",
        "edited.py": "changed by someone else since fixmp read it; not overwritten",
    }
    assert (project / "edited.py").read_text() == edited
    assert not (project / "deleted.py").exists()
    assert (project / "good.py").read_text() == HAZARD_FIXED
    assert not list(project.glob(".*.fixmp-tmp"))
