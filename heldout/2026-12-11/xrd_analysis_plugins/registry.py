ANALYSES = {}


def analysis(name):
    def deco(cls):
        ANALYSES[name] = cls
        cls.name = name
        return cls
    return deco
