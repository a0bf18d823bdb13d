import json
import multiprocessing as mp

from skin import smooth_portrait

with open("retouch.json") as f:
    CFG = json.load(f)


def main():
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=smooth_portrait, args=(i, CFG["size"], CFG["strength"]))
             for i in range(CFG["portraits"])]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        raise SystemExit("retouch failed")
    print("retouched", CFG["portraits"], "portraits")


if __name__ == "__main__":
    main()
