from dataclasses import dataclass

import torch
import torch.multiprocessing as tmp

from svc.score import score


@dataclass
class ServeConfig:
    start_method: str = "forkserver"
    workers: int = 2
    calib_rows: int = 2048


def calibrate(cfg):
    x = torch.randn(cfg.calib_rows, 256)
    return (x.T @ x / cfg.calib_rows).diagonal().mean().item()


def main(cfg=ServeConfig()):
    print("calibration", round(calibrate(cfg), 3))
    ctx = tmp.get_context(cfg.start_method)
    with ctx.Pool(cfg.workers) as pool:
        print(pool.map(score, range(4)))


if __name__ == "__main__":
    main()
