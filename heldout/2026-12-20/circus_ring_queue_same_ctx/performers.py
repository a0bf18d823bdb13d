import random


def rehearse(performer, minutes, cues):
    rng = random.Random(performer)
    falls = sum(rng.random() < 0.04 for _ in range(minutes))
    cues.put((performer, falls))
