import argparse
import asyncio

from catalog import ItemCatalog
from service import RecommendationService


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=20000)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--blocks", type=int, default=4)
    return ap.parse_args()


async def serve(args):
    svc = RecommendationService(ItemCatalog(args.items, args.dim))
    try:
        print(await svc.recommend(range(args.blocks)))
    finally:
        svc.close()


if __name__ == "__main__":
    asyncio.run(serve(parse()))
