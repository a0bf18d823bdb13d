import torch

from ability import AbilityEstimator
from pool import LabelledExecutor

EXAMINEES, ITEMS, FORMS = 8192, 40, 4


def main():
    g = torch.Generator().manual_seed(1)
    resp = torch.randint(0, 2, (EXAMINEES, ITEMS), generator=g, dtype=torch.float32)
    items = torch.rand(ITEMS, generator=g) * 2 - 1
    post = AbilityEstimator.posterior(resp, items)
    print("calibrated", tuple(post.shape))
    ex = LabelledExecutor("form-equating")
    futs = {form: ex.submit(AbilityEstimator.simulate_form, form, EXAMINEES // 4, ITEMS) for form in range(FORMS)}
    print({f: fut.result()[1] for f, fut in futs.items()})
    ex.shutdown()


if __name__ == "__main__":
    main()
