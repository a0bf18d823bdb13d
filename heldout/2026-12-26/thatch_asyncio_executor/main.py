import asyncio
import tomllib

from crew import thatch
from survey import survey


async def roof(cfg):
    s, c = cfg["survey"], cfg["crew"]
    spread = await survey(s["bundles"], s["stems"], s["length"])
    print("spread", round(spread, 2))
    print(await thatch(c["thatchers"], c["size"]))


def main():
    with open("roof.toml", "rb") as f:
        cfg = tomllib.load(f)
    asyncio.run(roof(cfg))


if __name__ == "__main__":
    main()
