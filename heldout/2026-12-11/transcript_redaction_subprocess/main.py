import torch

from jobs import run_redaction
from stats import speaker_turn_stats


def main():
    turns = torch.rand(300000, generator=torch.Generator().manual_seed(9))
    print("median turn length:", speaker_turn_stats(turns))
    for shard in range(2):
        print(run_redaction(shard, n_tokens=200000))


if __name__ == "__main__":
    main()
