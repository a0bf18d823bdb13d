MODEL_REGISTRY = {}


def register_model(name):
    def wrap(fn):
        MODEL_REGISTRY[name] = fn
        return fn
    return wrap


def create(name, **kw):
    return MODEL_REGISTRY[name](**kw)
