FORECASTERS = {}


def register(name):
    def deco(cls):
        FORECASTERS[name] = cls
        return cls
    return deco
