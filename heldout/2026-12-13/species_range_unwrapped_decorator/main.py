import multiprocessing as mp

from ranges import fit_range

SPECIES = ["Lynx lynx", "Tetrao urogallus", "Bufo calamita"]
GRID_CELLS = 5000

if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=fit_range, args=(s, GRID_CELLS, i)) for i, s in enumerate(SPECIES)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
