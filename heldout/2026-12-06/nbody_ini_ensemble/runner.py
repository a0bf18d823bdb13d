from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack

from bodies import integrate


def run_ensemble(seeds, system, run):
    with ExitStack() as stack:
        pool = stack.enter_context(ProcessPoolExecutor(max_workers=run["workers"]))
        futures = {pool.submit(integrate, s, system["bodies"], run["steps"], run["dt"], system["softening"]): s
                   for s in seeds}
        return {futures[f]: f.result() for f in futures}
