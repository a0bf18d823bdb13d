import kernels
from tracking import heatmaps_for

SQUAD = [7, 9, 10, 11]


def main():
    k = kernels.PITCH_KERNEL
    print("kernel mass", round(float(k.sum()), 1))
    maps = heatmaps_for(SQUAD, n_frames=16, size=128)
    print("players", sorted(maps))


if __name__ == "__main__":
    main()
