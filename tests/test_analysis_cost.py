"""The analysis costs about as much as the module is large (issue #10), counted, not timed.

Before: a dense call graph (100 functions of 15 calls each, a start in each) took
91 s and 150 functions did not finish in 300 s (about n^5: ``guard_status`` and the
path search followed callers of callers again for every start); 1,000 starts in one
block took 15 s (each start searched every statement before it again). The work
is measured here as the number of Python function calls the analysis makes
(deterministic, unlike a clock): doubling the module must not much more than double it.
"""

from __future__ import annotations

import cProfile
import pstats
import random
import textwrap
from pathlib import Path
from typing import List, Tuple

import libcst as cst

from fixmp import engine
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.project import Project
from fixmp.discover.config import Settings
from fixmp.engine import process_source
from fixmp.rule import RuleContext
from fixmp.rules import all_rules, options_for

EVERY_RULE = Settings(select=tuple(rule.CODE for rule in all_rules()))
# Doubling the input may cost at most this much more work (linear: 2; n log n: a little more).
GROWTH = 2.5


def dense_call_graph(functions: int, calls_each: int = 15, seed: int = 0) -> str:
    """``functions`` functions, each calling ``calls_each`` others at random and starting a process.

    The first initialises CUDA, so every start's path may reach it through many callers.
    """
    rng = random.Random(seed)
    lines = ["import torch", "import multiprocessing as mp", "", ""]
    for i in range(functions):
        lines.append(f"def f{i}():")
        lines.append("    torch.cuda.set_device(0)" if i == 0 else f"    x = {i}")
        lines.extend(f"    f{rng.randrange(functions)}()" for _ in range(calls_each))
        lines.append(f"    mp.Process(target=f{rng.randrange(functions)}).start()")
        lines.extend(["", ""])
    lines.extend(['if __name__ == "__main__":', "    f0()"])
    return "\n".join(lines) + "\n"


def starts_in_one_block(starts: int) -> str:
    """CUDA initialised, then ``starts`` process starts one after another under the ``__main__`` guard."""
    return _work_then_guard(["    torch.cuda.set_device(0)"] + ["    mp.Process(target=work).start()"] * starts)


def parallel_work_then_starts(starts: int) -> str:
    """Intra-op-parallel work, then ``starts`` process starts whose child does torch work (FMP002)."""
    return _work_then_guard(["    w = torch.randn(256, 256) @ torch.randn(256, 256)"]
                            + ["    mp.Process(target=work).start()"] * starts)


def starts_in_a_loop(starts: int) -> str:
    """The same starts in the body of one loop: each start's path holds the statements after it too."""
    body = ["        mp.Process(target=work).start()"] * starts
    return _work_then_guard(["    torch.cuda.set_device(0)", "    for attempt in range(2):", *body])


def functions_nobody_calls(functions: int) -> str:
    """Functions that start a process and that nothing in the module calls: each start's path
    holds the module's top-level statements (they ran at import)."""
    lines = ["import torch", "import multiprocessing as mp", "", "torch.cuda.set_device(0)", "", "",
             "def work():", "    torch.ones(1).cuda()", ""]
    for i in range(functions):
        lines.extend(["", f"def run{i}():", "    mp.Process(target=work).start()", ""])
    return "\n".join(lines)


def globals_read_by_the_program(constants: int) -> str:
    """``constants`` module-level constants, each read once by the program before its start: whether a name
    is bound twice at the top is asked at each read, and must not walk the module's top again each time."""
    lines = ["import torch", "import multiprocessing as mp", ""]
    lines.extend(f"C{i} = {i}" for i in range(constants))
    lines.extend(["", "", "def work():", "    torch.ones(512, 512).sum()", "", "",
                  'if __name__ == "__main__":', "    total = 0"])
    lines.extend(f"    total = total + C{i}" for i in range(constants))
    lines.append("    mp.Process(target=work).start()")
    return "\n".join(lines) + "\n"


def _work_then_guard(main_block) -> str:
    lines = ["import torch", "import multiprocessing as mp", "", "", "def work():", "    torch.ones(512, 512).sum()",
             "    torch.ones(1).cuda()", "",
             "", 'if __name__ == "__main__":', *main_block]
    return "\n".join(lines) + "\n"


def analysis_work(source: str) -> int:
    """Python function calls made by indexing the module and running every rule on it."""
    module = cst.parse_module(source)
    profile = cProfile.Profile()
    profile.enable()
    index = ModuleIndex(module)
    for rule in all_rules():
        list(rule().check(RuleContext.of(index, EVERY_RULE.default_start_method, options_for(rule, EVERY_RULE))))
    profile.disable()
    return pstats.Stats(profile).total_calls


