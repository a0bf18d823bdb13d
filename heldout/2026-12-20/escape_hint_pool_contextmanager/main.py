import tomllib

from hinting import hint_pool, room_hints


def main():
    with open("hints.toml", "rb") as f:
        cfg = tomllib.load(f)
    with hint_pool(cfg["model"]) as (pool, model):
        hints = pool.starmap(room_hints, [(r, model, cfg["rooms"]["players"]) for r in cfg["rooms"]["names"]])
    for room, hint in hints:
        print(f"{room:14} most useful hint #{hint}")


if __name__ == "__main__":
    main()
