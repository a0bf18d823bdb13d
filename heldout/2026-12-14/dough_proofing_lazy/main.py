import proofing
from workers import ProofWorker

if __name__ == "__main__":
    batches = ["sourdough", "brioche", "focaccia"]
    print("warm-up rise estimate:", proofing.estimate_rise(batches[0]))
    workers = [ProofWorker(name) for name in batches[1:]]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    if any(w.exitcode for w in workers):
        raise SystemExit("proofing simulation failed")
