import torch

from runner import make_task, run_brackets

N_PLAYERS, ELO_SCALE = 64, 400.0


def main():
    ratings = torch.linspace(2400.0, 1800.0, N_PLAYERS)
    rounds = N_PLAYERS.bit_length() - 1
    task = make_task(ratings, ELO_SCALE, rounds)
    winners = [r for _, r in run_brackets(task, seeds=range(6))]
    print(f"champion ratings: {[round(w) for w in winners]}")


if __name__ == "__main__":
    main()
