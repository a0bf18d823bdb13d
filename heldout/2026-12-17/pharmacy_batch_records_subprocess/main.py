from assay import assay_matrix, release_limits
from runner import check_batches

BATCHES, ANALYTES = 4096, 512

if __name__ == "__main__":
    limits = release_limits(assay_matrix(BATCHES, ANALYTES))
    limit = float(limits.median())
    print(f"median release limit {limit:.2f}")
    for r in check_batches([3, 7], limit):
        print(f"batch {r['batch']}: {r['passing']} units pass")
