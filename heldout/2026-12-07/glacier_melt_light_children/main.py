import shutil

from dem import slope_map
from writer import export_tiles

GRID, TILES = 1024, 4


def main():
    slopes = slope_map(GRID)
    tiles = slopes.reshape(TILES, -1).mean(dim=1, keepdim=True)
    folder, codes = export_tiles(list(tiles))
    print("exported", len(codes), "tiles", codes)
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
