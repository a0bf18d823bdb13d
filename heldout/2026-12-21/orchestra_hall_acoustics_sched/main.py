import json
import sched
import time

from broadcast import broadcast
from impulse import impulse_response


def main():
    with open("hall.json") as f:
        cfg = json.load(f)
    state = {}
    timeline = sched.scheduler(time.monotonic, time.sleep)

    def measure():
        state["decay"] = float(impulse_response(cfg["hall"], cfg["impulse"]).abs().mean())
        print(f"{cfg['hall']}: decay {state['decay']:.4f}")

    def send():
        s = cfg["seats"]
        state["clarity"] = broadcast(s["blocks"], s["rows"], s["width"], state["decay"])

    timeline.enter(cfg["timeline"]["impulse"], 1, measure)
    timeline.enter(cfg["timeline"]["broadcast"], 2, send)
    timeline.run()
    for block, c in sorted(state["clarity"].items()):
        print(f"{block}: clarity {c:.3f}")


if __name__ == "__main__":
    main()
