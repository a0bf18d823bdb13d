import asyncio
import tomllib

from service import score_barns


def main():
    with open("herd.toml", "rb") as f:
        cfg = tomllib.load(f)["herd"]
    for barn, merit in asyncio.run(score_barns(cfg)):
        print(f"{barn:9} top genetic merit {merit}")


if __name__ == "__main__":
    main()
