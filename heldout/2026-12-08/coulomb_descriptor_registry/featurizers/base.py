REGISTRY = {}


class Featurizer:
    name = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.name:
            REGISTRY[cls.name] = cls

    def __init__(self, max_atoms):
        self.max_atoms = max_atoms

    def transform(self, coords, charges):
        raise NotImplementedError
