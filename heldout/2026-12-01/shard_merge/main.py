from merge import merge
from parallel import starmap_chunks
from shards import load_shards
from tasks import reduce_task

if __name__ == "__main__":
    data = merge(load_shards())
    bounds = [(i, i + 10_000) for i in range(0, data.numel(), 10_000)]
    print(starmap_chunks(reduce_task, bounds))
