"""Take a hat through every stage, in enum order."""
import json
from pathlib import Path

from stages import Stage


def main():
    cfg = json.loads(Path(__file__).with_name("hat.json").read_text())
    hat = {}
    for stage in Stage:
        hat = stage.apply(hat, cfg)
    print(hat)


if __name__ == "__main__":
    main()
