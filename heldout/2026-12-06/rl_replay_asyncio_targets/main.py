import asyncio
from concurrent.futures import ProcessPoolExecutor

from learner import refresh_targets
from replay import PrioritizedReplay

ENVS, CAPACITY, TOP_K = 4096, 512, 16
BATCH, WIDTH, SHARDS = 256, 128, 4


async def train_step():
    replay = PrioritizedReplay(ENVS, CAPACITY)
    hardest = replay.hardest(TOP_K)
    print("replaying", tuple(hardest.shape))
    with ProcessPoolExecutor(max_workers=2) as executor:
        targets = await refresh_targets(executor, range(SHARDS), BATCH, WIDTH)
    for seed, value in targets:
        print("shard", seed, value)


if __name__ == "__main__":
    asyncio.run(train_step())
