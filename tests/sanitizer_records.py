"""Hand-built records of the fork sanitizer's probe, as ``hazards_of`` reads them: one parent's pool fork
(``with Pool(2)`` in the user's ``pool.py``, torch's OpenMP pool alive) and its children's own records; and
the records of a real run of a small program under the probe."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Dict, List

from fixmp.runner.sanitize import EVENTS_FILE_NAME, sanitizer_environment

FINISH_TIMEOUT = 120.0  # a guard for programs that finish by themselves, not a measure


def records_of_a_run(tmp_path: Path, name: str, source: str, how: str) -> List[Dict[str, object]]:
    """Run ``source`` (saved as ``name``) with the argument ``how`` under the probe, which must finish and
    print "done" last; the events it recorded, in the folder ``s-<how>``."""
    program = tmp_path / name
    program.write_text(textwrap.dedent(source).lstrip())
    folder = tmp_path / ("s-" + how)
    done = subprocess.run([sys.executable, program.name, how], cwd=tmp_path, env=sanitizer_environment(folder),
                          capture_output=True, text=True, timeout=FINISH_TIMEOUT)
    assert done.returncode == 0 and done.stdout.endswith("done\n"), done.stderr
    return [json.loads(line) for line in (folder / EVENTS_FILE_NAME).read_text().splitlines()]

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
