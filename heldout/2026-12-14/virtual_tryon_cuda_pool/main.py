import multiprocessing

import drape
from device import pick_device

if __name__ == "__main__":
    device = pick_device()
    print("draping on", device)
    mesh_ids = list(range(6))
    with multiprocessing.Pool(2) as pool:
        stretch = pool.starmap(drape.simulate, [(m, device) for m in mesh_ids])
    print("max stretch per mesh:", stretch)
