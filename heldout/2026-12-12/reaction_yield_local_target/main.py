from campaign import run_campaign


def main():
    best = run_campaign(optimum=[0.6, 0.3, 0.5], batches=3)
    print({k: round(v, 3) for k, v in sorted(best.items())})


if __name__ == "__main__":
    main()
