REGISTRY = {}


class Raptor:
    """Base for raptor species; subclasses register themselves by `kind`."""

    def __init_subclass__(cls, kind, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind
        REGISTRY[kind] = cls

    def __init__(self, cfg):
        self.cfg = cfg
        self.range = self.survey_range()

    @classmethod
    def create(cls, kind, cfg):
        return REGISTRY[kind](cfg)

    def survey_range(self):
        return 0.0
