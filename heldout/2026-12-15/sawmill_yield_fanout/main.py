import torch

import yields

SHIFTS = 4
LOGS_PER_SHIFT = 250000


def main():
    diams = yields.log_diameters(SHIFTS * LOGS_PER_SHIFT)
    hist = yields.diameter_histogram(diams)
    print("logs per diameter class", hist.tolist())
    per_shift = list(torch.chunk(diams[:SHIFTS * 20000], SHIFTS))
    print("boards per shift", yields.cutting_pattern(per_shift))


if __name__ == "__main__":
    main()
