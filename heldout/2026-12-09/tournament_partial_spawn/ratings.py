import torch


def expected_score(r_a, r_b, scale):
    return 1.0 / (1.0 + 10 ** ((r_b - r_a) / scale))


def simulate_bracket(seed, ratings, scale, rounds):
    gen = torch.Generator().manual_seed(seed)
    field = ratings.clone()
    for _ in range(rounds):
        a, b = field[0::2], field[1::2]
        p = expected_score(a, b, scale)
        a_wins = torch.rand(p.shape, generator=gen) < p
        field = torch.where(a_wins, a, b)
    return seed, float(field[0])
