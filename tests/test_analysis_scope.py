"""Names resolve in the scope they are used in: a function's local is not another function's (issue #10)."""

from __future__ import annotations

import textwrap

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.discover.config import Settings
from fixmp.engine import process_source


def _result(source: str, **settings):
    result = process_source(textwrap.dedent(source).encode(), "program.py", Settings(**settings), fix=True)
    assert not result.errors
    return result


def _index(source: str) -> ModuleIndex:
    return ModuleIndex(cst.parse_module(textwrap.dedent(source)))


def _name_in(index: ModuleIndex, function: str, name: str) -> cst.Name:
    """The last use of ``name`` as a value (not a binding) in the body of ``function`` (any depth)."""
    found = []
    for node, parent in index.parents.items():
        if isinstance(node, cst.Name) and node.value == name and not isinstance(parent, cst.AssignTarget):
            owner = index.enclosing_function(node)
            if owner is not None and owner.name.value == function:
                found.append(node)
    assert found, f"no use of {name} in {function}()"
    return found[-1]


def _shown(index: ModuleIndex, values) -> list:
    return [index.module.code_for_node(value) for value in values]


TWO_RUNNERS = """
    import torch
    import multiprocessing as mp

    def work(q):
        q.put(torch.ones(1).cuda().item())

    def run_one():
        torch.cuda.init()
        q = mp.Queue()
        p = mp.Process(target=work, args=(q,))
        p.start()
        p.join()

    def run_two():
        torch.cuda.init()
        q = mp.Queue()
        p = mp.Process(target=work, args=(q,))
        p.start()
        p.join()

    if __name__ == "__main__":
        run_one()
        run_two()
"""


def test_a_local_queue_of_another_function_does_not_withhold_the_fix():
    # The reproducer of issue #10: each function's `q` is its own; both fixes are made.
    result = _result(TWO_RUNNERS)
    findings = [finding for finding in result.findings if finding.code == "FMP001"]
    assert len(findings) == 2
    for finding in findings:
        assert finding.no_fix_reason is None, finding.no_fix_reason
        assert finding.fix == "safe"
    fixed = result.fixed_source.decode()
    assert fixed.count('ctx = mp.get_context("spawn")') == 2
    assert fixed.count("q = ctx.Queue()") == 2


def test_a_queue_made_at_module_level_still_withholds_the_fix():
    # A module-level `q` used in a function that does not bind it is that global.
    result = _result(
        """
        import torch
        import multiprocessing as mp

        q = mp.Queue()

        def work(q):
            q.put(torch.ones(1).cuda().item())

        def run_one():
            torch.cuda.init()
            p = mp.Process(target=work, args=(q,))
            p.start()

        if __name__ == "__main__":
            run_one()
        """
    )
    [finding] = [finding for finding in result.findings if finding.code == "FMP001"]
    assert finding.no_fix_reason is not None and "`q` is made outside run_one()" in finding.no_fix_reason


def test_values_of_resolves_a_local_in_its_own_function():
    index = _index(TWO_RUNNERS)
    one, two = _name_in(index, "run_one", "q"), _name_in(index, "run_two", "q")
    [value_one] = index.values_of("q", one)
    [value_two] = index.values_of("q", two)
    assert value_one is not value_two
    assert index.enclosing_function(value_one).name.value == "run_one"
    assert index.enclosing_function(value_two).name.value == "run_two"
    # Without a place to resolve from, every binding of the name in the module (as before).
    assert len(index.values_of("q")) == 2


def test_a_module_level_name_used_in_a_function_resolves_to_the_module_binding():
    index = _index(
        """
        import torch

        device = torch.device("cuda")

        def main():
            x = torch.ones(1).to(device)

        def other():
            device = "cpu"
        """
    )
    assert _shown(index, index.values_of("device", _name_in(index, "main", "device"))) == ['torch.device("cuda")']


def test_a_global_statement_makes_the_function_write_the_module_binding():
    index = _index(
        """
        import multiprocessing as mp

        q = None

        def setup():
            global q
            q = mp.Queue()

        def use():
            print(q)

        def local():
            q = mp.SimpleQueue()
            print(q)
        """
    )
    module_values = ["None", "mp.Queue()"]
    assert _shown(index, index.values_of("q", _name_in(index, "use", "q"))) == module_values
    assert _shown(index, index.values_of("q", _name_in(index, "setup", "q"))) == module_values
    assert _shown(index, index.values_of("q", _name_in(index, "local", "q"))) == ["mp.SimpleQueue()"]


