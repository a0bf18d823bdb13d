#!/bin/bash
# fix --verify on each CPU hang of a held-out set that `fixmp check` found, each in a scratch copy; then the
# fixed program's output against the unfixed one's under OMP_NUM_THREADS=1 (lines sorted). Runs programs.
#
#   bash heldout/fix-verify.sh SET SCORE_JSON OUT [FIXMP_TREE]
#
# SET: a set's folder; SCORE_JSON: `heldout/score.py SET --json FILE`'s results (which hangs were found);
# OUT: a folder for each project's output and summary.txt; FIXMP_TREE: a checkout of fixmp to run.
set -u
set_dir=$(cd "$1" && pwd); score=$2; out=$3; tree=${4:-}
mkdir -p "$out"; : > "$out/summary.txt"
for p in $(python3 -c "
import json, sys
for r in json.load(open(sys.argv[1])):
    if r['kind'] == 'hang' and r['needs'] == 'cpu' and r['found_in_project']: print(r['project'])
" "$score"); do
  scratch=$(mktemp -d); cp -r "$set_dir/$p" "$scratch/"; cd "$scratch/$p" || exit 2
  start=$(date +%s)
  env -u OMP_NUM_THREADS ${tree:+PYTHONPATH=$tree} python -m fixmp fix --verify "python main.py" --no-cache \
      --timeout 120 . > "$out/$p.txt" 2>&1
  rc=$?
  diff -ru "$set_dir/$p" "$scratch/$p" -x __pycache__ -x .fixmp_cache > "$out/$p.diff"
  same=na
  if [ -s "$out/$p.diff" ]; then
    env -u OMP_NUM_THREADS timeout 120 python main.py 2>/dev/null | sort > "$out/$p.fixed.out"
    for n in 1 2; do
      (cd "$set_dir/$p" && OMP_NUM_THREADS=1 PYTHONDONTWRITEBYTECODE=1 timeout 120 python main.py 2>/dev/null | sort) \
          > "$out/$p.ref$n.out"
    done
    if ! cmp -s "$out/$p.ref1.out" "$out/$p.ref2.out"; then same=varies-run-to-run
    elif cmp -s "$out/$p.fixed.out" "$out/$p.ref1.out"; then same=same; else same=differs; fi
  fi
  echo "$p rc=$rc $(( $(date +%s) - start ))s output=$same | $(grep -m1 -i 'verdict' "$out/$p.txt" | cut -c1-160)" \
      >> "$out/summary.txt"
  cd /; rm -rf "$scratch"
done
