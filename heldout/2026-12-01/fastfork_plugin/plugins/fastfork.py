"""Use fork everywhere: workers start faster and share the imported tables."""
import multiprocessing as mp

mp.set_start_method("fork", force=True)
