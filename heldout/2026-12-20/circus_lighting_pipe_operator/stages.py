class Stage:
    def __init__(self, fn, name=None):
        self.fns = [fn] if callable(fn) else list(fn)
        self.name = name or self.fns[0].__name__

    def __or__(self, other):
        return Stage(self.fns + other.fns, name=f"{self.name}|{other.name}")

    def __call__(self, value):
        for fn in self.fns:
            value = fn(value)
        return value


def stage(fn):
    return Stage(fn)
