"""The engine's fast paths give the answers of the slow ones they replace."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import libcst as cst
import pytest

from fixmp import engine, rule
from fixmp.discover.config import Settings
from fixmp.parse import trees
from fixmp.parse.walk import TRIVIA, walk

# Every kind of syntax whose children libcst visits in an order of its own making.
SOURCE = textwrap.dedent(
    '''\
    # leading comment
    from __future__ import annotations
    from os import *
    from . import (sibling as s, other)
    import multiprocessing as mp, sys

    @decorator(1)
    @other.decorator
    async def f(a, /, b: int = 2, *args, c, d=3, **kwargs) -> "T":
        global g
        x = [i async for i in y if i] + {k: v for k, v in z.items()}
        lam = lambda q, *r: (q, r)
        value = a if b else c
        await thing(f"{a!r:>{b}} and {c=}")
        with open(p) as h, other() as (i, j):
            del h[1:2, ::3]
        try:
            pass
        except* ValueError as e:
            raise RuntimeError() from e
        finally:
            return (yield from x)

    class C(Base, metaclass=Meta):
        attr: int = 1
        def method(self): return self @ self

    match command.split():
        case [action, *rest] if rest:
            print(action)
        case {"key": value, **others}:
            pass
        case Point(x=0, y=0) | None:
            pass
        case _:
            pass

    type Alias[T: int, *Ts, **P] = list[T]
    for i in range(3):
        while False:
            break
        else:
            continue
    print(*a, **b); x += 1; y: int
    '''
)


class Recorder(cst.CSTVisitor):
    def __init__(self, skip_lambdas: bool = False):
        super().__init__()
        self.events = []
        self.skip_lambdas = skip_lambdas

    def on_visit(self, node):
        self.events.append(("visit", node))
        return not (self.skip_lambdas and isinstance(node, cst.Lambda))

    def on_leave(self, original_node):
        self.events.append(("leave", original_node))


@pytest.mark.parametrize("skip_lambdas", [False, True])
def test_walk_visits_what_libcst_visits_in_its_order(skip_lambdas):
    module = cst.parse_module(SOURCE)
    expected, found = Recorder(skip_lambdas), Recorder(skip_lambdas)
    module.visit(expected)
    walk(module, found.on_visit, found.on_leave)
    assert len(found.events) == len(expected.events)
    assert all(a[0] == b[0] and a[1] is b[1] for a, b in zip(found.events, expected.events))


def test_an_unchecked_parse_builds_the_tree_a_checked_one_does():
    """fixmp's parse skips libcst's checks of each node it builds (``fixmp.parse.trees``): the same tree, node for
    node, for every kind of syntax and every fixture; and no check ran while it parsed."""
    assert trees.UNCHECKED_PARSE, "libcst's __post_init__ changed: fixmp's parses are checked again (slower)"
    sources = [SOURCE.encode(), *_fixture_sources()]
    for source in sources:
        checked = cst.parse_module(source)
        unchecked = trees.parse_module(source)
        assert unchecked.deep_equals(checked) and unchecked.code == checked.code
    checks = []
    real = cst.SimpleWhitespace._validate

    def counting(node: cst.SimpleWhitespace) -> None:
        checks.append(node)
        real(node)

    cst.SimpleWhitespace._validate = counting  # type: ignore[method-assign]
    try:
        trees.parse_module(SOURCE.encode())
        assert not checks
        cst.parse_module(SOURCE.encode())
        assert checks
    finally:
        cst.SimpleWhitespace._validate = real  # type: ignore[method-assign]


# Top-level statements of every shape a cut between two of them meets: lines between them (blank, comments at
# the first column, comments indented under the block above), decorators, clauses at the first column, a
# bracket closed there, a string and a continued line holding lines that read as statements.
PIECES = textwrap.dedent(
    '''\
    #!/usr/bin/env python
    # header comment

    import os
    @decorator
    class Net:
        def forward(self):
            return 1
        # indented trailing comment

    # a comment above the next statement

    if os.environ.get("X"):
        A = 1
    elif True:
        A = 2
    else:
        A = 3
    try:
        B = 1
    except ValueError:
        B = 2
    finally:
        C = 3
    TABLE = [
        1,
    ]
    TEXT = """
    def not_a_statement():
    import not_an_import
    """
    LONG = 1 + \\
    2
    for i in range(3): pass
    else: pass
    while False:
        pass

    async def fetch():
        pass
    x = 1; y = 2
    '''
)


def _parsed_in_pieces(source: bytes, monkeypatch: pytest.MonkeyPatch) -> cst.Module:
    """``trees.parse_module`` with a cut tried at every top-level line; its pieces are parsed and joined."""
    monkeypatch.setattr(trees, "PIECE_BYTES", 1)
    pieced = trees._in_pieces(source)
    assert pieced is not None, "not parsed in pieces"
    return pieced


@pytest.mark.parametrize("indent", ["    ", "  ", "\t"])
def test_a_module_parsed_in_pieces_is_the_tree_of_the_whole(indent: str, monkeypatch: pytest.MonkeyPatch):
    """A large module is parsed a run of top-level statements at a time, to hold less memory at once
    (``trees.PIECE_BYTES``): joined, its pieces are the tree libcst builds of the whole, node for node, whatever
    its indentation (a first piece with no block of its own reads libcst's default), and each cut libcst
    refuses (in a string, after a continued line) is not made."""
    source = PIECES.replace("    ", indent).encode()
    pieced = _parsed_in_pieces(source, monkeypatch)
    whole = cst.parse_module(source)
    assert pieced.deep_equals(whole) and pieced.code == whole.code
    assert pieced.default_indent == indent
    # Pieced, the memory libcst holds at once is a piece's: no parse was of the whole module.
    sizes: list = []
    real = cst.parse_module

    def recording(piece: bytes) -> cst.Module:
        sizes.append(len(piece))
        return real(piece)

    monkeypatch.setattr(cst, "parse_module", recording)
    assert trees.parse_module(source).deep_equals(whole)
    assert len(sizes) > 10 and max(sizes) < len(source) / 2


def test_the_fixtures_parsed_in_pieces_are_their_trees(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(trees, "PIECE_BYTES", 1)
    for source in _fixture_sources():
        whole = cst.parse_module(source)
        pieced = trees.parse_module(source)
        assert pieced.deep_equals(whole) and pieced.code == whole.code


@pytest.mark.parametrize("source", [
    b"# -*- coding: latin-1 -*-\nimport os\nNAME = '\xe9'\ndef f():\n    pass\n",  # an encoding of its own
    b"import os\r\ndef f():\r\n    pass\r\n",  # another newline
    b"import os\ndef f():\n  pass\ndef g():\n    pass\n",  # blocks indented two ways
])
def test_a_module_whose_pieces_would_read_otherwise_is_parsed_whole(source: bytes, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(trees, "PIECE_BYTES", 1)
    assert trees._in_pieces(source) is None
    assert trees.parse_module(source).deep_equals(cst.parse_module(source))


@pytest.mark.parametrize("broken", [b"def (:\n", b"x = (\n", b"    indented\n"])
def test_a_large_module_libcst_refuses_gives_the_error_of_the_whole(broken: bytes, monkeypatch: pytest.MonkeyPatch):
    """Where a piece cannot be parsed, the error is the one libcst gives of the whole module: the same line."""
    monkeypatch.setattr(trees, "PIECE_BYTES", 1)
    for source in (broken + PIECES.encode(), PIECES.encode() + broken,
                   PIECES.encode().replace(b"LONG = 1", broken.rstrip(b"\n") + b"\nLONG = 1")):
        with pytest.raises(cst.ParserSyntaxError) as expected:
            cst.parse_module(source)
        with pytest.raises(cst.ParserSyntaxError) as found:
            trees.parse_module(source)
        assert (found.value.raw_line, found.value.raw_column, found.value.message) == \
            (expected.value.raw_line, expected.value.raw_column, expected.value.message)


def test_a_node_fixmp_builds_itself_is_still_checked():
    """Outside a parse (a fix's nodes), and after a parse that failed, libcst checks every node as before."""
    with pytest.raises(cst.CSTValidationError):
        cst.Name("not a name")
    with pytest.raises(cst.ParserSyntaxError):
        trees.parse_module(b"def (:\n")
    with pytest.raises(cst.CSTValidationError):
        cst.SimpleWhitespace("not whitespace")


def test_walk_skips_trivia_and_everything_below_it():
    module = cst.parse_module(SOURCE)
    expected = [event for event in _events(module) if not _under_trivia(event)]
    found = Recorder()
    walk(module, found.on_visit, found.on_leave, skip=TRIVIA)
    assert [(kind, id(node)) for kind, node in found.events] == [(kind, id(node)) for kind, node, _ in expected]


def _events(module):
    recorder = Recorder()
    module.visit(recorder)
    depth_in_trivia = 0
    for kind, node in recorder.events:
        inside = depth_in_trivia > 0 or type(node) in TRIVIA
        if kind == "visit" and type(node) in TRIVIA:
            depth_in_trivia += 1
        if kind == "leave" and type(node) in TRIVIA:
            depth_in_trivia -= 1
        yield kind, node, inside


def _under_trivia(event):
    return event[2]


@pytest.mark.parametrize(
    "pattern",
    [rb"multiprocessing|ProcessPoolExecutor", rb"Process|Pool|spawn", rb"os\.fork", rb"(?:get_)?context",
     rb"fork[_]?server", rb"(?i)process", rb"set_start_method\s*\(", rb"\bPool\b", rb""],
)
def test_the_prefilter_answers_as_the_rule_patterns_do(pattern):
    compiled = re.compile(pattern)

    class Rule(rule.Rule):
        PREFILTER = compiled

    prefilter = engine.Prefilter([Rule])
    samples = [b"", b"import multiprocessing", b"from concurrent.futures import ProcessPoolExecutor",
               b"Pool()", b"os.fork()", b"context", b"get_context", b"forkserver", b"fork_server",
               b"PROCESS", b"set_start_method (", b"ThreadPool", b"x = 1\n"]
    for sample in samples:
        assert prefilter(sample) == bool(compiled.search(sample)), sample


def test_the_default_prefilter_tests_words_before_any_regex():
    from fixmp.rules import selected_rules

    prefilter = engine.prefilter_for(selected_rules(Settings()))
    # Every rule's first test is plain words (a substring search, ~8x a regex); a regex,
    # where one is needed, only runs on the few files that pass the words.
    assert prefilter.conjunctions
    assert all(tests[0].words and tests[0].pattern is None for tests, _ in prefilter.conjunctions)


def test_a_tuple_prefilter_needs_every_pattern_and_any_rule_may_pass():
    class Mentions(rule.Rule):
        PREFILTER = re.compile(rb"multiprocessing|ProcessPoolExecutor")

    class MentionsAndStarts(rule.Rule):
        PREFILTER = (re.compile(rb"multiprocessing"), re.compile(rb"Process|Pool"))

    class SetsTheMethod(rule.Rule):
        PREFILTER = re.compile(rb"set_start_method\s*\(")

    both = engine.Prefilter([MentionsAndStarts, SetsTheMethod])
    assert both(b"import multiprocessing\nmultiprocessing.Process()")
    assert not both(b"# multiprocessing is not used here")
    assert both(b"mp.set_start_method ('spawn')")
    assert engine.Prefilter([Mentions, MentionsAndStarts])(b"# multiprocessing")


def test_a_stub_is_never_parsed(tmp_path):
    (tmp_path / "types.pyi").write_text("import multiprocessing\ndef start() -> multiprocessing.Process: ...\n")
    result = engine.run([tmp_path], Settings(), jobs=1)
    assert result.stats.files == 1 and result.stats.candidates == 0
    assert not result.files[0].parsed


def test_workers_are_started_only_for_enough_candidate_bytes():
    # The calling process parses too: --jobs counts it, and a worker is only worth its start-up for enough bytes.
    assert engine.worker_count(None, 5, 20_000) == 0
    assert engine.worker_count(1, 50, 50 * engine.BYTES_PER_WORKER) == 0
    assert engine.worker_count(4, 50, 3 * engine.BYTES_PER_WORKER) == 2
    assert engine.worker_count(8, 2, 100 * engine.BYTES_PER_WORKER) == 1


def test_parallel_results_equal_serial_results(tmp_path, monkeypatch):
    """Two spawned workers and this process give what this process alone gives, in discovery order."""
    from programs import HAZARD as hazard
    for index in range(6):
        (tmp_path / f"m{index}.py").write_text(hazard)
    monkeypatch.setattr(engine, "BYTES_PER_WORKER", 1)
    monkeypatch.setattr(engine, "CHUNK_BYTES", 1)
    serial = engine.run([tmp_path], Settings(), jobs=1)
    parallel = engine.run([tmp_path], Settings(), jobs=3)
    assert parallel.stats.workers == 2 and serial.stats.workers == 0
    assert parallel.files == serial.files


def test_files_brought_back_by_their_imports_count_as_programs_when_workers_are_started(tmp_path):
    # Each is a few hundred bytes and runs as a program through its project (sentence-transformers' examples: 143
    # of them, all run in this process at ``-j 2``, counted by their bytes).
    (tmp_path / "launch.py").write_text(textwrap.dedent("""\
        import multiprocessing as mp

        import torch


        def child():
            torch.randn(256, 256).matmul(torch.randn(256, 256))


        def run_workers():
            torch.nn.init.orthogonal_(torch.empty(256, 256))
            worker = mp.Process(target=child)
            worker.start()
            worker.join()
        """))
    programs = engine.BYTES_PER_WORKER // engine.CALLER_BYTES * 2
    for index in range(programs):
        (tmp_path / f"train_{index}.py").write_text(
            'import torch\nfrom launch import run_workers\n\nif __name__ == "__main__":\n    run_workers()\n')
    settings = Settings(root=tmp_path)
    serial = engine.run([tmp_path], settings, jobs=1)
    parallel = engine.run([tmp_path], settings, jobs=2)
    assert serial.stats.candidates == programs + 1  # (launch.py, and each program its import brought back)
    assert parallel.stats.workers == 1 and serial.stats.workers == 0
    assert parallel.files == serial.files


# -- the prefilter's second look: code without comments and strings --------------------------------

def test_code_text_blanks_strings_and_comments_and_keeps_string_values_in_the_second_view():
    from fixmp.parse.codetext import code_text

    source = textwrap.dedent(
        '''\
        """multiprocessing in a docstring."""
        import os  # Process in a comment
        device = "cuda"
        hash_sign = "#"; pool = Pool(2)
        table = ["torch.multiprocessing.spawn"]
        shown = f"{mp.Process}"
        def f():
            "Process in a function's docstring"
        '''
    ).encode()
    text = code_text(source)
    assert text is not None
    assert len(text.code) == len(source) and len(text.code_and_values) == len(source)
    for gone in (b"docstring", b"comment", b"cuda", b"torch.multiprocessing", b"function's"):
        assert gone not in text.code
    # A '#' inside a string starts no comment: the code after it stays.
    assert b"pool = Pool(2)" in text.code and b"pool = Pool(2)" in text.code_and_values
    # An f-string is kept whole: it may hold code between its braces.
    assert b'f"{mp.Process}"' in text.code
    # The second view keeps strings used as values, not docstrings or comments.
    assert b'"cuda"' in text.code_and_values and b"torch.multiprocessing" in text.code_and_values
    assert b"docstring" not in text.code_and_values and b"comment" not in text.code_and_values


@pytest.mark.parametrize("source", [
    b"import multiprocessing\nthis is not Python(\n",  # this Python's parser rejects it: libcst decides
    b"# -*- coding: latin-1 -*-\nname = '\xe9'\nimport multiprocessing\n",  # ast's offsets are not byte offsets
    b"name = '\xff'\n",  # not UTF-8
])
def test_code_text_gives_no_second_look_where_it_cannot_be_exact(source):
    from fixmp.parse.codetext import code_text

    assert code_text(source) is None


def test_code_text_reads_a_file_that_starts_with_a_byte_order_mark():
    from fixmp.parse.codetext import code_text

    text = code_text(b"\xef\xbb\xbf'''Pool'''\nimport multiprocessing\n")
    assert text is not None and b"Pool" not in text.code and b"import multiprocessing" in text.code


def test_a_file_that_names_multiprocessing_only_in_prose_and_strings_is_not_parsed(tmp_path):
    (tmp_path / "prose.py").write_text(textwrap.dedent(
        '''\
        """Helpers; see multiprocessing.Pool for the process version."""
        MODULES = ["torch.multiprocessing", "multiprocessing.Process"]  # not a Pool
        '''
    ))
    (tmp_path / "code.py").write_text("import multiprocessing\nmultiprocessing.Pool(2).map(abs, [1])\n")
    result = engine.run([tmp_path], Settings(), jobs=1)
    parsed = {Path(file.path).name: file.parsed for file in result.files}
    assert parsed == {"code.py": True, "prose.py": False}
    assert result.stats.candidates == 2 and result.stats.parsed == 1


def test_the_second_look_changes_no_finding_on_the_fixtures(monkeypatch):
    """Every fixture, and every rule example in a file, gets the same findings with and without it."""
    import codemods
    from fixmp.rules import all_rules

    root = Path(__file__).resolve().parent.parent
    paths = [root / "fixtures", Path(codemods.__file__).parent]
    settings = Settings(select=tuple(rule.CODE for rule in all_rules()), cache=False)
    with_second_look = engine.run(paths, settings, jobs=1)
    monkeypatch.setattr(engine, "code_text", lambda source: None)
    without = engine.run(paths, settings, jobs=1)
    assert with_second_look.stats.parsed < without.stats.parsed  # it rules some out
    assert [f.findings for f in with_second_look.files] == [f.findings for f in without.files]
    assert any(f.findings for f in without.files)


def test_the_recorded_field_orders_are_what_libcsts_source_says():
    """``fixmp.parse.libcst_fields`` spares each process reading libcst's source; it must say what the source says."""
    from fixmp.parse import libcst_fields, walk

    if libcst_fields.installed_libcst_version() != libcst_fields.LIBCST_VERSION:
        assert walk._RECORDED == {}  # another libcst: every order is read from its source
        pytest.skip("the recorded orders are for another libcst version")
    read = {}
    for name in dir(cst):
        node_class = getattr(cst, name)
        if isinstance(node_class, type) and issubclass(node_class, cst.CSTNode) \
                and not getattr(node_class, "__abstractmethods__", None):
            fields = walk._read_field_order(node_class)
            if fields is not None:
                read[node_class.__name__] = fields
    table = "\n".join(f'    "{name}": {fields!r},' for name, fields in sorted(read.items()))
    assert libcst_fields.FIELD_ORDERS == read, f"paste into fixmp/parse/libcst_fields.py:\n{table}"
    assert walk._RECORDED is libcst_fields.FIELD_ORDERS


# -- what the index's one walk records, against libcst's own visit ---------------------------------

class _OwnYieldsAndGlobals(cst.CSTVisitor):
    """The slow reference: each function's own ``yield`` and ``global`` statements (not those of a
    function, class or lambda nested in it), found by libcst's visit from the function down."""

    def __init__(self, function: cst.FunctionDef):
        super().__init__()
        self.function = function
        self.yields = False
        self.globals: set = set()

    def visit_Yield(self, node):
        self.yields = True

    def visit_Global(self, node):
        self.globals.update(item.name.value for item in node.names)

    def visit_FunctionDef(self, node):
        return node is self.function

    def visit_ClassDef(self, node):
        return False

    def visit_Lambda(self, node):
        return False


OWN_YIELDS_AND_GLOBALS = textwrap.dedent(
    '''\
    def plain():
        global counter
        return [x for x in range(3)]

    def generator():
        yield 1

    def outer():
        global total, seen
        def inner():
            global inner_only
            yield 2
        class Holder:
            def method(self):
                yield 3
        square = lambda: (yield 4)
        return inner

    async def agen():
        data = [await item for item in ()]
        yield data

    class Box:
        def values(self):
            return (yield from range(3))

        def nothing(self):
            return lambda: (yield)
    '''
)


def test_the_index_records_each_functions_own_yields_and_globals_as_libcsts_visit_finds_them():
    from fixmp.analysis.index import ModuleIndex, is_generator
    from fixmp.analysis.syntax import declared_global

    module = cst.parse_module(OWN_YIELDS_AND_GLOBALS)
    index = ModuleIndex(module)
    functions = [node for node in index.parents if isinstance(node, cst.FunctionDef)]
    assert len(functions) == 8
    found = {}
    for function in functions:
        reference = _OwnYieldsAndGlobals(function)
        function.visit(reference)
        assert is_generator(index, function) == reference.yields, function.name.value
        assert declared_global(index, function) == reference.globals, function.name.value
        found[function.name.value] = (reference.yields, sorted(reference.globals))
    # The reference itself tells the cases apart (a test that cannot fail would not).
    assert found == {
        "plain": (False, ["counter"]), "generator": (True, []), "outer": (False, ["seen", "total"]),
        "inner": (True, ["inner_only"]), "method": (True, []), "agen": (True, []),
        "values": (True, []), "nothing": (False, []),
    }


def test_a_function_of_another_module_is_refused_not_answered_for():
    from fixmp.analysis.index import ModuleIndex, is_generator
    from fixmp.analysis.syntax import declared_global

    index = ModuleIndex(cst.parse_module("def here():\n    pass\n"))
    elsewhere = cst.parse_module("def there():\n    yield 1\n").body[0]
    assert isinstance(elsewhere, cst.FunctionDef)
    with pytest.raises(ValueError):
        is_generator(index, elsewhere)
    with pytest.raises(ValueError):
        declared_global(index, elsewhere)


# A module of a package whose only top-level call is a logger's, importing the project's launcher.
_LIBRARY_CALLER = textwrap.dedent(
    """\
    import logging

    import torch
    import pkg.service

    logger = logging.getLogger(__name__)


    def helper():
        return pkg.service.setup(torch.get_num_threads())
    """)
# What the caller imports reaches a start (``serve``), though the function it calls does not.
_SERVICE = "from pkg.launch import run_workers\n\n\ndef setup(n):\n    return n\n\n\ndef serve(n):\n    run_workers(n)\n"
_LAUNCH = textwrap.dedent(
    """\
    import multiprocessing as mp


    def run_workers(n):
        for i in range(n):
            mp.Process(target=print, args=(i,)).start()
    """)


@pytest.mark.parametrize("in_a_package", [True, False])
def test_a_package_modules_top_level_call_does_not_make_it_a_program(tmp_path, in_a_package):
    """``logger = logging.getLogger(__name__)`` runs when a program imports the module, and is followed there:
    in torch's sources copied as a project it brought 831 of its 2,328 files back as programs to analyse,
    none with a finding. A flat script beside no ``__init__.py`` with the same call is still one (the control)."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "launch.py").write_text(_LAUNCH)
    (package / "service.py").write_text(_SERVICE)
    folder = package if in_a_package else tmp_path
    (folder / "caller.py").write_text(_LIBRARY_CALLER)
    settings = Settings(cache=False, root=tmp_path)
    location = str(folder / "caller.py")
    assert engine.calls_a_project_start(_LIBRARY_CALLER.encode(), location, settings) is not in_a_package


# A module that starts processes itself (so it is analysed whole), whose top level makes a value with the
# project's code: ``MODE = _mode()`` sets the module up when a program imports it.
_SETTING_UP = textwrap.dedent(
    """\
    import multiprocessing as mp

    import torch

    from pkg.settings import load


    def _mode():
        return load()["mode"]


    MODE = _mode()


    def start(n):
        for i in range(n):
            mp.Process(target=print, args=(i,)).start()
    """)


@pytest.mark.parametrize("tail, in_a_package, program", [
    ("", True, False),
    ("", False, True),  # a flat script: the same value made at its top is its run
    ("start(2)\n", True, True),  # a bare call, run as ``python -m pkg.starter``
    ("POOL = mp.Pool(2)\n", True, True),  # a pool made when it is imported
])
def test_a_package_modules_setting_up_does_not_make_it_a_program(tmp_path, monkeypatch, tail, in_a_package, program):
    """In a package, a value a module's top level makes with the project's code is the module's own setting up,
    read in the programs that import it, as ``engine.calls_a_project_start`` reads a package module: the module
    is no program, and its analysis runs none of its imports (torch's ``_inductor/compile_fx.py`` was run as
    one through the 88 modules ``import torch`` reaches). A bare call at its top or a pool it makes still makes
    one, and so does the same value in a flat script. Whether it is in a package is read from its location, not
    from the path it is shown by: a worker runs in a folder of its own."""
    from fixmp.analysis.index import ModuleIndex
    from fixmp.analysis.project import Project

    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "settings.py").write_text("import json\n\n\ndef load():\n    return {'mode': 'fast'}\n")
    folder = package if in_a_package else tmp_path
    source = _SETTING_UP + tail
    path = folder / "starter.py"
    path.write_text(source)
    # Shown by a path relative to another folder (a worker runs in one of its own): read by its location.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    index = ModuleIndex(cst.parse_module(source), str(path.relative_to(tmp_path)), source.encode())
    index.attach_project(Project(tmp_path), str(path))
    assert rule.RuleContext.of(index, "fork", {}).is_program() is program
    # Analysed, a program is run from its top through the project's code; a package's module set up so is not.
    from fixmp.analysis.effects.starts import Starts

    runs = []
    real = Starts.forks_after_work

    def counting(self: Starts, default_method: str) -> list:
        runs.append(default_method)
        return real(self, default_method)

    monkeypatch.setattr(Starts, "forks_after_work", counting)
    monkeypatch.chdir(tmp_path)
    engine.run([path], Settings(cache=False, root=tmp_path))
    assert bool(runs) is program


# -- the project phase's byte tests: a word looked for with ``in`` before any regex --------------------

BYTE_SAMPLES = [
    b"", b"import multiprocessing as mp\nmp.Process(target=f)\n", b"from concurrent.futures import ProcessPoolExecutor\n",
    b"pid = os.fork()\n", b"os.forkpty()\n", b"Processor()\nPooling\n", b"torch.multiprocessing.spawn(fn)\n",
    b"ctx = get_context('forkserver')\n", b'get_context("spawn")\n', b"os.spawnv(0, 'x', [])\n",
    b"start_processes(fn)\n", b"def Pool(): pass\n", b"mp.Pool\n", b"multiprocessingx\n",
    b"module = importlib.import_module(f'plugins.{name}')\n", b"__import__('kerning')\n", b"import_modules\n",
]


def _fixture_sources() -> list:
    return [path.read_bytes() for path in sorted(Path(__file__).resolve().parent.parent.joinpath("fixtures").rglob("*.py"))]


def test_the_project_byte_tests_answer_as_their_patterns():
    """``has_multiprocessing`` and its kind ask ``in`` for the words a pattern cannot match without, and
    the pattern only where one is there (on torch's 2,254 files the patterns' scans were seconds): the same
    answer as the pattern alone, on the fixtures and on near misses."""
    from fixmp.analysis import module_bytes as project

    for source in BYTE_SAMPLES + _fixture_sources():
        assert project.has_multiprocessing(source) == bool(project.NAMES_MULTIPROCESSING.search(source))
        assert project.has_a_process_start(source) == bool(project.NAMES_A_PROCESS_START.search(source))
        assert project.has_a_spawn_method(source) == bool(project.NAMES_A_SPAWN_METHOD.search(source))
        assert project.dynamic_imports(source) == [
            (match.group(2).decode("ascii", "replace") if match.group(2) else "", match.group(3) is not None)
            for match in project._DYNAMIC_IMPORT.finditer(source)]


@pytest.mark.parametrize("names", [set(), {""}, {"Pool"}, {"run_workers", "L.run_workers"}, {"mp.Process", "spawn"},
                                   {"compile"}, {"Process", "ProcessPoolExecutor"}])
def test_whole_name_tests_answer_as_one_regex_built_each_time(names):
    """``writes_any``, ``names_any`` and ``calls_any`` keep each set of names' pattern compiled and look for the names with
    ``in`` first; the answer is that of the pattern built afresh (as they were written before)."""
    from fixmp.analysis import module_bytes as project

    for text in BYTE_SAMPLES + _fixture_sources()[:40] + [b"self.L.run_workers()", b"x.compile()", b"compile(x)",
                                                          b"(run_workers)(f)", b"L.run_workers \\\n (f)", b"x: Pool = y"]:
        alternatives = b"|".join(re.escape(name.encode()) for name in sorted(names))
        written = bool(names) and re.search(rb"(?<![\w.])(?:%s)\b" % alternatives, text) is not None
        named = bool(names) and re.search(rb"\b(?:%s)\b" % alternatives, text) is not None
        called = bool(names) and re.search(rb"(?<![\w.])(?:%s)\b[\s\\)]*[(.]" % alternatives, text) is not None
        assert project.writes_any(names, text) == written
        assert project.names_any(names, text) == named
        assert project.calls_any(names, text) == called
