import json

from performers import rehearse
from ringmaster import RingMaster


def main():
    with open("ring.json") as f:
        cfg = json.load(f)
    master = RingMaster(cfg["start_method"])
    procs = master.start(rehearse, cfg["performers"], cfg["rehearsal_minutes"])
    falls = dict(master.cues.get() for _ in procs)
    for p in procs:
        p.join()
    for name in cfg["performers"]:
        print(f"{name:5} {falls[name]} falls in rehearsal")


if __name__ == "__main__":
    main()
