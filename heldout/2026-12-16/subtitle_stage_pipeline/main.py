import json

from stages import STAGES


def run_pipeline(path="pipeline.json"):
    with open(path) as f:
        cfg = json.load(f)
    state = {"cfg": cfg}
    for name in cfg["stages"]:
        print("stage", name, flush=True)
        state = STAGES[name](state)
    return state["report"]


if __name__ == "__main__":
    print(run_pipeline())
