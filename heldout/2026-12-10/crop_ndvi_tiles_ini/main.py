from imagery import load_tiles, ndvi, read_survey
from tiling import summarise


def main():
    cp = read_survey()
    vi = ndvi(load_tiles(cp))
    proc = cp["processing"]
    for idx, value in summarise(list(vi), proc.getint("workers"), proc.getfloat("downsample")):
        print(f"tile {idx}: mean NDVI {value}")


if __name__ == "__main__":
    main()
