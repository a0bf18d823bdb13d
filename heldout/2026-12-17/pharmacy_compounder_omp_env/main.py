import runtime  # noqa: F401  (must come before torch)

from formulas import particle_sizes, d90
from mixing import mix_lots

if __name__ == "__main__":
    target = float(d90(particle_sizes()).mean())
    print(f"target D90 {target:.2f} um")
    for lot, dev in mix_lots([1, 2, 3], 300_000, target):
        print(f"lot {lot}: mean deviation {dev:.2f} um")
