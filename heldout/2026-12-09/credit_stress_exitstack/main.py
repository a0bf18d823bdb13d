import contextlib
import functools
from concurrent.futures import ProcessPoolExecutor

import torch

from portfolio import LoanBook
from stress import stressed_loss


def run(scenarios, workers=2, n_draws=64):
    book = LoanBook(n_obligors=4096, n_factors=128, n_history=4096)
    chol = torch.linalg.cholesky(book.factor_correlation())
    task = functools.partial(stressed_loss, chol=chol, loadings=book.loadings, exposure=book.exposure,
                             n_draws=n_draws)
    with contextlib.ExitStack() as stack:
        ex = stack.enter_context(ProcessPoolExecutor(max_workers=workers))
        stack.callback(print, "stress run closed")
        return sorted(ex.map(task, scenarios))


if __name__ == "__main__":
    for scenario, loss in run(scenarios=[0, 1, 2, 3]):
        print(f"scenario {scenario}: expected loss {loss:,.0f}")
