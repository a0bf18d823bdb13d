"""Must be imported before torch: libgomp reads OMP_NUM_THREADS once, when it loads."""
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
