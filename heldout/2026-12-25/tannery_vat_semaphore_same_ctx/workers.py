import time

from yard import CTX


def work_vat(n, vats):
    with vats:
        time.sleep(0.05)
        print(f"worker {n} used a vat", flush=True)


def run_yard(yard):
    procs = [CTX.Process(target=work_vat, args=(n, yard.vats)) for n in range(yard.workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
