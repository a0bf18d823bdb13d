import asyncio
import json

import survey
import wheels


async def morning(cfg):
    loop = asyncio.get_running_loop()
    head = await loop.run_in_executor(None, survey.head_of_water, cfg["rows"], cfg["width"])
    print("head", head)


def main():
    with open("survey.json") as f:
        cfg = json.load(f)
    asyncio.run(morning(cfg))
    print("wheels", wheels.spin_all(cfg["wheels"], cfg["paddle"]))


if __name__ == "__main__":
    main()
