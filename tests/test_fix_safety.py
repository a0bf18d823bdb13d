"""A fix is marked safe exactly where its rule's docs say, and withheld or unsafe elsewhere."""

from __future__ import annotations

import textwrap

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import process_source


def _findings(source: str, **settings):
    result = process_source(textwrap.dedent(source).encode(), "program.py", Settings(**settings), fix=True)
    assert not result.errors
    return result


def test_spawn_fix_is_unsafe_when_the_target_reads_state_set_under_the_main_guard():
    # A spawn child imports the module as __mp_main__: `args` is never set there (NameError).
    result = _findings(
        """
        import sys
        import multiprocessing as mp
        import torch

        def work(rank):
            torch.zeros(1).cuda()
            print(rank, args)

        if __name__ == "__main__":
            args = sys.argv[1:]
            torch.cuda.init()
            p = mp.Process(target=work, args=(0,))
            p.start()
        """
    )
    [finding] = result.findings
    assert finding.code == "FMP001" and finding.fix == "unsafe"
    assert "args" in finding.fix_description
    assert result.fixed_source is None


def test_spawn_fix_is_unsafe_when_the_parent_changes_a_global_the_target_reads():
    result = _findings(
        """
        import multiprocessing as mp
        import torch

        BIG = list(range(10))

        def work(rank):
            torch.zeros(1).cuda()
            print(BIG[10])

        if __name__ == "__main__":
            BIG.append(99)
            torch.cuda.init()
            mp.Process(target=work, args=(0,)).start()
        """
    )
    [finding] = result.findings
    assert finding.fix == "unsafe" and "BIG" in finding.fix_description


def test_defer_is_refused_when_the_children_read_what_it_would_move():
    # Moving `STATE["w"] = w` after the start would leave the forked child a KeyError;
    # the automatic choice falls to the single-thread child, which keeps fork's state.
    result = _findings(
        """
        import torch
        import torch.nn as nn
        import torch.multiprocessing as mp

        STATE = {}

        def work(rank):
            print((STATE["w"] @ torch.randn(512, 64)).sum())

        def main():
            w = torch.empty(512, 512)
            nn.init.orthogonal_(w)
            STATE["w"] = w
            p = mp.Process(target=work, args=(0,))
            p.start()
            p.join()

        if __name__ == "__main__":
            main()
        """
    )
    [finding] = result.findings
    assert finding.code == "FMP002" and finding.fix == "safe"
    fixed = result.fixed_source.decode()
    assert "def work(rank):\n    torch.set_num_threads(1)\n" in fixed
    assert 'nn.init.orthogonal_(w)\n    STATE["w"] = w\n    p = mp.Process' in fixed


def test_statements_joined_by_semicolons_run_in_order():
    result = _findings(
        """
        import torch
        import multiprocessing as mp

        def work():
            torch.ones(1).cuda()

        def main():
            torch.cuda.init(); p = mp.Process(target=work); p.start()

        if __name__ == "__main__":
            main()
        """
    )
    assert [f.code for f in result.findings] == ["FMP001"]


START_METHOD_AT_IMPORT = """
    import multiprocessing as mp
    {imports}
    mp.set_start_method("spawn")

    def work(q):
        q.put(1)

    if __name__ == "__main__":
        q = mp.Queue()
        mp.Process(target=work, args=(q,)).start()
        {more}
"""


@pytest.mark.parametrize("imports,more,safety,note", [
    ("import os, torch, numpy", "", "safe", None),
    ("from trainer import run", "", "unsafe", "the modules it imports (trainer) may start processes"),
    ("from . import helpers", "", "unsafe", "the modules it imports (.) may start processes"),
    ("import torch", "loader = torch.utils.data.DataLoader(range(4), num_workers=2)", "unsafe",
     "the DataLoader on line 12 starts its workers with the default start method"),
    ("import torch", 'loader = torch.utils.data.DataLoader(range(4), num_workers=2, multiprocessing_context="spawn")',
     "safe", None),
])
def test_removing_set_start_method_is_unsafe_where_something_else_uses_the_default(imports, more, safety, note):
    # set_start_method sets the program's start method: without it, whatever else starts
    # processes with the default context gets the platform's default (fork) back.
    result = _findings(START_METHOD_AT_IMPORT.format(imports=imports, more=more), select=("FMP006",),
                       unsafe_fixes=True)
    [finding] = result.findings
    assert finding.fix == safety, finding
    if note:
        assert note in finding.fix_description


def test_a_helper_that_sets_module_state_makes_spawn_unsafe_and_fork_stays():
    # fill() sets S["n"] in the parent; a spawned child would re-import S empty. The fix keeps
    # fork and makes the child single-threaded instead (found by a black-box test).
    result = _findings(
        """
        import torch, torch.multiprocessing as mp
        S = {}
        def fill():
            S["n"] = float((torch.ones(300, 300) @ torch.ones(300, 300))[0, 0])
        def work(q):
            q.put(S.get("n", -1.0) + float(torch.ones(300, 300).sum()))
        if __name__ == "__main__":
            fill()
            q = mp.Queue()
            p = mp.Process(target=work, args=(q,))
            p.start()
            print(q.get())
            p.join()
        """,
        select=("FMP002",),
    )
    [finding] = result.findings
    assert finding.fix == "safe" and finding.fixed
    assert b"def work(q):\n    torch.set_num_threads(1)\n" in result.fixed_source
    assert b"get_context" not in result.fixed_source


