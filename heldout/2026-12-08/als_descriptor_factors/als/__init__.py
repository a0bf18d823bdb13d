from .model import ALSModel
