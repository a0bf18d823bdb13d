"""A data descriptor that normalises a thermal grid whenever it is assigned."""
import torch
import torch.nn.functional as F


class NormalisedGrid:
    def __set_name__(self, owner, name):
        self.slot = "_" + name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self.slot)

    def __set__(self, obj, value):
        if value.dim() != 2:
            raise ValueError("thermal grid must be 2-D")
        setattr(obj, self.slot, F.layer_norm(value, value.shape[-1:]))
