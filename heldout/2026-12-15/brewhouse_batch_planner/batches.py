import os

import torch


def plan_style(name, spec, util, log_dir):
    bitterness = torch.erf(util * spec["ibu"]) * (spec["og"] - 1.0) * 1000
    line = f"{name}: mean bitterness {float(bitterness.mean()):.2f}\n"
    with open(os.path.join(log_dir, f"{name}.log"), "w") as f:
        f.write(line)
    return name, line.strip()
