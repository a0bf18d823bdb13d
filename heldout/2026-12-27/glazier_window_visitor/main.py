"""Glaze the window described in window.json."""
import json
from pathlib import Path

import nodes
from visitors import Glazier


def main():
    window = nodes.from_json(json.loads(Path(__file__).with_name("window.json").read_text()))
    print(Glazier().visit(window))


if __name__ == "__main__":
    main()
