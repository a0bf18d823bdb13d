# read_qc.py -- per-lane base-quality report (run as a script on the sequencer host)
from qc import phred_summary
from runtime import start_lanes

LANES = [1, 2]
READS_PER_LANE = 2000
READ_LENGTH = 150

procs, results = start_lanes(phred_summary, LANES, READS_PER_LANE, READ_LENGTH)
for p in procs:
    p.join()
failed = [p.name for p in procs if p.exitcode != 0]
if failed:
    raise SystemExit(f"lane workers failed: {failed}")
rows = sorted(results.get() for _ in procs)
for lane, mean_q, low in rows:
    print(f"lane {lane}: mean Q {mean_q}, {low} low-quality bases")
