import logging

from dedup import BudgetExceeded

log = logging.getLogger("dedup")


def first_that_fits(*strategies):
    def run(*args, **kwargs):
        last = None
        for strategy in strategies:
            try:
                return strategy(*args, **kwargs)
            except BudgetExceeded as exc:
                log.warning("strategy %s gave up: %s", getattr(strategy, "func", strategy), exc)
                last = exc
        raise last
    return run
