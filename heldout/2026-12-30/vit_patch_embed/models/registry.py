_MODELS = {}


def register(name):
    def deco(cls):
        _MODELS[name] = cls
        return cls
    return deco


def build_model(cfg):
    kwargs = {k: v for k, v in cfg.items() if k != "name"}
    return _MODELS[cfg["name"]](**kwargs)
