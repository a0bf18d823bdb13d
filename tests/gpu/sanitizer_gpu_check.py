"""The GPU half of ``fixmp run``'s checks (FMP001): run it on a machine with a CUDA GPU and torch built for it.

    python tests/gpu/sanitizer_gpu_check.py [REPORT.json]

Not collected by pytest (it needs a GPU, and each run starts CUDA). It runs, under
the sanitizer (``fixmp.runner.sanitize.run_sanitized``):

* every FMP001 and FMP008 fixture: each ``before`` (except the ``no_finding_``
  controls) must give exactly one hazard of its rule (FMP008: CUDA in a
  DataLoader's forked workers) that ``fixmp check`` also finds (the finding
  carries its fix); each ``after`` and each control must give none;
* three programs on what poisons a fork: ``.cuda()`` in the parent (FMP001, with
  where CUDA started), ``torch.cuda.is_available()`` (poisons: FMP001 "poisoned"),
  ``torch.cuda.device_count()`` (asks NVML, does not poison: nothing) -- each with
  a child that uses CUDA.

It prints one line per check and writes every run's JSON (``fixmp run --format
json``'s document) to REPORT.json (default: sanitizer-gpu-report.json); it exits 1
when a check failed. Written without a GPU at hand: it has not been run yet.
"""

from __future__ import annotations

import json
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from fixmp.runner.sanitize import run_sanitized  # noqa: E402 - after the checkout is on the path
from fixmp.runner.sanitize_report import hazard_findings, render_json  # noqa: E402

TIMEOUT = 120.0

CHILD_USES_CUDA = """\
import multiprocessing as mp
import torch


def child():
    try:
        torch.ones(2, device="cuda").sum().item()  # the use
    except RuntimeError as error:
        print("child:", error)


if __name__ == "__main__":
    {parent}
    worker = mp.get_context("fork").Process(target=child)
    worker.start()  # the fork
    worker.join()
"""
PROGRAMS: Dict[str, Tuple[str, List[str]]] = {
    # name: (the parent's CUDA call, the codes expected)
    "cuda_tensor": ("x = torch.ones(2).cuda()  # CUDA starts", ["FMP001"]),
    "is_available": ("print('available', torch.cuda.is_available())", ["FMP001"]),
    "device_count": ("print('devices', torch.cuda.device_count())", []),
}


def main(argv: List[str]) -> int:
    import torch

    if not torch.cuda.is_available():  # this process only: each run is a process of its own
        print("needs a CUDA GPU", file=sys.stderr)
        return 2
    report_path = Path(argv[0]) if argv else Path("sanitizer-gpu-report.json")
    runs: Dict[str, object] = {}
    failures = 0

    def check(name: str, program: Path, expected: List[str], *, static_match: bool) -> None:
        nonlocal failures
        run = run_sanitized([sys.executable, str(program)], timeout=TIMEOUT, cwd=program.parent)
        runs[name] = json.loads(render_json(run, hazard_findings(run)))
        codes = sorted(hazard.code for hazard in run.hazards)
        ok = codes == expected and not run.records.probe_errors
        if ok and static_match:
            ok = all(finding.fix is not None for finding in hazard_findings(run).findings)
        failures += not ok
        where = ", ".join(f"{h.code} line {h.start.line} ({h.alive}; started at "
                          f"{h.cuda_origin.line if h.cuda_origin else '?'}; child used CUDA at "
                          f"{h.child_cuda_use.line if h.child_cuda_use else '?'})" for h in run.hazards)
        print(f"{'ok  ' if ok else 'FAIL'} {name}: expected {expected or 'nothing'}, saw {where or 'nothing'}")

    for code in ("FMP001", "FMP008"):
        for program in sorted((ROOT / "fixtures" / code).glob("*.py")):
            hazardous = program.name.endswith(".before.py") and not program.name.startswith("no_finding_")
            check(f"{code}/{program.name}", program, [code] if hazardous else [], static_match=hazardous)
    with tempfile.TemporaryDirectory() as folder:
        for name, (parent_call, expected) in PROGRAMS.items():
            program = Path(folder) / f"{name}.py"
            program.write_text(CHILD_USES_CUDA.replace("{parent}", textwrap.dedent(parent_call)))
            check(name, program, expected, static_match=False)
    report_path.write_text(json.dumps({"torch": torch.__version__, "gpu": torch.cuda.get_device_name(0),
                                       "failures": failures, "runs": runs}, indent=2) + "\n")
    print(f"{failures} failed; report written to {report_path}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
