import multiprocessing as mp

import torch
import torch.nn as nn
import torch.nn.functional as F


class StudentWorker(mp.Process):
    def __init__(self, width, transfer, soft_targets, steps, results):
        super().__init__(name=f"student-{width}")
        self.width, self.transfer, self.targets = width, transfer, soft_targets
        self.steps, self.results = steps, results

    def run(self):
        torch.manual_seed(self.width)
        student = nn.Sequential(nn.Linear(self.transfer.shape[1], self.width), nn.ReLU(),
                                nn.Linear(self.width, self.targets.shape[1]))
        opt = torch.optim.Adam(student.parameters(), lr=1e-3)
        for _ in range(self.steps):
            logp = F.log_softmax(student(self.transfer), -1)
            loss = F.kl_div(logp, self.targets, reduction="batchmean")
            opt.zero_grad()
            loss.backward()
            opt.step()
        self.results.put((self.width, loss.item()))
