import torch

from index import DISTRICTS, district_rents, rent_quantiles
from launcher import run_per_district


def district_job(rank, year):
    q10, q50, q90 = rent_quantiles(district_rents(rank))
    print(f"{year} district {rank}: median {q50:.2f} EUR/m2 (p10 {q10:.2f}, p90 {q90:.2f})", flush=True)


def main(year=2026):
    city = torch.cat([district_rents(d) for d in range(DISTRICTS)])
    print(f"{year} city median {rent_quantiles(city)[1]:.2f} EUR/m2")
    run_per_district(district_job, DISTRICTS, year)


if __name__ == "__main__":
    main()
