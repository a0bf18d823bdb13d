from .lattice import build_lattice, pair_forces
from .replica import Replica
