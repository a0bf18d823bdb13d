import json

import handlers  # noqa: F401  (registers the handlers)
from bus import emit


def main():
    with open("enclosures.json") as f:
        ctx = {"cfg": json.load(f)}
    emit("loaded", ctx)
    print(f"fixes near fence: {int((ctx['closest'] < 3.0).sum())}")
    emit("ready", ctx)
    for animal, share in ctx["patrol"]:
        print(f"{animal:8} time near fence {share}")


if __name__ == "__main__":
    main()
