CHECKS = {}


def check(name):
    def register(fn):
        CHECKS[name] = fn
        return fn
    return register


@check("variance")
def variance_drift(reference, current):
    return float((current.var(dim=0) - reference.var(dim=0)).abs().max())


@check("range")
def range_drift(reference, current):
    return float((current.max(dim=0).values - reference.max(dim=0).values).abs().max())


def run_checks(reference, current):
    return {name: round(fn(reference, current), 4) for name, fn in sorted(CHECKS.items())}
