"""Runtime settings; deliberately free of heavy imports so it can be imported first."""
import os

SETTINGS = {
    "intra_op_threads": 1,
    "workers": 2,
    "rows": 256,
}


def apply_thread_env():
    os.environ["OMP_NUM_THREADS"] = str(SETTINGS["intra_op_threads"])
