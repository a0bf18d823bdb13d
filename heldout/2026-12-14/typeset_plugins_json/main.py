import importlib
import json
import os

import registry

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    with open(os.path.join(HERE, "layout.json")) as f:
        layout = json.load(f)
    for module in layout["plugin_modules"]:
        importlib.import_module(module)
    state = {"chapters": layout["chapters"], "glyphs": layout["glyphs_per_chapter"]}
    for step in layout["steps"]:
        state = registry.STEPS[step](state)
    print("typeset:", state["summary"])
