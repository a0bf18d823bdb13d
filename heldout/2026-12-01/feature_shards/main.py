import config
from parallel import starmap_chunks
from store import ShardStore
from tasks import reduce_task


def main():
    store = ShardStore(config.NUM_SHARDS, config.SHARD_SIZE)
    chunks = store.bounds(config.SHARD_SIZE)
    print(starmap_chunks(reduce_task, chunks, config.PROCESSES))


if __name__ == "__main__":
    main()
