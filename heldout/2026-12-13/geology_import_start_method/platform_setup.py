"""Site-wide defaults for the geology toolkit, applied on import."""
import multiprocessing as mp
import os

os.environ.setdefault("GEOTK_CACHE", ".geotk-cache")
mp.set_start_method("spawn")
