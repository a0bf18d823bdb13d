from settings import CTX, N_STAGES
from stages import tokenize_stage


def run_pipeline(n_stages=N_STAGES):
    out = CTX.Queue()
    procs = []
    for stage in range(n_stages):
        proc = CTX.Process(target=tokenize_stage, args=(stage, out))
        proc.start()
        procs.append(proc)
    for proc in procs:
        proc.join()
    failed = [proc.exitcode for proc in procs if proc.exitcode != 0]
    if failed:
        raise RuntimeError(f"{len(failed)} pipeline stage(s) failed: exit codes {failed}")
    return sorted(out.get() for _ in procs)
