from functools import partial

import torch

from augment import box_blur, channel_stats
from config import AugConfig
from runner import run_jobs


def main():
    cfg = AugConfig()
    gen = torch.Generator().manual_seed(cfg.seed)
    images = torch.rand(cfg.n_images, cfg.channels, cfg.image_size, cfg.image_size, generator=gen)
    mean, std = channel_stats(images)
    job = partial(box_blur, mean=mean, std=std)
    batches = list(images.split(cfg.batch_size))
    for kernel, level in run_jobs(job, batches, cfg.kernel_sizes, cfg.workers):
        print(f"k={kernel} mean|x|={level}")


if __name__ == "__main__":
    main()
