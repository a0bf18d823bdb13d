from .potentials import morse_forces
from .pool import PreforkPool
