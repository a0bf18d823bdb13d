import configparser
import os


def load(path="glass.ini"):
    """Sizes from the INI file; GLASS_* environment variables override them."""
    cp = configparser.ConfigParser()
    cp.read(path)
    sec = cp["annealer"]
    rows = int(os.environ.get("GLASS_ROWS", sec["rows"]))
    width = int(os.environ.get("GLASS_WIDTH", sec.get("width", "256")))
    children = int(os.environ.get("GLASS_CHILDREN", sec["children"]))
    return rows, width, children
