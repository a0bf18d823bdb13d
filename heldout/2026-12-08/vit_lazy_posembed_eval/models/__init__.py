from .vit import TinyViT

_MODELS = {"vit_tiny": TinyViT}


def build_model(name, **kw):
    return _MODELS[name](**kw)
