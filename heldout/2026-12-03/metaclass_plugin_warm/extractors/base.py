import torch


class Extractor:
    registry = {}
    name = None
    probe_shape = (4, 3, 64, 64)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.name:
            Extractor.registry[cls.name] = cls
            cls.output_dim = cls.selftest()

    @classmethod
    def selftest(cls):
        probe = torch.zeros(cls.probe_shape)
        return cls().extract(probe).shape[-1]

    def extract(self, images):
        raise NotImplementedError
