# %% [markdown]
# PSF-matched source detection for the deep fields (exported from the team notebook).

# %%
import multiprocessing as mp

from psf import convolve_tiles, moffat_kernel
from tiles import detect, load_tiles

SEEING_PX = 2.5
FIELDS = [11, 12, 13, 14]

# %% build the PSF and check it on the calibration field
kernel = moffat_kernel(15, SEEING_PX, 3.0)
calib = convolve_tiles(load_tiles(0, 8), kernel)
print(f"calibration field: smoothed max {float(calib.max()):.3f}")

# %% detect sources in every deep field
if __name__ == "__main__":
    pool = mp.Pool(2)
    pending = pool.map_async(detect, [(f, kernel) for f in FIELDS])
    for field, n in pending.get():
        print(f"field {field}: {n} detections")
    pool.close()
    pool.join()
