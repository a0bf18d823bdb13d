import torch

from dispatcher import Dispatcher
from scoring import make_scorer

# weights for (urgency, basket value, distance, carrier SLA)
ROUTING_WEIGHTS = [0.4, 0.3, -0.2, 0.1]


def main():
    scorer = make_scorer(ROUTING_WEIGHTS)
    batches = [torch.rand(500, len(ROUTING_WEIGHTS)) for _ in range(2)]
    print(Dispatcher().best_scores(scorer, batches))


if __name__ == "__main__":
    main()
