"""Finish the skeins as finish.json says."""
import json
from pathlib import Path

import runner


def main():
    cfg = json.loads(Path(__file__).with_name("finish.json").read_text())
    print(runner.finish_all(**cfg))


if __name__ == "__main__":
    main()
