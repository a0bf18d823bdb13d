import asyncio
import json

from service import FeedingService


async def nightly():
    with open("farm.json") as f:
        service = FeedingService(json.load(f))
    try:
        rations = await service.plan()
    finally:
        service.close()
    for pen, grams in sorted(rations.items()):
        print(f"pen {pen}: {grams:.0f} g")


if __name__ == "__main__":
    asyncio.run(nightly())
