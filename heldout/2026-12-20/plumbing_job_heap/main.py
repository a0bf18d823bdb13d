from runner import run_queue


def main():
    ctx = run_queue("jobs.csv")
    print(f"{len(ctx['routes'])} vans dispatched")


if __name__ == "__main__":
    main()
