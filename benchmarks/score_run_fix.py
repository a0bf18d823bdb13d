#!/usr/bin/env python3
"""Score `fixmp run --fix` on a frozen held-out set: is every executed CPU hang seen and cured with the
same output, and is no safe program reported?

Usage:  python benchmarks/score_run_fix.py [--set heldout/2026-12-01] [--timeout 120] [--json out.json] [project ...]

Each program (kinds hang and safe, needs cpu) is copied to a scratch folder and run there as
`fixmp run --fix --diff --format json -- python <entry>` (nothing is written: --diff). A hang counts as
seen when a hazard is reported at one of the manifest's start sites (or any site, reported apart), and
as cured when the proof accepted a candidate whose output equals the OMP_NUM_THREADS=1 reference. A
safe program counts as a false alarm when any hazard is reported. It prints one line per program and
the totals; it runs programs, on purpose.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def score_one(folder, entry, timeout):
    with tempfile.TemporaryDirectory(prefix="fixmp-score-") as scratch:
        copy = os.path.join(scratch, os.path.basename(folder))
        shutil.copytree(folder, copy)
        environment = {key: value for key, value in os.environ.items() if key != "OMP_NUM_THREADS"}
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "fixmp", "run", "--fix", "--diff", "--format", "json", "--timeout", str(timeout),
             "--", sys.executable, entry],
            cwd=copy, env=environment, capture_output=True, text=True)
        seconds = time.monotonic() - started
    try:
        report = json.loads(done.stdout[done.stdout.index("{"):])
    except ValueError:
        return {"error": (done.stdout + done.stderr)[-400:], "exit": done.returncode, "seconds": seconds}
    return {"report": report, "exit": done.returncode, "seconds": seconds}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", default=os.path.join(ROOT, "heldout", "2026-12-01"))
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--json")
    parser.add_argument("projects", nargs="*")
    args = parser.parse_args()
    with open(os.path.join(args.set, "manifest.json")) as handle:
        manifest = json.load(handle)
    rows = []
    for program in manifest:
        if program["needs"] != "cpu" or program["kind"] not in ("hang", "safe"):
            continue
        if args.projects and program["project"] not in args.projects:
            continue
        result = score_one(os.path.join(args.set, program["project"]), program["entry"], args.timeout)
        report = result.get("report") or {}
        sites = [f"{site['path']}:{site['line']}" for site in report.get("sites", [])]
        sites += [f"{os.path.basename(site['path'])}:{site['line']}" for site in report.get("outside", [])]
        proof = report.get("proof") or {}
        accepted = [c for c in proof.get("candidates", []) if c.get("accepted")]
        cured = bool(accepted) and accepted[0]["verdict"] == "cured"
        same_output = bool(accepted) and bool(accepted[0].get("output_equal"))
        at_start = any(site in program["start_sites"] for site in sites)
        row = {"project": program["project"], "kind": program["kind"], "sites": sites, "at_start": at_start,
               "cured": cured, "same_output": same_output, "reference": (proof.get("reference") or {}).get("outcome"),
               "exit": result["exit"], "seconds": round(result["seconds"], 1), "error": result.get("error")}
        rows.append(row)
        print(json.dumps(row), flush=True)
    hangs = [row for row in rows if row["kind"] == "hang"]
    safe = [row for row in rows if row["kind"] == "safe"]
    print(f"hangs seen at a start site: {sum(r['at_start'] for r in hangs)}/{len(hangs)}; "
          f"seen anywhere: {sum(bool(r['sites']) for r in hangs)}/{len(hangs)}; "
          f"cured: {sum(r['cured'] for r in hangs)}/{len(hangs)}; "
          f"cured with the reference's output: {sum(r['cured'] and r['same_output'] for r in hangs)}/{len(hangs)}")
    print(f"safe programs reported: {sum(bool(r['sites']) for r in safe)}/{len(safe)}")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    main()
