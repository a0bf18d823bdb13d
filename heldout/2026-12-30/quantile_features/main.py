import concurrent.futures as cf

import torch

from featurize import bucketize_column


def main():
    torch.manual_seed(0)
    table = torch.randn(4096, 6) * torch.tensor([1.0, 2.0, 0.5, 3.0, 1.5, 0.1])
    with cf.ProcessPoolExecutor(2) as ex:
        futures = {ex.submit(bucketize_column, table[:, j].contiguous()): j for j in range(table.shape[1])}
        for fut in cf.as_completed(futures):
            print(f"column {futures[fut]}: {fut.result():.3f}")


if __name__ == "__main__":
    main()
