from batch_jobs import score_batches
from scorer import SequenceScorer


def main():
    scorer = SequenceScorer()
    print("scorer ready, dim", scorer.dim)
    for batch_id, mean in score_batches(range(4)):
        print(batch_id, mean)


if __name__ == "__main__":
    main()
