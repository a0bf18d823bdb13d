import multiprocessing as mp

from tracking import CAMERA_NORMS, nearest_player_counts
from matches import load_match


def possession_summary(match_id):
    mid, ball, squad = load_match(match_id)
    counts = nearest_player_counts(ball, squad)
    return mid, int(counts.max())


def main():
    print(f"calibration rays: {CAMERA_NORMS.numel()}")
    match_ids = list(range(4))
    with mp.Pool(processes=2) as pool:
        for mid, busiest in pool.imap(possession_summary, match_ids):
            print(f"match {mid}: busiest player touched {busiest} frames")


if __name__ == "__main__":
    main()
