"""A file over the parse budget only by its data tables (``fixmp.parse.data_elision``) is analysed without
them: its findings keep their places, no fix is offered or written, and a file over the budget by its code is
still an error naming the reason."""

from __future__ import annotations

import ast
import textwrap

import pytest

from fixmp import engine
from fixmp.discover.config import Settings
from fixmp.parse.data_elision import ELIDED_NAME, ELIDED_NO_FIX, elided_data
from fixmp.parse.guards import MAX_TOKENS, parse_cost_problem

ROWS = MAX_TOKENS // 8 + 100  # rows of four numbers: over the budget


def table(name: str = "TABLE") -> str:
    rows = "\n".join(f"    ({row}, {row * 2}, -{row}, 0.5),  # row {row}" for row in range(ROWS))
    return f"{name} = [\n{rows}\n]\n"


def test_a_table_is_left_out_keeping_every_line_and_column():
    source = ("import torch\n\n" + table() + "KINDS = {'a': 1, 'b': None}\nvalue = torch.ones(4)\n").encode()
    assert parse_cost_problem(source) is not None
    elided = elided_data(source)
    assert elided is not None and parse_cost_problem(elided) is None
    assert len(elided.decode()) == len(source.decode())
    assert [len(line) for line in elided.splitlines()] == [len(line) for line in source.splitlines()]
    assert elided.count(ELIDED_NAME.encode()) == 1
    tree = ast.parse(elided)
    assigned = tree.body[1]
    assert isinstance(assigned, ast.Assign) and isinstance(assigned.value, ast.Name)
    assert elided.endswith(b"KINDS = {'a': 1, 'b': None}\nvalue = torch.ones(4)\n")  # small displays stay


@pytest.mark.parametrize("shape", [
    "numbers = build(\n{rows}\n)\n",  # a call's arguments: one argument in place of many would change the call
    "numbers = lookup[\n{rows}\n]\n",  # a subscript
    "numbers = [\n{rows}\n    scale,\n]\n",  # a display holding a name: code, not data
])
def test_what_is_not_a_display_of_constants_is_kept(shape):
    rows = "\n".join(f"    {row}, {row + 1}, {row + 2}, {row + 3}," for row in range(ROWS))
    assert elided_data(shape.format(rows=rows).encode()) is None


def test_a_file_over_the_budget_by_its_code_is_still_an_error(tmp_path):
    code = "".join(f"value_{n} = compute(value_{n - 1}, {n})\n" for n in range(1, MAX_TOKENS // 6))
    (tmp_path / "big.py").write_text("import multiprocessing as mp\n" + code + "mp.Process(target=print).start()\n")
    result = engine.run([tmp_path], Settings(root=tmp_path), jobs=1)
    assert [error.message for error in result.all_errors if "memory budget" in error.message]


PROGRAM = """
    import multiprocessing as mp

    import torch

    {table}

    def child(i):
        print(float((torch.ones(512, 512) @ torch.ones(512, 512)).sum()), len(TABLE))


    def main():
        print(float((torch.ones(1024, 1024) @ torch.ones(1024, 1024)).sum()))
        workers = [mp.Process(target=child, args=(i,)) for i in range(2)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()


    if __name__ == "__main__":
        main()
"""


@pytest.mark.parametrize("fix", [False, True])
def test_a_program_with_a_table_is_checked_its_finding_in_place_and_no_fix_written(tmp_path, fix):
    text = textwrap.dedent(PROGRAM).lstrip().replace("{table}", table())
    (tmp_path / "main.py").write_text(text)
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), fix=fix, jobs=1)
    assert not result.all_errors, result.all_errors
    (found,) = result.findings
    assert text.splitlines()[found.line - 1].strip() == "worker.start()"
    assert found.fix is None and found.no_fix_reason == ELIDED_NO_FIX and not found.fixed
    assert (tmp_path / "main.py").read_text() == text
    assert all(file_result.fixed_source is None for file_result in result.files)


def test_a_module_with_a_table_that_a_program_imports_is_read_without_it(tmp_path):
    # The program's parallel work is in the imported module's function; its table is read as unknown.
    helper = "import torch\n\n" + table() + "\n\ndef warm():\n" \
        "    print(float((torch.ones(1024, 1024) @ torch.ones(1024, 1024)).sum()), len(TABLE))\n"
    main = textwrap.dedent(PROGRAM).lstrip().replace("{table}", "import tables\n").replace(
        "len(TABLE)", "0").replace("print(float((torch.ones(1024, 1024) @ torch.ones(1024, 1024)).sum()))",
                                   "tables.warm()")
    (tmp_path / "tables.py").write_text(helper)
    (tmp_path / "main.py").write_text(main)
    result = engine.run([tmp_path / "main.py"], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.all_errors, result.all_errors
    (found,) = result.findings
    assert "tables.py" in found.message
