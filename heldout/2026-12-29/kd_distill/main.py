"""Knowledge distillation of a wide teacher into several students, one
student per worker process (different widths / temperatures)."""
import argparse
import multiprocessing as mp

import torch

from distill.teacher import Distiller
from distill.workers import StudentWorker


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-transfer", type=int, default=4096)
    ap.add_argument("--classes", type=int, default=100)
    ap.add_argument("--student-widths", type=int, nargs="+", default=[64, 128])
    ap.add_argument("--temperature", type=float, default=4.0)
    ap.add_argument("--steps", type=int, default=20)
    args = ap.parse_args()

    torch.manual_seed(0)
    transfer = torch.randn(args.n_transfer, 64)
    d = Distiller(transfer, n_classes=args.classes, temperature=args.temperature)
    print(f"teacher entropy on transfer set: {d.mean_entropy:.3f}")

    results = mp.SimpleQueue()
    workers = [StudentWorker(width, d.transfer, d.soft_targets, args.steps, results) for width in args.student_widths]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    while not results.empty():
        width, kl = results.get()
        print(f"student width {width}: final KL {kl:.4f}")


if __name__ == "__main__":
    main()
