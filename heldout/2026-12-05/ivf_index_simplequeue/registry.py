INDEXES = {}


def register_index(name):
    def deco(cls):
        INDEXES[name] = cls
        cls.kind = name
        return cls
    return deco


def build_index(name, **kwargs):
    return INDEXES[name](**kwargs)
