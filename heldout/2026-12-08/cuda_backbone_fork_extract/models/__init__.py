from .backbone import SmallResNet
