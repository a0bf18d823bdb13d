from .stages.background import sky_level
from .stages.photometry import aperture_flux


def reduce_night(frames, cfg):
    sky = sky_level(frames, cfg["sky_quantile"])
    return frames, sky
