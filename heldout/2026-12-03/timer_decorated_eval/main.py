from evaluation import evaluate
from timing import RECORDS


def main():
    for idx, score in evaluate(4):
        print(f"fold {idx}: {score}")
    print("timed:", RECORDS)


if __name__ == "__main__":
    main()
