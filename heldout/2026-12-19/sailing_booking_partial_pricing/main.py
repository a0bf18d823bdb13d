import json
from pathlib import Path

from quotes import quote_all


def main():
    cfg = json.loads(Path(__file__).with_name("school.json").read_text())
    for course, price in quote_all(cfg):
        print(f"{course}: {price:.2f}")


if __name__ == "__main__":
    main()
