import json
import os
import runpy

from assembly import assemble_all


def main():
    with open("workshop.json") as f:
        cfg = json.load(f)
    stage = os.path.join("stages", f"{cfg['stage']}.py")
    result = runpy.run_path(stage, init_globals={"SETTINGS": cfg})
    print("rate error", result["RATE_ERROR"])
    print(assemble_all(cfg["assemblers"], cfg["movement"]))


if __name__ == "__main__":
    main()
