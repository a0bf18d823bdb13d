from launcher import run_labs
from turnaround import turnaround_quantiles

N_SAMPLES = 100_000


def main():
    p50, p90 = turnaround_quantiles(N_SAMPLES, seed=0)
    print(f"network-wide: p50 {p50:.1f} min, p90 {p90:.1f} min")
    for row in run_labs(["central", "east-wing"], N_SAMPLES):
        print(row)


if __name__ == "__main__":
    main()
