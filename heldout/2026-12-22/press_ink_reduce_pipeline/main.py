import json

import stages


def main():
    with open("pipeline.json") as f:
        cfg = json.load(f)
    state = stages.run(cfg["stages"], {"cfg": cfg})
    print("stages done:", sorted(k for k in state if k != "cfg"))


if __name__ == "__main__":
    main()
