"""Score fixmp against frozen held-out sets (each folder's manifest.json): recall on the hazards, false
alarms on the safe programs. One scorer for every set, for the static check and for ``fixmp run --fix``.

    python heldout/score.py heldout/2026-12-28 [heldout/2026-12-29 ...] [--json FILE] [--fixmp TREE] [--jobs N]
    python heldout/score.py --run-fix heldout/2026-12-01 [--timeout 120] [--only PROJECT ...] [--json FILE]

Each project is checked as a user would check it: ``python -m fixmp check --no-cache --format json .``
from inside its folder (fixmp only reads the programs; nothing is run), with the fixmp of ``--fixmp``
(a checkout of the repository, to score another commit; default: the installed one). A hazard counts
as found *at its site* when a finding of the manifest's rule lies on one of its ``start_sites`` (file
and line), and as found *in the project* when such a finding lies anywhere in it. Every finding on a
safe program (``kind`` "safe" or "ok") is a false alarm. A set is written and run by someone who had
not read fixmp's code; it is frozen: score against it, never tune on it (a new set is written for each
widening). Findings shown only with ``--preview`` are not counted.

With ``--run-fix`` it runs programs, on purpose: each program of kind hang or safe that needs only a CPU
is copied to a scratch folder and run there as ``fixmp run --fix --diff --format json -- python <entry>``
(nothing is written: ``--diff``). A hang counts as seen when a hazard is reported at one of the manifest's
start sites (or any site, reported apart), and as cured when the proof accepted a candidate whose output
equals the OMP_NUM_THREADS=1 reference; a safe program counts as a false alarm when any hazard is reported.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

CODES = {
    "cuda-before-fork": "FMP001",
    "parallel-work-before-fork": "FMP002",
    "missing-main-guard": "FMP004",
    "spawn-unpicklable-target": "FMP005",
    "unpicklable-target": "FMP005",
    "start-method-twice": "FMP006",
    "mixed-context-primitive": "FMP007",
    "cuda-in-dataloader-worker": "FMP008",
}
SAFE_KINDS = ("safe", "ok")


def findings_of(project: Path, tree: Optional[Path]) -> List[Dict[str, Any]]:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    done = subprocess.run([sys.executable, "-m", "fixmp", "check", "--no-cache", "--format", "json", "."],
                          cwd=project, capture_output=True, text=True, timeout=600, env=env)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{project}: fixmp exited {done.returncode}: {done.stderr.strip()}")
    findings: List[Dict[str, Any]] = json.loads(done.stdout)["findings"]
    return findings


def score_project(folder: Path, entry: Dict[str, Any], tree: Optional[Path]) -> Dict[str, Any]:
    findings = findings_of(folder / entry["project"], tree)
    found: List[Tuple[str, int, str]] = [(f["path"].lstrip("./"), f["line"], f["code"]) for f in findings]
    code = CODES.get(entry["rule"] or "")
    sites = {(site.rsplit(":", 1)[0], int(site.rsplit(":", 1)[1])) for site in entry["start_sites"]}
    at_site = code is not None and any((path, line) in sites and got == code for path, line, got in found)
    in_project = code is not None and any(got == code for _, _, got in found)
    return {"set": folder.name, "project": entry["project"], "kind": entry["kind"], "needs": entry["needs"],
            "rule": entry["rule"], "expected": code, "found_at_site": at_site, "found_in_project": in_project,
            "findings": [f"{path}:{line} {got}" for path, line, got in found]}


def run_fix_one(folder: Path, entry: Dict[str, Any], timeout: float, tree: Optional[Path]) -> Dict[str, Any]:
    """``fixmp run --fix`` on one program of the set, in a scratch copy: what it saw and whether it cured."""
    with tempfile.TemporaryDirectory(prefix="fixmp-score-") as scratch:
        copy = Path(scratch) / entry["project"]
        shutil.copytree(folder / entry["project"], copy)
        env = {key: value for key, value in os.environ.items() if key != "OMP_NUM_THREADS"}
        if tree is not None:
            env["PYTHONPATH"] = str(tree)
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--fix", "--diff", "--format", "json",
                               "--timeout", str(timeout), "--", sys.executable, entry["entry"]],
                              cwd=copy, env=env, capture_output=True, text=True)
        seconds = round(time.monotonic() - started, 1)
    try:
        report = json.loads(done.stdout[done.stdout.index("{"):])
    except ValueError:
        report = {}
    sites = [f"{site['path']}:{site['line']}" for site in report.get("sites", [])]
    sites += [f"{os.path.basename(site['path'])}:{site['line']}" for site in report.get("outside", [])]
    proof = report.get("proof") or {}
    accepted = [candidate for candidate in proof.get("candidates", []) if candidate.get("accepted")]
    return {"set": folder.name, "project": entry["project"], "kind": entry["kind"], "sites": sites,
            "at_start": any(site in entry["start_sites"] for site in sites),
            "cured": bool(accepted) and accepted[0]["verdict"] == "cured",
            "would_write": bool(accepted),  # (--diff writes nothing; without it, this candidate would be written)
            "same_output": bool(accepted) and bool(accepted[0].get("output_equal")),
            "reference": (proof.get("reference") or {}).get("outcome"), "exit": done.returncode,
            "seconds": seconds, "error": None if report else (done.stdout + done.stderr)[-400:]}


def main_run_fix(jobs: List[Tuple[Path, Dict[str, Any]]], timeout: float, only: List[str], tree: Optional[Path],
                 json_file: Optional[Path]) -> int:
    rows = []
    for folder, entry in jobs:
        if entry["needs"] != "cpu" or entry["kind"] not in ("hang", *SAFE_KINDS) or (only and entry["project"] not in only):
            continue
        rows.append(run_fix_one(folder, entry, timeout, tree))
        print(json.dumps(rows[-1]), flush=True)
    hangs = [row for row in rows if row["kind"] == "hang"]
    safe = [row for row in rows if row["kind"] in SAFE_KINDS]
    print(f"hangs seen at a start site: {sum(row['at_start'] for row in hangs)}/{len(hangs)}; "
          f"seen anywhere: {sum(bool(row['sites']) for row in hangs)}/{len(hangs)}; "
          f"cured: {sum(row['cured'] for row in hangs)}/{len(hangs)}; "
          f"cured with the reference's output: {sum(row['cured'] and row['same_output'] for row in hangs)}/{len(hangs)}")
    print(f"safe programs reported: {sum(bool(row['sites']) for row in safe)}/{len(safe)}; "
          f"given a fix run --fix would write: {sum(row['cured'] or row['would_write'] for row in safe)}/{len(safe)}")
    if json_file:
        json_file.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


def recorded_rows(folder: Path) -> List[Dict[str, Any]]:
    """The set's earlier scores of the static check, as ``score.py --json`` wrote them (``--run-fix``'s
    records, which carry no ``found_in_project``, are not these)."""
    rows: List[Dict[str, Any]] = []
    for record in sorted(folder.glob("score-*.json")):
        rows += [row for row in json.loads(record.read_text()) if "found_in_project" in row]
    return rows


def losses(rows: List[Dict[str, Any]], folders: List[Path]) -> List[str]:
    """What ``rows`` lose against the sets' records: a line for each project, saying what and since which."""
    earlier: Dict[Tuple[str, str], List[Dict[str, Any]]] = {}
    for folder in folders:
        for row in recorded_rows(folder):
            earlier.setdefault((folder.name, row["project"]), []).append(row)
    lines = []
    for row in rows:
        before = earlier.get((row["set"], row["project"]), [])
        name = f"{row['set']}/{row['project']}"
        if row["kind"] in SAFE_KINDS:
            if row["findings"] and before and not any(old["findings"] for old in before):
                lines.append(f"{name}: a new false alarm: {', '.join(row['findings'])}")
        elif any(old["found_in_project"] for old in before) and not row["found_in_project"]:
            lines.append(f"{name}: lost ({row['expected']} no longer reported in the project)")
        elif any(old["found_at_site"] for old in before) and not row["found_at_site"]:
            lines.append(f"{name}: moved off its start site (now {', '.join(row['findings']) or '-'})")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path, help="held-out set folders (each with a manifest.json)")
    parser.add_argument("--json", type=Path, help="also write the per-project results here")
    parser.add_argument("--fixmp", type=Path, help="a checkout of fixmp to score (default: the installed one)")
    parser.add_argument("--jobs", type=int, default=1, help="projects checked at once")
    parser.add_argument("--run-fix", action="store_true", help="score `fixmp run --fix` (runs the programs)")
    parser.add_argument("--timeout", type=float, default=120, help="with --run-fix: each run's --timeout")
    parser.add_argument("--losses", action="store_true",
                        help="also list what each set loses against its recorded scores (score-*.json)")
    parser.add_argument("--only", nargs="*", default=[], metavar="PROJECT", help="with --run-fix: these projects")
    args = parser.parse_args()
    jobs = [(folder.resolve(), entry) for folder in args.sets
            for entry in json.loads((folder / "manifest.json").read_text())]
    tree = args.fixmp.resolve() if args.fixmp is not None else None
    if args.run_fix:
        return main_run_fix(jobs, args.timeout, args.only, tree, args.json)
    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        rows = list(pool.map(lambda job: score_project(job[0], job[1], tree), jobs))
    hazards = [row for row in rows if row["kind"] not in SAFE_KINDS]
    safe = [row for row in rows if row["kind"] in SAFE_KINDS]
    print(f"{'set':11} {'project':32} {'kind':6} {'expected':8} {'at site':8} {'in project':10} findings")
    for row in rows:
        print(f"{row['set']:11} {row['project']:32} {row['kind']:6} {row['expected'] or '-':8} "
              f"{str(row['found_at_site']):8} {str(row['found_in_project']):10} {', '.join(row['findings']) or '-'}")
    by_rule = Counter(row["rule"] for row in hazards)
    found_by_rule = Counter(row["rule"] for row in hazards if row["found_at_site"])
    print()
    print(f"hazards found at their start site: {sum(row['found_at_site'] for row in hazards)} of {len(hazards)}; "
          f"anywhere in the project: {sum(row['found_in_project'] for row in hazards)} of {len(hazards)}")
    for rule, count in sorted(by_rule.items()):
        print(f"  {rule}: {found_by_rule[rule]} of {count}")
    alarms = [row for row in safe if row["findings"]]
    print(f"false alarms: {len(alarms)} of {len(safe)} safe programs"
          + (f" ({', '.join(row['set'] + '/' + row['project'] for row in alarms)})" if alarms else ""))
    if args.losses:
        lost = losses(rows, [folder.resolve() for folder in args.sets])
        print(f"against the sets' recorded scores: {len(lost)} lost" + "".join(f"\n  {line}" for line in lost))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
