"""Log the recipe, then dye."""
import logging
import tomllib
from pathlib import Path

import dyers
from recipe import Recipe

log = logging.getLogger("silk")


def main():
    cfg = tomllib.loads(Path(__file__).with_name("recipe.toml").read_text())
    logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
    recipe = Recipe(**cfg["recipe"])
    log.info("dyeing with %r", recipe)
    print(dyers.dye_all(cfg["dyers"]["count"], cfg["dyers"]["swatch"]))


if __name__ == "__main__":
    main()
