from jobs import load
from pressroom import run_jobs


def main():
    queue = sorted(load("jobs.csv"))
    print("press order:", queue, flush=True)
    for title, ink in run_jobs(queue):
        print(f"{title}: ink {ink:.3f}")


if __name__ == "__main__":
    main()
