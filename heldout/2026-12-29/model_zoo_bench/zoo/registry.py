_MODELS = {}


def register(name):
    def deco(cls):
        _MODELS[name] = cls
        return cls
    return deco


def build(name, **kwargs):
    if name not in _MODELS:
        raise KeyError(f"unknown model {name!r}; have {sorted(_MODELS)}")
    return _MODELS[name](**kwargs)
