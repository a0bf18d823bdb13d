from dosing import prescribed_doses, dose_histogram
from labels import Dispenser


def main():
    hist = dose_histogram(prescribed_doses(1_000_000))
    common = hist.topk(3).indices.tolist()
    print("most common doses (mg):", common)
    disp = Dispenser().open()
    try:
        totals = disp.print_labels(common, 250_000)
    finally:
        disp.close()
    for rx in sorted(totals):
        print(f"rx {rx}: {totals[rx]:.0f} ml labelled")


if __name__ == "__main__":
    main()
