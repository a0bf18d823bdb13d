import torch

from launch import run_ranks
from tagger import GENRES, build_tagger, mel_frames

FRAMES = 2048
TRACKS = list(range(6))


def tag_shard(rank, world, tracks):
    model = build_tagger()
    with torch.no_grad():
        for t in tracks[rank::world]:
            probs = torch.softmax(model(mel_frames(t, FRAMES)), dim=1).mean(dim=0)
            print(f"rank {rank} track {t}: {GENRES[int(probs.argmax())]}", flush=True)


def main():
    model = build_tagger()
    with torch.no_grad():
        calib = model(mel_frames(999, FRAMES))
    print(f"calibration logits std {float(calib.std()):.3f}")
    run_ranks(tag_shard, 2, 2, TRACKS)


if __name__ == "__main__":
    main()
