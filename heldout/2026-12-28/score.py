"""Score fixmp's static check against this frozen set (manifest.json): recall on the hazards, false alarms
on the safe programs.

    python heldout/2026-12-28/score.py [--json FILE]

Each project is checked as a user would check it: ``python -m fixmp check --no-cache --format json .``
from inside its folder (fixmp only reads the programs; nothing is run). A hazard counts as found
*at its site* when a finding of the manifest's rule lies on one of its ``start_sites`` (file and
line), and as found *in the project* when such a finding lies anywhere in it. Every finding on a
safe program is a false alarm. The set was written and run by someone who had not read fixmp's
code; it is frozen: score against it, never tune on it (a new set is written for each widening).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CODES = {
    "cuda-before-fork": "FMP001",
    "parallel-work-before-fork": "FMP002",
    "missing-main-guard": "FMP004",
    "spawn-unpicklable-target": "FMP005",
    "start-method-twice": "FMP006",
    "mixed-context-primitive": "FMP007",
}


def findings_of(project: Path) -> list:
    done = subprocess.run([sys.executable, "-m", "fixmp", "check", "--no-cache", "--format", "json", "."],
                          cwd=project, capture_output=True, text=True, timeout=600)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{project.name}: fixmp exited {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)["findings"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the per-project results here")
    args = parser.parse_args()
    manifest = json.loads((HERE / "manifest.json").read_text())
    rows = []
    for entry in manifest:
        findings = findings_of(HERE / entry["project"])
        found = [(f["path"].lstrip("./"), f["line"], f["code"]) for f in findings]
        code = CODES.get(entry["rule"] or "")
        sites = {(site.rsplit(":", 1)[0], int(site.rsplit(":", 1)[1])) for site in entry["start_sites"]}
        at_site = code is not None and any((path, line) in sites and got == code for path, line, got in found)
        in_project = code is not None and any(got == code for _, _, got in found)
        rows.append({"project": entry["project"], "kind": entry["kind"], "needs": entry["needs"], "rule": entry["rule"],
                     "expected": code, "found_at_site": at_site, "found_in_project": in_project,
                     "findings": [f"{path}:{line} {got}" for path, line, got in found]})
    hazards = [row for row in rows if row["kind"] != "safe"]
    safe = [row for row in rows if row["kind"] == "safe"]
    print(f"{'project':28} {'kind':6} {'expected':8} {'at site':8} {'in project':10} findings")
    for row in rows:
        print(f"{row['project']:28} {row['kind']:6} {row['expected'] or '-':8} {str(row['found_at_site']):8} "
              f"{str(row['found_in_project']):10} {', '.join(row['findings']) or '-'}")
    by_rule = Counter(row["rule"] for row in hazards)
    found_by_rule = Counter(row["rule"] for row in hazards if row["found_at_site"])
    print()
    print(f"hazards found at their start site: {sum(row['found_at_site'] for row in hazards)} of {len(hazards)}; "
          f"anywhere in the project: {sum(row['found_in_project'] for row in hazards)} of {len(hazards)}")
    for rule, count in sorted(by_rule.items()):
        print(f"  {rule}: {found_by_rule[rule]} of {count}")
    alarms = [row for row in safe if row["findings"]]
    print(f"false alarms: {len(alarms)} of {len(safe)} safe programs"
          + (f" ({', '.join(row['project'] for row in alarms)})" if alarms else ""))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
