#!/usr/bin/env python3
"""Re-run every program of a frozen held-out set and compare with its manifest.json. One script for every set.

Usage:  python heldout/confirm.py heldout/<set> [--timeout 40] [--json out.json] [project ...]

Each program is run as `python <entry>` inside its own folder, in a fresh
session / process group (so that every child it forks or spawns can be killed),
with OMP_NUM_THREADS removed from the environment.  If it is still running at
the timeout, the whole process group is SIGKILLed and the program is run once
more with OMP_NUM_THREADS=1; a "hang" is a timeout whose OMP_NUM_THREADS=1
re-run finishes.  Programs marked needs=cuda are skipped unless
torch.cuda.is_available() in this interpreter.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import time


ERROR_TEXT = {
    "spawn-unpicklable-target": ["pickle"],
    "unpicklable-target": ["pickle"],
    "missing-main-guard": ["bootstrapping phase"],
    "start-method-twice": ["context has already been set"],
    "mixed-context-primitive": ["created in a fork context is being shared with a process in a spawn context"],
    "cuda-before-fork": ["Cannot re-initialize CUDA in forked subprocess"],
}


def _pgrp_members(pgid):
    out = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        # fields[0]=state, fields[2]=pgrp
        if int(fields[2]) == pgid and fields[0] != "Z":
            out.append(int(pid))
    return out


def _kill_group(pgid):
    for _ in range(50):
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        time.sleep(0.1)
        if not _pgrp_members(pgid):
            return True
    return False


def run_once(folder, entry, timeout, omp_one=False):
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    env.pop("PYTHONPATH", None)
    if omp_one:
        env["OMP_NUM_THREADS"] = "1"
    t0 = time.time()
    proc = subprocess.Popen([sys.executable, entry], cwd=folder, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, _ = proc.communicate()
        code = None
    # leftovers (e.g. orphaned pool workers, resource trackers) are killed too
    clean = _kill_group(proc.pid)
    return code, round(time.time() - t0, 1), out.decode(errors="replace"), clean



def _as_expected(observed: str, expected: str) -> bool:
    """A run that exited 0 is what a manifest calls "safe" (older sets) or "ok" (newer ones)."""
    return observed in (expected, "skipped") or (observed == "safe" and expected == "ok")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("set", help="the held-out set's folder (with its manifest.json)")
    ap.add_argument("projects", nargs="*")
    ap.add_argument("--timeout", type=float, default=40)
    ap.add_argument("--json", help="write observed results here")
    args = ap.parse_args()

    here = os.path.abspath(args.set)
    with open(os.path.join(here, "manifest.json")) as f:
        manifest = json.load(f)
    if args.projects:
        manifest = [m for m in manifest if m["project"] in args.projects]

    try:
        import torch
        have_cuda = torch.cuda.is_available()
    except Exception:
        have_cuda = False

    results = []
    print(f"{'project':28} {'rule':27} {'expected':8} {'observed':14} {'exit':>5} {'secs':>6}  omp1")
    for m in manifest:
        folder = os.path.join(here, m["project"])
        row = dict(project=m["project"], expected=m["kind"])
        if m["needs"] == "cuda" and not have_cuda:
            row.update(observed="skipped", exit=None, seconds=None, omp1="n/a", clean=True, tail="")
        else:
            code, secs, out, clean = run_once(folder, m["entry"], args.timeout)
            omp1 = "n/a"
            if code is None:
                c2, s2, out2, clean2 = run_once(folder, m["entry"], args.timeout, omp_one=True)
                clean = clean and clean2
                omp1 = "finished" if c2 == 0 else f"exit={c2}"
                observed = "hang" if c2 == 0 else "timeout"
            elif code == 0:
                observed = "safe"
            else:
                texts = ERROR_TEXT.get(m["rule"] or "", [])
                observed = "crash" if all(t in out for t in texts) else "crash(other)"
            row.update(observed=observed, exit=code, seconds=secs, omp1=omp1, clean=clean,
                       tail=out[-1500:])
        ok = "OK " if _as_expected(row["observed"], m["kind"]) else "XX "
        print(f"{m['project']:28} {str(m['rule']):27} {m['kind']:8} {row['observed']:14} "
              f"{str(row['exit']):>5} {str(row['seconds']):>6}  {row['omp1']} "
              f"{ok}{'' if row['clean'] else 'LEFTOVER-PROCESSES'}", flush=True)
        results.append(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    bad = [r for r in results if not _as_expected(r["observed"], r["expected"])]
    print(f"\n{len(results) - len(bad)}/{len(results)} as expected")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
