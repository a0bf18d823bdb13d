"""What the parent runs before a start: the path FMP001 and FMP002 search for CUDA and parallel work."""

from __future__ import annotations

import textwrap

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import process_source

WORKER = """
    import torch
    import torch.multiprocessing as mp

    def worker(rank):
        torch.ones(1, device="cuda").sum()
"""


def _cuda_findings(source: str) -> list:
    result = process_source(textwrap.dedent(WORKER + source).encode(), "program.py", Settings(select=("FMP001",)))
    assert not result.errors
    return [(finding.line, finding.message) for finding in result.findings]


def test_cuda_before_the_instance_is_made_is_on_the_path_of_its_method():
    findings = _cuda_findings("""
    class Launcher:
        def __init__(self, ranks):
            self.ranks = ranks

        def launch(self):
            for rank in range(self.ranks):
                mp.Process(target=worker, args=(rank,)).start()

    if __name__ == "__main__":
        torch.cuda.set_device(0)
        launcher = Launcher(2)
        launcher.launch()
    """)
    assert len(findings) == 1 and "torch.cuda.set_device() at line 17" in findings[0][1], findings


def test_a_static_method_does_not_run_after_init():
    # No instance needs to exist to call it, so __init__'s CUDA is not on its path.
    findings = _cuda_findings("""
    class Launcher:
        def __init__(self):
            self.model = torch.nn.Linear(4, 2).cuda()

        @staticmethod
        def launch():
            mp.Process(target=worker, args=(0,)).start()

    if __name__ == "__main__":
        Launcher.launch()
    """)
    assert findings == []


def test_init_that_starts_processes_does_not_count_itself():
    # The start is in __init__ and the CUDA call after it: nothing initialised CUDA before the fork.
    findings = _cuda_findings("""
    class Launcher:
        def __init__(self):
            mp.Process(target=worker, args=(0,)).start()
            self.model = torch.nn.Linear(4, 2).cuda()

    if __name__ == "__main__":
        Launcher()
    """)
    assert findings == []


def test_a_method_that_init_calls_sees_only_what_init_ran_before_the_call():
    # The workers start from __init__, before it moves the model to CUDA: nothing to report.
    findings = _cuda_findings("""
    class Pool:
        def __init__(self):
            self.queue = mp.Queue()
            self.start_workers()
            self.model = torch.nn.Linear(4, 2).cuda()

        def start_workers(self):
            mp.Process(target=worker, args=(0,)).start()

    if __name__ == "__main__":
        Pool()
    """)
    assert findings == []


def test_an_inherited_init_follows_the_constructions_of_the_class_itself():
    source = """
    class Base:
        def __init__(self):
            self.ready = True

    class Launcher(Base):
        def launch(self):
            mp.Process(target=worker, args=(0,)).start()

    def other_job():
        torch.cuda.set_device(0)
        return Base()

    if __name__ == "__main__":
        {main}
    """
    # CUDA before a Base() is not on the path of a Launcher's method ...
    assert _cuda_findings(source.format(main="Launcher().launch()")) == []
    # ... CUDA before the Launcher() is.
    findings = _cuda_findings(source.format(main="torch.cuda.set_device(0); Launcher().launch()"))
    assert len(findings) == 1, findings


def test_a_start_in_an_elif_branch_has_the_tests_above_it_on_its_path():
    # An elif is an If in the orelse of the If above: walking up from it crashed the analysis.
    findings = _cuda_findings("""
    if __name__ == "__main__":
        import sys
        if torch.cuda.is_available() and sys.argv[1:] == ["a"]:
            pass
        elif sys.argv[1:] == ["b"]:
            pass
        else:
            mp.Process(target=worker, args=(0,)).start()
    """)
    assert len(findings) == 1 and "torch.cuda.is_available() (" in findings[0][1], findings


ORDER = '''
import torch
from multiprocessing import Pool


def work(x):
    return float(torch.ones(512, 512).sum())


{above}def main():
    {first}
    {second}
    print(pool.map(work, range(2)))
    pool.close()


{below}if __name__ == "__main__":
    main()
'''
SETUP = "def setup():\n    return torch.randn(512, 512) @ torch.randn(512, 512)\n\n\n"


@pytest.mark.parametrize("where", ["above", "below"])
@pytest.mark.parametrize("setup_first, reported", [(True, True), (False, False)])
def test_what_ran_first_is_decided_by_the_path_not_by_line_numbers(where, setup_first, reported):
    """The core-redesign reproducer: `main(): setup(); ...; Pool(...)` was decided by the line `setup` is
    defined on. The order `main` runs them in decides, wherever they are written: the pool's workers forked
    before `setup()`'s matmul inherit no started pool. (The reproducer used `torch.set_num_threads(1)` as
    the setup; measured since, one thread set after the work and before the fork cures it too, so the order
    of that call no longer matters.)"""
    calls = ["setup()", "pool = Pool(2)"]
    first, second = calls if setup_first else calls[::-1]
    source = ORDER.format(above=SETUP if where == "above" else "", below=SETUP if where == "below" else "",
                          first=first, second=second)
    result = process_source(source.encode(), "order.py", Settings(select=("FMP002",)))
    assert [f.code for f in result.findings] == (["FMP002"] if reported else [])
