MODELS = {}


def model(name):
    def deco(cls):
        cls.name = name
        MODELS[name] = cls
        return cls
    return deco
