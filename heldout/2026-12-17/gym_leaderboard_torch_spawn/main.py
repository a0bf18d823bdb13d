import torch.multiprocessing as tmp

from scores import workout_scores, overall
from divisions import _rank_division

if __name__ == "__main__":
    totals = overall(workout_scores())
    cutoff = float(totals.mean() / 500) + 30
    print(f"qualifying cutoff {cutoff:.1f}")
    tmp.spawn(_rank_division, args=(300_000, cutoff), nprocs=2)
