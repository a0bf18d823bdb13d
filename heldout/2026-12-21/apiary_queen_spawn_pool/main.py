import configparser
import multiprocessing as mp

from cells import cell_vigour
from lineage import lineage_matrix


def main():
    cfg = configparser.ConfigParser()
    cfg.read("queens.ini")
    r = cfg["rearing"]
    kinship = lineage_matrix(r.getint("width"))
    ctx = mp.get_context(r["start_method"])
    with ctx.Pool(r.getint("workers")) as pool:
        jobs = [(c, r.getint("rows"), kinship) for c in range(r.getint("cells"))]
        for cell, vigour in pool.starmap(cell_vigour, jobs):
            print(f"cell {cell}: vigour {vigour:.3f}")


if __name__ == "__main__":
    main()
