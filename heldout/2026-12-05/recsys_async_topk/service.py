import asyncio
from concurrent.futures import ProcessPoolExecutor

from scoring import score_users


class RecommendationService:
    def __init__(self, catalog, k=20, workers=2):
        self.catalog = catalog
        self.k = k
        self.pool = ProcessPoolExecutor(max_workers=workers)

    async def recommend(self, blocks):
        loop = asyncio.get_running_loop()
        items = self.catalog.unit
        futures = [loop.run_in_executor(self.pool, score_users, b, items, self.k) for b in blocks]
        return await asyncio.gather(*futures)

    def close(self):
        self.pool.shutdown()
