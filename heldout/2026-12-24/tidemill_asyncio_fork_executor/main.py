import asyncio
import tomllib

import flow
import stones


async def shift(cfg):
    print("flow", float(await flow.gauge_flow(cfg["flow"])))
    print("stones", await stones.grind_all(cfg["grinding"]))


if __name__ == "__main__":
    with open("shift.toml", "rb") as f:
        asyncio.run(shift(tomllib.load(f)))
