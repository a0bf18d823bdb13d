import sys

import torch

from mapper import MapperPool
from reads import encode_reads, gc_content

SHARDS, READS, READ_LEN = 3, 4000, 150


def reference_gc_profile():
    ref = encode_reads(READS * 4, READ_LEN, seed=100)
    return float(gc_content(ref).median())


if __name__ == "__main__":
    pool = MapperPool(SHARDS, READS, READ_LEN).start()
    print(f"reference median GC {reference_gc_profile():.4f}")
    sys.exit(max(pool.wait()))