def test_work_that_writes_the_environment_the_children_inherit_is_not_moved():
    result = _findings(
        """
        import os, torch, torch.multiprocessing as mp
        def work(q):
            q.put(os.environ.get("SCALE", "unset") + str(float(torch.ones(300, 300).sum())))
        if __name__ == "__main__":
            x = torch.ones(300, 300)
            os.environ["SCALE"] = str(float((x @ x)[0, 0]))
            q = mp.Queue()
            p = mp.Process(target=work, args=(q,))
            p.start()
            print(q.get())
            p.join()
        """,
        select=("FMP002",), rule_options=(("fork-deadlock-fix", "defer"),),
    )
    [finding] = result.findings
    assert finding.fix is None
    assert "it changes the environment (os.environ)" in finding.no_fix_reason


def test_moving_work_that_prints_is_unsafe():
    result = _findings(
        """
        import torch, multiprocessing as mp
        def work(x):
            return float(torch.ones(300, 300).sum()) + x
        if __name__ == "__main__":
            ref = torch.ones(300, 300) @ torch.ones(300, 300)
            print("ref", float(ref[0, 0]))
            with mp.Pool(2) as pool:
                print(pool.map(work, range(2)))
        """,
        select=("FMP002",), rule_options=(("fork-deadlock-fix", "defer"),), unsafe_fixes=True,
    )
    [finding] = result.findings
    assert finding.fix == "unsafe" and "it moves output, line 7" in finding.fix_description


def test_a_child_made_single_threaded_by_a_helper_it_calls_first_is_not_reported():
    result = _findings(
        """
        import torch, torch.multiprocessing as mp
        def setup():
            torch.set_num_threads(1)
        def work(model):
            setup()
            model(torch.ones(256, 256)).sum()
        if __name__ == "__main__":
            model = torch.nn.Linear(256, 256)
            model.share_memory()
            p = mp.Process(target=work, args=(model,))
            p.start()
            p.join()
        """,
        select=("FMP002",),
    )
    assert result.findings == ()


def test_newer_syntax_than_this_python_is_still_fixed(tmp_path):
    # `type X = ...` (3.12) under an older Python: libcst parses it, this compile() cannot.
    source = """
        import torch, multiprocessing as mp
        type Vector = list[float]
        def work(x):
            return float(torch.ones(300, 300).sum()) + x
        if __name__ == "__main__":
            w = torch.ones(300, 300) @ torch.ones(300, 300)
            with mp.Pool(2) as pool:
                pool.map(work, range(2))
    """
    result = _findings(source, select=("FMP002",), rule_options=(("fork-deadlock-fix", "defer"),))
    assert result.errors == () and result.fixed_source is not None


def test_single_thread_child_fix_on_a_one_line_target():
    """`def worker(x): return ...` has no block to insert into: the fix gives it one (it was an internal error)."""
    source = textwrap.dedent(
        """\
        import torch
        import torch.multiprocessing as mp


        def worker(rank): return float(torch.ones(512, 512).sum())  # the work


        if __name__ == "__main__":
            w = torch.randn(512, 512) @ torch.randn(512, 512)
            p = mp.Process(target=worker, args=(0,))
            p.start()
            p.join()
        """
    )
    result = process_source(source.encode(), "one.py", Settings(rule_options=(("fork-deadlock-fix", "single-thread-child"),)), fix=True)
    assert not result.errors, result.errors
    assert result.fixed_source is not None
    assert "def worker(rank):\n    torch.set_num_threads(1)\n    return float(torch.ones(512, 512).sum())  # the work\n" \
        in result.fixed_source.decode()


def test_a_module_level_mutable_handed_to_a_call_still_makes_spawn_unsafe():
    """The immutable-value exception (a module-level `device = torch.device(...)`) is narrow: a dict
    the parent hands to a call may be changed in place, which a spawned child would not see."""
    source = textwrap.dedent('''
        import torch
        import torch.multiprocessing as mp

        settings = {"device": "cpu"}

        def work(rank):
            print(rank, settings, torch.ones(1).cuda())

        def main():
            torch.cuda.init()
            configure(settings)
            procs = [mp.Process(target=work, args=(r,)) for r in range(2)]
            for p in procs:
                p.start()

        if __name__ == "__main__":
            main()
    ''')
    [finding] = _findings(source, select=("FMP001",), unsafe_fixes=True).findings
    assert finding.fix == "unsafe" and "settings" in finding.fix_description


PARTIAL_TARGET = '''
    import functools
    import multiprocessing as mp
    import torch
    {imports}

    def work(rank, scale, out):
        out.put((rank, torch.ones(2048, 64).mul(scale).exp().sum().item()))

    def main():
        torch.ones(4096, 4096).exp()
        out = mp.Queue()
        {binding}
        procs = [mp.Process(target=target, args=(rank,)) for rank in range(2)]
        for p in procs:
            p.start()
        print(sorted(out.get() for _ in procs))

    if __name__ == "__main__":
        main()
'''


@pytest.mark.parametrize("imports, binding, safety, note", [
    # pickle finds the function by name and pickles what the partial holds, as it pickles handed arguments
    ("", "target = functools.partial(work, scale=2.0, out=out)", "safe", None),
    ("from functools import partial", "target = partial(work, 2.0, out)", "safe", None),
    ("", "target = functools.partial(lambda rank, scale, out: work(rank, scale, out), scale=2.0, out=out)",
     "unsafe", "the target `target` is pickled by spawn"),
    ("from stats import Accumulator", "target = functools.partial(work, scale=Accumulator(), out=out)",
     "unsafe", "spawn pickles `Accumulator()`"),
])
def test_a_partial_target_is_importable_where_its_function_is(imports, binding, safety, note):
    source = PARTIAL_TARGET.format(imports=imports, binding=binding)
    [finding] = _findings(source, select=("FMP002",), unsafe_fixes=True,
                          rule_options=(("fork-deadlock-fix", "spawn"),)).findings
    assert finding.fix == safety, finding.fix_description
    assert "spawn" in finding.fix_description
    if note is not None:
        assert note in finding.fix_description
