import multiprocessing

import proofs
from worker import worker_entry

if __name__ == "__main__":
    spreads = proofs.load_spreads(count=8)
    soft = proofs.softproof(spreads)
    print("soft-proof mean:", round(float(soft.mean()), 4))
    out = multiprocessing.Queue()
    plates = [multiprocessing.Process(target=worker_entry, args=(ink, out)) for ink in "CMYK"]
    for p in plates:
        p.start()
    results = dict(out.get() for _ in plates)
    for p in plates:
        p.join()
    print({k: round(v, 4) for k, v in sorted(results.items())})
