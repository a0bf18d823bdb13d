import multiprocessing as mp

from imaging import edge_strength, load_tiles
from workers import PierInspector

TILE_SIZE = 256
TILES_PER_PIER = 8
PIERS = [3, 4, 5]

if __name__ == "__main__":
    reference = edge_strength(load_tiles(TILES_PER_PIER, TILE_SIZE, seed=0))
    threshold = float(reference.quantile(0.99)) if reference.numel() < 2**24 else 2.5
    print("reference 99th percentile edge:", round(threshold, 3))
    out = mp.Queue()
    inspectors = [PierInspector(p, TILES_PER_PIER, TILE_SIZE, out) for p in PIERS]
    for i in inspectors:
        i.start()
    results = dict(out.get() for _ in inspectors)
    for i in inspectors:
        i.join()
    for pier in PIERS:
        print(f"pier {pier}: crack-like pixels {results[pier]:.4f}")
