import json

import shop


def main():
    with open("temper.json") as fh:
        cfg = json.load(fh)
    print("tempered", shop.temper_all(cfg))


if __name__ == "__main__":
    main()
