_REGISTRY = {}


def register(name, **defaults):
    """Register a model class and build one instance to validate defaults."""
    def deco(cls):
        _REGISTRY[name] = cls
        cls.reference = cls(**defaults)
        return cls
    return deco


def build(name, **kwargs):
    return _REGISTRY[name](**kwargs)


def names():
    return sorted(_REGISTRY)
