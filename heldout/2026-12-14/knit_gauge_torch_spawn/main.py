import torch.multiprocessing as mp

import gauge
import swatches

if __name__ == "__main__":
    machines = ["circular-18g", "flatbed-12g"]
    reference = swatches.reference_swatch(rows=2000, stitches=500)
    print("reference stitch density:", round(float(gauge.stitch_density(reference)), 4))
    mp.spawn(gauge.calibrate_machine, args=(machines, reference.shape), nprocs=len(machines), join=True)
    print("calibrated", machines)
