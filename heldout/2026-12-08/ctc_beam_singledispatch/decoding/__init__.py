from .prep import to_log_probs
from .beam import BeamDecoder
