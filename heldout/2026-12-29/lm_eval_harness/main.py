"""Run a suite of zero-shot tasks against a small causal LM.

Each task is scored in its own process (so a crashing task cannot take the
harness down); contextual calibration of the answer distribution happens in
the harness process between tasks.
"""
import argparse
import json
import multiprocessing as mp

import torch

from harness.lm import TinyCausalLM
from harness.scoring import score_task
from harness.calibration import calibrate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tasks", default="tasks.json")
    ap.add_argument("--vocab", type=int, default=8192)
    ap.add_argument("--d-model", type=int, default=128)
    args = ap.parse_args()

    torch.manual_seed(0)
    lm = TinyCausalLM(args.vocab, args.d_model).eval()
    tasks = json.load(open(args.tasks))
    results = mp.Manager().dict()

    for task in tasks:
        proc = mp.Process(target=score_task, args=(lm, task, results), name=task["name"])
        proc.start()
        proc.join(timeout=600)
        if proc.exitcode != 0:
            print(f"[{task['name']}] failed with exit code {proc.exitcode}")
            continue
        if task.get("calibrate"):
            results[task["name"] + "/calibrated"] = calibrate(lm, n_content_free=64)
        print(task["name"], results[task["name"]])
    print(dict(results))


if __name__ == "__main__":
    main()
