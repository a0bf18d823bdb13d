from assays import AssayTable
from shells import shells_for

CUTOFFS = (0.3, 0.8, 1.5)

if __name__ == "__main__":
    table = AssayTable.from_logging_export(holes=1000, samples_per_hole=1000, seed=4)
    ordered = table.downhole_order()
    print("holes:", len(table.hole_ids), "mean grade", round(float(ordered.mean()), 3))
    for cutoff, runs in sorted(shells_for(ordered, CUTOFFS).items()):
        print(f"cutoff {cutoff}: {runs} continuous intervals")
