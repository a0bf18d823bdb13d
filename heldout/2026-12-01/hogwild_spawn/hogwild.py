import torch
import torch.multiprocessing as mp

from trainer_base import BaseTrainer


def train_worker(rank, model, steps, batch_size):
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(steps):
        x = torch.randn(batch_size, 512)
        y = torch.randint(0, 10, (batch_size,))
        loss = torch.nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"worker {rank} done", flush=True)


class HogwildTrainer(BaseTrainer):
    def __init__(self, model, num_workers=2, steps=2):
        super().__init__(model)
        self.model.share_memory()
        self.num_workers = num_workers
        self.steps = steps

    def fit(self):
        procs = []
        for rank in range(self.num_workers):
            p = mp.Process(target=train_worker, args=(rank, self.model, self.steps, self.batch_size))
            p.start()
            procs.append(p)
        for p in procs:
            p.join()
