import tomllib

from programme import run_show


def main():
    with open("shows.toml", "rb") as f:
        shows = tomllib.load(f)["show"]
    state = {}
    for show in shows:
        state = run_show(show, state)
    print("frames", [round(x, 3) for x in state.get("frames", [])])


if __name__ == "__main__":
    main()
