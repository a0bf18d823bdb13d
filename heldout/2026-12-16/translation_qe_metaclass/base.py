class ScorerMeta(type):
    registry = {}

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        if ns.get("key"):
            mcls.registry[ns["key"]] = cls
        return cls


class Scorer(metaclass=ScorerMeta):
    key = None

    def score(self, src, hyp):
        raise NotImplementedError
