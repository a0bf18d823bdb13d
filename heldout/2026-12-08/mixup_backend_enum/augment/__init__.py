from .backends import Backend
from .ops import loudness_normalize, reverb_mix
