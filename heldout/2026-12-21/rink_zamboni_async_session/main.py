import asyncio
import configparser

from passes import pass_time
from session import ResurfaceSession


async def plan(cfg):
    rinks = [r.strip() for r in cfg["session"]["rinks"].split(",")]
    passes = cfg["session"].getint("passes")
    rows = cfg["pool"].getint("rows")
    async with ResurfaceSession(cfg["session"], cfg["pool"]) as s:
        return await s.starmap(pass_time, [(r, passes, rows, s.melt) for r in rinks])


def main():
    cfg = configparser.ConfigParser()
    cfg.read("zamboni.ini")
    for rink, minutes in asyncio.run(plan(cfg)):
        print(f"{rink}: {minutes}")


if __name__ == "__main__":
    main()
