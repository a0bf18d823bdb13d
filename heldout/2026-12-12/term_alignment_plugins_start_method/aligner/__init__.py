"""Terminology aligner. Worker processes must not inherit the tokenizer threads: use spawn."""
import multiprocessing as mp

mp.set_start_method("spawn")

from .align import align_terms  # noqa: E402
