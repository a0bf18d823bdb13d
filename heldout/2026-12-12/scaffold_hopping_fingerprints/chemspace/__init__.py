"""Chemical-space utilities (fingerprints and similarity)."""
from .fingerprints import random_fingerprints
from .similarity import tanimoto_matrix
