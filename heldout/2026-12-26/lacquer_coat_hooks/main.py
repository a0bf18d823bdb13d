import json

import hooks
import finishes  # noqa: F401  (registers its handlers)
import coating  # noqa: F401


def main():
    with open("lacquer.json") as f:
        job = json.load(f)
    for event in job["events"]:
        job = hooks.fire(event, job)
    print("keyed", round(job["keyed"], 3), "coats", job["coats"])


if __name__ == "__main__":
    main()
