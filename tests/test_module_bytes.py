"""The readers of a module's bytes (``fixmp.analysis.module_bytes``) find a line's start by the newline before it:
at the file's first byte too, after ``\\r\\n``, and not inside a line; an import continued with a backslash
is read on, whichever newline ends its lines."""

import pytest

from fixmp.analysis.module_bytes import classes_with_bases, import_bindings, imported_modules, top_level_definitions

MODULE = b"""\
@fan_out(processes=2)
def cutting_pattern(cuts):
    from inner import hidden
    return cuts

x = 1  # from here import nothing; class NotAClass(Base)
class Trainer(launch.Base):
    import also_inner
from launch import run_workers, \\
    Pool as P
import numpy as np, os.path
@decorated
@twice
async def serve():
    pass
"""


@pytest.mark.parametrize("newline", [b"\n", b"\r\n"], ids=["lf", "crlf"])
def test_each_line_start_is_read_from_the_first_byte(newline: bytes) -> None:
    source = MODULE.replace(b"\n", newline)
    assert imported_modules(source) == ["inner", "launch", "also_inner", "numpy", "os.path"]
    assert import_bindings(source) == {
        "inner": [("hidden", "hidden")],
        "launch": [("run_workers", "run_workers"), ("Pool", "P")],
        "also_inner": [(None, "also_inner")],
        "numpy": [(None, "np")],
        "os.path": [(None, "os.path")],
    }
    assert classes_with_bases(source) == {"Trainer": b"launch.Base"}
    definitions = top_level_definitions(source)
    assert [name for name, *_ in definitions] == ["cutting_pattern", "Trainer", "serve"]
    for name, begins, header, body, end in definitions:
        # Where its text begins is its first decorator's ``@`` or its header's line, at a line's start.
        assert begins == 0 or source[begins - 1:begins] == b"\n"
        assert source[begins:header] == b"" or source[begins:begins + 1] == b"@"
        assert source[header:body].split()[-1] == name.encode()
        assert end == len(source) or source[end - 1:end] == b"\n"
    (_, begins, header, _, end), (_, class_begins, *_), (_, serve_begins, serve_header, _, serve_end) = definitions
    assert (begins, source[header:header + 3]) == (0, b"def")  # its decorator is the file's first line
    assert end == class_begins  # the top-level ``x = 1`` between them is read with the function before
    assert source[serve_begins:serve_header].startswith(b"@decorated") and serve_end == len(source)


def test_a_file_without_a_newline_before_its_first_line_reads_the_same_as_one_with() -> None:
    for line in (b"import a", b"from a import b", b"class C(B): pass", b"def f(): pass"):
        assert imported_modules(line) == imported_modules(b"\n" + line)
        assert classes_with_bases(line) == classes_with_bases(b"\n" + line)
        assert [(name, begins + 1, header + 1, body + 1, end + 1) for name, begins, header, body, end
                in top_level_definitions(line)] == top_level_definitions(b"\n" + line)
