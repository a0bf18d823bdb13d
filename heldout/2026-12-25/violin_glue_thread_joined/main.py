import json
from concurrent.futures import ThreadPoolExecutor

from clamps import clamp_all
from gluing import set_ribs


def main():
    with open("glue.json") as f:
        cfg = json.load(f)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="glue") as pot:
        ribs = pot.submit(set_ribs, cfg["ribs"], cfg["grain"]).result()
    print("ribs", ribs)
    print("clamped", clamp_all(cfg["clamps"], cfg["clamp_size"]))


if __name__ == "__main__":
    main()
