from .periodogram import lomb_scargle, simulate_lightcurve
from .batch import search_periods
