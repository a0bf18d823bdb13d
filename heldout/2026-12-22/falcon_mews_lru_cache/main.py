import sys

from birds import fly_each, load


def main():
    birds = load("mews.csv")
    for bird in birds:
        print(f"{bird.name}: condition {bird.condition():.1f}", flush=True)
    failed = fly_each(birds)
    if failed:
        sys.exit(f"grounded: {failed}")


if __name__ == "__main__":
    main()
