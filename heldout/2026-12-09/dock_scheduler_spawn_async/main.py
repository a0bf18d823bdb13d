import asyncio

import torch

from service import DockScheduler
from yard import YardState


async def main():
    yard = YardState(n_trailers=20_000, n_docks=64)
    busiest = torch.bincount(yard.nearest_docks(), minlength=64).max()
    print(f"current yard: busiest dock has {int(busiest)} trailers")
    sched = DockScheduler(yard)
    try:
        for shift, peak in await sched.plan_day([0, 1], n_trailers=20_000, n_docks=64):
            print(f"shift {shift}: peak dock load {peak}")
    finally:
        sched.close()


if __name__ == "__main__":
    asyncio.run(main())
