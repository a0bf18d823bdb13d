BINNERS = {}


def register(name):
    def deco(cls):
        BINNERS[name] = cls
        cls.name = name
        return cls
    return deco


def create(name, **kwargs):
    return BINNERS[name](**kwargs)
