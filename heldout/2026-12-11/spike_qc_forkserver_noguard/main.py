import multiprocessing as mp

from qc_worker import run_qc
from session import Session


def launch(session, method="forkserver"):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=run_qc, args=(session.name, probe)) for probe in session.probes]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    failed = [p.name for p in procs if p.exitcode]
    if failed:
        raise SystemExit(f"QC failed for {failed}")


session = Session.from_name("mouse42_day3")
launch(session)
print("QC finished for", session.name)
