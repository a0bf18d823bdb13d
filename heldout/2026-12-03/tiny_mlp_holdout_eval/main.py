from holdout import evaluate_holdouts
from trainer import train_small


def main():
    model = train_small()
    for seed, acc in evaluate_holdouts(model):
        print(f"holdout {seed}: accuracy {acc}")


if __name__ == "__main__":
    main()
