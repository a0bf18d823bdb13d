from blasts import Blast
from exceedance import check_all

PPV_LIMIT_MM_S = 12.5
SCHEDULE = [(101, 300000, 180.0), (102, 300000, 240.0), (103, 300000, 95.0)]

if __name__ == "__main__":
    blasts = [Blast(*row) for row in SCHEDULE]
    for b in blasts:
        print(f"blast {b.blast_id}: PVS {b.peak_vector_sum:.1f} mm/s")
    flagged = check_all(blasts, PPV_LIMIT_MM_S)
    for bid in sorted(flagged):
        print(bid, flagged[bid], "samples over limit")
