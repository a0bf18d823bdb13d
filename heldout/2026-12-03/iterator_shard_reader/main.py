from forkutil import fork_task, wait_all
from reader import ShardedReader
from summarize import shard_entropy


def main():
    tasks = []
    for shard_id, values in ShardedReader():
        tasks.append(fork_task(shard_entropy, values))
    for shard_id, h in enumerate(wait_all(tasks)):
        print(f"shard {shard_id}: entropy {h}")


if __name__ == "__main__":
    main()
