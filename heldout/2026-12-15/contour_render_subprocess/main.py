import os
import subprocess
import sys
import tempfile

import torch

from dem import smooth, synthetic_dem

SHEETS = ["SK26", "SK27"]
INTERVAL_M = 10.0
DEM_SIZE = 256


def main():
    dem = smooth(synthetic_dem(DEM_SIZE))
    print("relief", round(float(dem.max() - dem.min()), 1))
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "dem.pt")
        torch.save(dem, path)
        for sheet in SHEETS:
            done = subprocess.run([sys.executable, "render_sheet.py", path, sheet, str(INTERVAL_M)],
                                  capture_output=True, text=True, check=True)
            print(done.stdout.strip())


if __name__ == "__main__":
    main()