def _assert_linear(generator, size: int) -> None:
    small, large = analysis_work(generator(size)), analysis_work(generator(2 * size))
    assert large <= GROWTH * small, f"{generator.__name__}: {small:,} calls at {size}, {large:,} at {2 * size}"


def test_a_dense_call_graph_costs_about_its_size():
    _assert_linear(dense_call_graph, 40)


def test_starts_in_one_block_cost_about_their_number():
    _assert_linear(starts_in_one_block, 300)


def test_starts_after_parallel_work_cost_about_their_number():
    _assert_linear(parallel_work_then_starts, 300)


def test_starts_in_a_loop_cost_about_their_number():
    _assert_linear(starts_in_a_loop, 300)


def test_starts_in_functions_nobody_calls_cost_about_their_number():
    _assert_linear(functions_nobody_calls, 200)


def test_globals_read_by_the_program_cost_about_their_number():
    _assert_linear(globals_read_by_the_program, 100)


def test_a_function_body_is_searched_once_per_classifier_and_depth():
    # Every start's path reaches most of the 60 functions; their bodies are not searched again per start.
    source = dense_call_graph(60)
    index = ModuleIndex(cst.parse_module(source))
    for rule in all_rules():
        list(rule().check(RuleContext.of(index, EVERY_RULE.default_start_method, options_for(rule, EVERY_RULE))))
    statements = source.count("\n")
    assert index.searches < 20 * statements, index.searches


def test_the_generators_make_the_hazards_they_are_about():
    result = process_source(dense_call_graph(10).encode(), "dense.py", EVERY_RULE)
    assert not result.errors and any(finding.code == "FMP001" for finding in result.findings)
    for generator, code in ((starts_in_one_block, "FMP001"), (starts_in_a_loop, "FMP001"),
                            (functions_nobody_calls, "FMP001"), (parallel_work_then_starts, "FMP002")):
        result = process_source(generator(3).encode(), "many.py", EVERY_RULE)
        assert not result.errors
        assert [finding.code for finding in result.findings if finding.code == code] == [code] * 3, \
            (generator.__name__, [finding.message for finding in result.findings])


def test_the_inputs_that_did_not_finish_stay_within_the_budget_per_file():
    # The engine makes a file whose analysis runs past max-steps-per-file an error:
    # 150 functions did not finish in 300 s before, and 4,000 starts took minutes.
    for source in (dense_call_graph(150), starts_in_one_block(4000)):
        result = process_source(source.encode(), "big.py", EVERY_RULE)
        assert not result.errors, result.errors
        assert result.findings


def test_a_function_met_again_with_more_depth_left_is_searched_again():
    # The search used to skip a function it had already followed once, even where it had
    # reached it with less depth left: `b()` reaches a() one level down, where a's call of
    # init() is past the depth; `a()` after it reaches init() within the two documented levels.
    source = textwrap.dedent(
        """
        import torch
        import multiprocessing as mp

        def work():
            torch.ones(1).cuda()

        def init():
            torch.cuda.set_device(0)

        def a():
            init()

        def b():
            a()

        if __name__ == "__main__":
            b()
            a()
            mp.Process(target=work).start()
        """
    )
    result = process_source(source.encode(), "program.py", Settings(select=("FMP001",)))
    [finding] = result.findings
    assert "torch.cuda.set_device() at line 9 (via a() -> init())" in finding.message


def test_a_recursive_call_adds_no_detour_to_what_a_function_reaches():
    source = textwrap.dedent(
        """
        import torch
        import multiprocessing as mp

        def work():
            torch.ones(1).cuda()

        def setup(n):
            if n:
                setup(n - 1)
            torch.cuda.set_device(0)

        if __name__ == "__main__":
            setup(2)
            mp.Process(target=work).start()
        """
    )
    result = process_source(source.encode(), "program.py", Settings(select=("FMP001",)))
    [finding] = result.findings
    assert "torch.cuda.set_device() at line 11 (via setup());" in finding.message


def test_a_recursive_function_that_starts_processes_at_import_is_reported_not_a_recursion_error():
    # FMP004 followed a function's calls of itself to find the statement that runs it at import.
    source = textwrap.dedent(
        """
        import multiprocessing as mp

        def work():
            pass

        def launch(n):
            mp.Process(target=work).start()
            if n:
                launch(n - 1)

        launch(2)
        """
    )
    result = process_source(source.encode(), "program.py", Settings(select=("FMP004",)), fix=True)
    assert not result.errors, result.errors
    [finding] = result.findings
    assert finding.code == "FMP004" and finding.line == 8


