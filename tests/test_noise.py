"""Less noise where the CI bot runs (issue #12): deliberate start-method choices are not findings,
and the real ones still are."""

from __future__ import annotations

import textwrap

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import process_source

FIXTURE_SETTING_SPAWN = """
import multiprocessing as mp

import pytest


@pytest.fixture(scope="session", autouse=True)
def spawn_method():
    mp.set_start_method("spawn", force=True)
"""

LIBRARY_SETTING_SPAWN = """
import multiprocessing as mp


def start_workers(n):
    mp.set_start_method("spawn")
    return [mp.Process(target=print) for _ in range(n)]
"""

SCRIPT_SETTING_FORK_AT_IMPORT = """
import multiprocessing as mp

mp.set_start_method("fork")


def test_workers():
    p = mp.Process(target=print)
    p.start()
    p.join()


test_workers()
"""


def _codes(source: str, path: str, preview: bool = True):
    # Library code's own choice rests on an assumption about its callers: a --preview finding.
    result = process_source(textwrap.dedent(source).encode(), path, Settings(select=("FMP006",), preview=preview))
    assert not result.errors
    return [(finding.code, finding.line) for finding in result.findings]


@pytest.mark.parametrize("path", ["conftest.py", "tests/conftest.py", "pkg/tests/helpers.py", "test_workers.py",
                                  "workers_test.py"])
def test_a_test_harness_choosing_the_method_is_not_reported(path):
    assert _codes(FIXTURE_SETTING_SPAWN, path) == []


@pytest.mark.parametrize("path", ["pkg/workers.py", "contest.py", "latest_results.py"])
def test_the_same_call_in_library_code_is_reported(path):
    assert _codes(LIBRARY_SETTING_SPAWN, path) == [("FMP006", 6)]
    assert _codes(LIBRARY_SETTING_SPAWN, path, preview=False) == []  # an assumption: only with --preview


def test_a_test_file_run_as_a_script_that_sets_the_method_at_import_is_still_reported():
    assert _codes(SCRIPT_SETTING_FORK_AT_IMPORT, "tests/test_workers.py") == [("FMP006", 4)]


PRIVATE_HELPER = """
import multiprocessing as mp


def _set_start_method_if_unset(start_method=None):
    if start_method is None:
        start_method = "spawn"
    if mp.get_start_method(allow_none=True) is None:
        mp.set_start_method(start_method)
"""


def test_a_private_helper_choosing_for_its_callers_is_still_reported():
    """torchrl's `_set_mp_start_method_if_unset` (real-repository sweep): the parameter exemption is
    for public APIs whose purpose is to set the method."""
    assert _codes(PRIVATE_HELPER, "pkg/_utils.py") == [("FMP006", 9)]
    assert _codes(PRIVATE_HELPER.replace("_set_start_method_if_unset", "set_start_method_if_unset"),
                  "pkg/_utils.py") == []


def test_binding_a_cuda_device_into_a_partial_initialises_nothing():
    """torchrl's test_isaac.py (real-repository sweep): `partial(make_env, device=torch.device("cuda:1"))`
    runs nothing; the spawn of a Process after it is not an FMP001 hazard."""
    source = textwrap.dedent('''
        from functools import partial

        import torch
        import torch.multiprocessing as mp

        make = partial(print, device=torch.device("cuda:1"))

        def work(rank):
            torch.ones(1).cuda()

        if __name__ == "__main__":
            p = mp.Process(target=work, args=(0,))
            p.start()
    ''')
    result = process_source(source.encode(), "isaac.py", Settings(select=("FMP001",)))
    assert result.findings == ()
