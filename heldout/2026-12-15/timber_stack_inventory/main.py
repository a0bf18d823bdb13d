import multiprocessing as mp

import stacks

STACKS = 2000
LOGS = 500


def main():
    diams = stacks.scan_yard(STACKS, LOGS)
    volumes = stacks.volume_summary(diams)
    print("yard volume m3", round(float(volumes.sum()), 1))
    out = mp.Queue()
    audits = [mp.Process(target=stacks.audit_stack, args=(i, diams[i], out)) for i in range(2)]
    for p in audits:
        p.start()
    res = sorted(out.get() for _ in audits)
    for p in audits:
        p.join()
    print("audited", res)


if __name__ == "__main__":
    main()
