"""A data descriptor that keeps every stored row unit length."""
import torch.nn.functional as F


class Normalised:
    def __set_name__(self, owner, name):
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        setattr(obj, self.private, F.normalize(value, dim=1))
