from .config import SimConfig
from .integrators import leapfrog, potential_energy
