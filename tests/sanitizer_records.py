"""Hand-built records of the fork sanitizer's probe, as ``hazards_of`` reads them: one parent's pool fork
(``with Pool(2)`` in the user's ``pool.py``, torch's OpenMP pool alive) and its children's own records."""

from __future__ import annotations

from typing import Dict

PARENT = 100
# The fork's stack, innermost first: multiprocessing's frames, then the user's `with Pool(2)` line.
STACK = [
    ["/usr/lib/python3.11/multiprocessing/popen_fork.py", 66, "_launch", 62, True],
    ["/usr/lib/python3.11/multiprocessing/pool.py", 215, "__init__", 183, True],
    ["/project/pool.py", 10, "fan_out", 9, False],
]


def fork(number: int) -> Dict[str, object]:
    return {"event": "fork", "pid": PARENT, "fork": number, "pool": {"native_threads": 2, "intra_op_threads": 2},
            "pool_origin": None, "cuda_initialized": False, "cuda_origin": None, "stack": STACK}


def child(pid: int, number: int) -> Dict[str, object]:
    return {"event": "child", "pid": pid, "parent": PARENT, "fork": number}
