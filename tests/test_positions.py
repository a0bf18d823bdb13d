"""``fixmp.parse.positions`` gives, for every node it answers for, what libcst's ``PositionProvider`` gives."""

from __future__ import annotations

import sysconfig
import textwrap
from pathlib import Path
from typing import Dict, List

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from fixmp.analysis.index import ModuleIndex
from fixmp.parse.positions import LocalPositions

ROOT = Path(__file__).resolve().parent.parent
STDLIB = Path(sysconfig.get_paths()["stdlib"])

# Every kind of block and line shape the walk meets: decorators, comments and blank lines before a
# statement, several small statements on a line, continuation lines, nested blocks, else / except.
SHAPES = textwrap.dedent(
    '''\
    #!/usr/bin/env python
    """Docstring."""
    import os; import sys

    # a comment before a decorated function

    @decorator(
        argument,
    )
    @other
    def f(a,
          b):
        x = call(a,
    b)  # a continuation line less indented than the block
        if a:
            y = [i for i in
                 range(3)]
        else:
            z = 1
        try:
            pass
        except ValueError:
            w = 2
        for i in x:
            while i:
                with open(p) as h:
                    h.read(); h.close()
        return (x,
                y)

    class C(Base):
        attr: int = 1

        def method(self):
            return self.attr @ self.attr


    if __name__ == "__main__":
        f(1, 2)
    '''
)


def _all_positions(module: cst.Module) -> Dict[cst.CSTNode, object]:
    return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))


def _check(source: bytes) -> float:
    """Compares every node's position; returns the share of the nodes the index knows (not whitespace,
    comments or punctuation, which no rule reports) that the local positions answered for."""
    module = cst.parse_module(source)
    index = ModuleIndex(module, "<test>")
    local = LocalPositions(module, source, index.parents)
    answered = known = 0
    for node, expected in _all_positions(module).items():
        found = local.position(node)
        known += node in index.parents
        if found is not None:
            answered += 1
            assert found == expected, (type(node).__name__, found, expected)
    return answered / known


def test_the_shapes_the_walk_meets():
    assert _check(SHAPES.encode()) > 0.8  # all but the else / except blocks


def test_crlf_line_ends_and_a_byte_order_mark():
    assert _check(b"\xef\xbb\xbf" + SHAPES.replace("\n", "\r\n").encode()) > 0.8


def _real_files() -> List[Path]:
    files = [ROOT / "fixmp" / "engine.py", ROOT / "codemods" / "fmp004_missing_main_guard.py"]
    files += sorted((ROOT / "fixtures" / "FMP002").glob("*.before.py"))[:6]
    files += [STDLIB / name for name in ("multiprocessing/pool.py", "concurrent/futures/process.py")]
    return [path for path in files if path.is_file()]


@pytest.mark.parametrize("path", _real_files(), ids=lambda path: path.name)
def test_every_node_of_real_files(path):
    assert _check(path.read_bytes()) > 0.5


def test_an_unparsable_or_unmatched_file_answers_nothing():
    source = b"x = 1\n"
    module = cst.parse_module(source)
    index = ModuleIndex(module, "<test>")
    assert LocalPositions(module, b"not python (\n", index.parents).position(module.body[0]) is None


def test_the_indexes_of_one_module_read_its_statements_from_one_parse_by_python(monkeypatch):
    """Each summary of a module has an index of its own (one per name a caller asks of): where their nodes are is
    read from one ``ast`` parse of the module's bytes, not one each."""
    import ast

    from fixmp.parse import positions

    parses: List[bytes] = []
    real_parse = ast.parse

    def counting(source, *args, **kwargs):
        parses.append(source)
        return real_parse(source, *args, **kwargs)

    monkeypatch.setattr(positions.ast, "parse", counting)
    source = SHAPES.replace("Docstring.", "Docstring of a module read by three indexes.").encode()
    module = cst.parse_module(source)
    expected = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    for _ in range(3):
        index = ModuleIndex(module, "shapes.py", source)
        names = [node for node in expected if isinstance(node, cst.Name)]
        assert [index.position(node) for node in names] == [expected[node] for node in names]
    assert parses == [source]
