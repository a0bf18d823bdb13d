"""Prepare the cartoon lazily, log it, weave."""
import functools
import logging
import tomllib
from pathlib import Path

import design
import workshop
from lazy import Lazy

log = logging.getLogger("tapestry")


def main():
    logging.basicConfig(level=logging.INFO)
    cfg = tomllib.loads(Path(__file__).with_name("loom.toml").read_text())
    cartoon = Lazy(functools.partial(design.draw, **cfg["cartoon"]))
    log.info("cartoon shape %s", tuple(cartoon.shape))
    print(workshop.weave(**cfg["workshop"]))


if __name__ == "__main__":
    main()