def test_a_nested_function_reads_the_enclosing_functions_local():
    index = _index(
        """
        import multiprocessing as mp

        q = "module"

        def outer():
            q = mp.Queue()

            def inner():
                print(q)

            def shadowing():
                q = mp.Pipe()
                print(q)

            def writes_through():
                nonlocal q
                q = mp.Lock()

            return inner

        class Holder:
            q = mp.Event()

            def method(self):
                print(q)
        """
    )
    assert _shown(index, index.values_of("q", _name_in(index, "inner", "q"))) == ["mp.Queue()", "mp.Lock()"]
    assert _shown(index, index.values_of("q", _name_in(index, "shadowing", "q"))) == ["mp.Pipe()"]
    # A class body does not enclose its methods: `q` in method() is the module's.
    assert _shown(index, index.values_of("q", _name_in(index, "method", "q"))) == ['"module"']


def test_a_name_assigned_anywhere_in_a_function_is_local_to_all_of_it():
    # Python decides at compile time: a read before the assignment is still the local (UnboundLocalError).
    index = _index(
        """
        import multiprocessing as mp

        q = mp.Queue()

        def late():
            print(q)
            q = mp.SimpleQueue()
        """
    )
    assert _shown(index, index.values_of("q", _name_in(index, "late", "q"))) == ["mp.SimpleQueue()"]


def test_two_functions_with_the_same_local_name_get_different_verdicts():
    # `model` is moved to CUDA in one function only: only that function's child is handed a GPU value.
    result = _result(
        """
        import torch
        import multiprocessing as mp

        def work(model):
            print(model)

        def on_gpu():
            torch.cuda.init()
            model = torch.nn.Linear(4, 4).cuda()
            mp.Process(target=work, args=(model,)).start()

        def on_cpu():
            torch.cuda.init()
            model = torch.nn.Linear(4, 4)
            mp.Process(target=work, args=(model,)).start()

        if __name__ == "__main__":
            on_gpu()
            on_cpu()
        """,
        select=("FMP001",),
    )
    lines = [finding.line for finding in result.findings]
    assert lines == [11], [finding.message for finding in result.findings]


def test_the_same_local_name_holding_a_tensor_in_one_function_and_an_array_in_another():
    # FMP002: `w @ w` is a tensor matmul only where this function's `w` is a tensor.
    result = _result(
        """
        import numpy as np
        import torch
        import multiprocessing as mp

        def work(rank):
            torch.ones(512, 512).sum()

        def with_arrays():
            w = np.ones((256, 256))
            y = w @ w
            mp.Process(target=work, args=(0,)).start()

        def with_tensors():
            w = torch.randn(256, 256)
            y = w @ w
            mp.Process(target=work, args=(0,)).start()

        if __name__ == "__main__":
            with_arrays()
            with_tensors()
        """,
        select=("FMP002",),
    )
    # randn is serial (torch's CPU RNG): only the matmul is parallel work. with_arrays() runs
    # before with_tensors(), so its `w @ w` is on the second start's path too, and is not work there.
    assert [finding.line for finding in result.findings] == [17], [finding.message for finding in result.findings]


def test_a_parameter_holds_what_any_variable_of_its_name_holds_and_a_loop_variable_nothing_known():
    # fixmp does not follow arguments to parameters: callers mostly pass a variable of the same name.
    index = _index(
        """
        import multiprocessing as mp

        def run(ctx):
            ctx.Process(target=print).start()

        def each(queues):
            for q in queues:
                print(q)

        if __name__ == "__main__":
            ctx = mp.get_context("fork")
            q = mp.Queue()
            run(ctx)
        """
    )
    assert _shown(index, index.values_of("ctx", _name_in(index, "run", "ctx"))) == ['mp.get_context("fork")']
    assert index.values_of("q", _name_in(index, "each", "q")) == []
    [site] = index.process_sites("fork")
    assert site.via == "context" and site.start_method == "fork"
