from concurrent.futures import ProcessPoolExecutor, as_completed

import torch
import torch.nn.functional as F

import labels

TITLE_DIM = 64


def load_titles(n=50_000):
    gen = torch.Generator().manual_seed(13)
    return torch.randn(n, TITLE_DIM, generator=gen)


def title_stats(titles):
    print("titles:", titles.shape[0])


def cluster_titles(titles):
    unit = F.normalize(titles, dim=1)
    families = unit[: labels.FAMILIES]
    with ProcessPoolExecutor(max_workers=2) as ex:
        futures = [ex.submit(labels.label_family, i, families[i]) for i in range(labels.FAMILIES)]
        for fut in as_completed(futures):
            family, size = fut.result()
            print(f"family {family}: {size} titles")
