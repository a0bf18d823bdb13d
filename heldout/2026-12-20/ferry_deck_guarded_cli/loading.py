import random


def pack_lane(lane, length_m):
    rng = random.Random(lane)
    used, vehicles = 0.0, 0
    while True:
        v = rng.choice([4.5, 4.8, 5.2, 12.0, 16.5])
        if used + v + 0.5 > length_m:
            return lane, vehicles, round(used, 1)
        used += v + 0.5
        vehicles += 1
