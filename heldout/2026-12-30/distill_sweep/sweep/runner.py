from concurrent.futures import ProcessPoolExecutor

import torch
import torch.nn.functional as F

from models.mlp import mlp

TEACHER = None


def distill(student_hidden, temperature, steps):
    torch.manual_seed(0)
    student = mlp(256, student_hidden, 10)
    opt = torch.optim.Adam(student.parameters(), lr=1e-3)
    for _ in range(steps):
        x = torch.randn(128, 256)
        with torch.no_grad():
            t = F.softmax(TEACHER(x) / temperature, -1)
        loss = F.kl_div(F.log_softmax(student(x) / temperature, -1), t, reduction="batchmean")
        opt.zero_grad()
        loss.backward()
        opt.step()
    return student_hidden, temperature, loss.item()


def run_grid(teacher, grid, steps, max_workers):
    global TEACHER
    TEACHER = teacher
    with ProcessPoolExecutor(max_workers=max_workers) as ex:
        futs = [ex.submit(distill, h, t, steps) for h, t in grid]
        return [f.result() for f in futs]
