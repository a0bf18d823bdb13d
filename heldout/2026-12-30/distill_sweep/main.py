import itertools
import json

from models.mlp import load_teacher
from sweep.runner import run_grid


def main():
    with open("sweep.json") as f:
        cfg = json.load(f)
    teacher = load_teacher(cfg["teacher_hidden"])
    grid = list(itertools.product(cfg["student_hidden"], cfg["temperatures"]))
    for h, t, loss in run_grid(teacher, grid, cfg["steps"], cfg["max_workers"]):
        print(f"student={h:4d} T={t}: kd loss {loss:.4f}")


if __name__ == "__main__":
    main()
