from evaluator import Evaluator
from metrics import make_metric


def main():
    evaluator = Evaluator(make_metric("topk_recall", k=10))
    for seed, recall in evaluator.run(range(4)):
        print(seed, recall)


if __name__ == "__main__":
    main()
