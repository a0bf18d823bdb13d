import torch
import torch.multiprocessing as mp

from es.shaping import es_gradient
from es.workers import rollout_worker

DIM, POP, SIGMA, LR = 256, 128, 0.05, 0.02


def main(generations=2):
    theta = torch.zeros(DIM)
    # prime the estimator with a synthetic batch of perturbations
    noise0 = torch.randn(4 * POP, DIM)
    theta += LR * es_gradient(noise0, -(noise0 @ torch.randn(DIM, DIM)).pow(2).mean(1))
    for gen in range(generations):
        q = mp.Queue()
        procs = [mp.Process(target=rollout_worker, args=(i, theta, SIGMA, POP, q)) for i in range(2)]
        for p in procs:
            p.start()
        parts = [q.get() for _ in procs]
        for p in procs:
            p.join()
        noise = torch.cat([torch.from_numpy(n) for _, n, _ in parts])
        fitness = torch.cat([torch.from_numpy(f) for _, _, f in parts])
        theta += LR * es_gradient(noise, fitness)
        print(f"gen {gen}: mean fitness {fitness.mean():.4f}", flush=True)


if __name__ == "__main__":
    main()