def recursion_on_unknown_values(calls_per_level: int) -> str:
    """A walk of a structure the run cannot know (read from a file), calling itself ``calls_per_level`` times
    in each level: every test on it is undecided, so every level runs again below each call."""
    recursive_calls = [f"        walk(node.get({i!r}))" for i in range(calls_per_level)]
    return "\n".join([
        "import json", "import sys", "import torch", "import multiprocessing as mp", "", "",
        "def walk(node):", "    if isinstance(node, dict):", *recursive_calls, "        return",
        "    print(node)", "", "",
        "def child():", "    torch.randn(256, 256).matmul(torch.randn(256, 256))", "", "",
        'if __name__ == "__main__":', "    walk(json.load(open(sys.argv[1])))",
        "    mp.Process(target=child).start()", ""])


def test_a_recursion_on_unknown_values_costs_about_its_calls_not_their_power():
    # Followed ten calls deep, two calls per level ran the body 2,047 times and one call 11 (sentence-transformers'
    # trainer: 21 of 50 s of CPU); a recursion on what the run does not know is followed one run deep.
    _assert_linear(recursion_on_unknown_values, 1)


def _fmp002_lines(source: str) -> List[int]:
    result = process_source(textwrap.dedent(source).encode(), "program.py", Settings(select=("FMP002",)))
    assert not result.errors, result.errors
    return [finding.line for finding in result.findings]


def test_a_recursion_on_known_values_is_followed_to_its_end():
    # The work runs only in the fifth run of ``build``: a recursion on known values ends where the program's does.
    assert _fmp002_lines("""
        import torch
        import multiprocessing as mp

        def child():
            torch.randn(256, 256).matmul(torch.randn(256, 256))

        def build(depth):
            if depth == 0:
                return torch.nn.init.orthogonal_(torch.empty(256, 256))
            return build(depth - 1)

        if __name__ == "__main__":
            build(4)
            mp.Process(target=child).start()
        """) == [15]


def test_a_recursion_on_unknown_values_still_sees_the_work_of_its_second_run():
    assert _fmp002_lines("""
        import json
        import sys
        import torch
        import multiprocessing as mp

        def child():
            torch.randn(256, 256).matmul(torch.randn(256, 256))

        def load(spec, level=0):
            if level == 1:
                torch.nn.init.orthogonal_(torch.empty(256, 256))
            for part in spec.values():
                load(part, level + 1)

        if __name__ == "__main__":
            load(json.load(open(sys.argv[1])))
            mp.Process(target=child).start()
        """) == [18]


def _lookups_of_an_import_run(tmp_path: Path, monkeypatch, times: int) -> List[str]:
    """The modules looked up while the rules read a program whose function imports ``scale`` where it runs,
    called ``times`` times in a loop."""
    folder = tmp_path / str(times)
    folder.mkdir()
    (folder / "scale.py").write_text("import torch\n\n\ndef factor():\n    return 2\n")
    (folder / "train.py").write_text(textwrap.dedent(f"""
        import torch
        import multiprocessing as mp


        def step(i):
            from scale import factor
            return i * factor()


        def child():
            torch.randn(256, 256).matmul(torch.randn(256, 256))


        if __name__ == "__main__":
            for i in range({times}):
                step(i)
            torch.nn.init.orthogonal_(torch.empty(256, 256))
            mp.Process(target=child).start()
        """).lstrip())
    asked: List[str] = []
    looked_up = Project.lookup_inputs

    def counted(self: Project, importer: str, module: str) -> Tuple[object, ...]:
        asked.append(module)
        return looked_up(self, importer, module)

    monkeypatch.setattr(Project, "lookup_inputs", counted)
    result = engine.run([folder / "train.py"], Settings(root=folder, select=("FMP002",)), jobs=1)
    assert [finding.line for finding in result.findings] == [18]
    return asked


def test_an_import_run_again_looks_for_its_module_once_per_program_run(tmp_path, monkeypatch):
    # Each run of the import looked the module up again (13 % of sentence-transformers' program runs, where each
    # example imports the package's modules from each of them): now once per program run, however often it runs.
    assert _lookups_of_an_import_run(tmp_path, monkeypatch, 40).count("scale") \
        == _lookups_of_an_import_run(tmp_path, monkeypatch, 3).count("scale")
