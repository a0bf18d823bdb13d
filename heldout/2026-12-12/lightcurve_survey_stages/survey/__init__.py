from .pipeline import reduce_night
