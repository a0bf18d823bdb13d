STAGES = {}


class Stage:
    key = None

    def __init_subclass__(cls, key, **kw):
        super().__init_subclass__(**kw)
        cls.key = key
        STAGES[key] = cls

    def __init__(self, cfg):
        self.cfg = cfg

    def run(self, batch):
        raise NotImplementedError
