import json
import os
import tempfile

import pattern
from grading import grade_tree


def main():
    with open("sizes.json") as f:
        cfg = json.load(f)
    block = pattern.base_block(cfg["points"], cfg["coords"])
    with tempfile.TemporaryDirectory() as out:
        grade_tree(cfg["base"], block, cfg["tree"], cfg["step"], out)
        for size in sorted(os.listdir(out)):
            with open(os.path.join(out, size)) as f:
                print(size[:-4], f.read().strip())


if __name__ == "__main__":
    main()
