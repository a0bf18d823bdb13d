import torch

QUESTIONS = 20


def score_wave(wave):
    g = torch.Generator().manual_seed(wave)
    answers = torch.randint(1, 8, (1500, QUESTIONS), generator=g)
    return wave, float(answers.to(torch.float32).mean())
