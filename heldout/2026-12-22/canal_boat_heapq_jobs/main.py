import json

from handlers import HANDLERS
from queue_jobs import drain, load


def main():
    with open("boats.json") as f:
        settings = json.load(f)
    heap = load("jobs.csv")
    results = drain(heap, HANDLERS, settings)
    print("done:", ", ".join(results))


if __name__ == "__main__":
    main()
