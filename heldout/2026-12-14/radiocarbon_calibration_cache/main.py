import calibration
import dating

if __name__ == "__main__":
    curve = calibration.curve_for("IntCal-site7")
    print("curve points:", curve.shape[1])
    for sample, lo, hi in dating.date_samples(["charcoal-A", "bone-B", "seed-C"]):
        print(f"{sample}: {lo:.0f}..{hi:.0f} cal BP")
