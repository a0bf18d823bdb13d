STEPS = {}


def step(name):
    def register(fn):
        STEPS[name] = fn
        return fn
    return register
