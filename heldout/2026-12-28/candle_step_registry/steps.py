"""Registry of the chandlery's production steps."""

STEPS = {}


def step(name, *, needs=()):
    def register(fn):
        fn.needs = tuple(needs)
        STEPS[name] = fn
        return fn
    return register


def run_line(names, state, section):
    for name in names:
        state = STEPS[name](state, section)
    return state
