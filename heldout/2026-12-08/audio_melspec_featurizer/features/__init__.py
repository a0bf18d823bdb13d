from .spectral import MelFrontend, global_cmvn

__all__ = ["MelFrontend", "global_cmvn"]
