from .frontend import log_spectrogram
from .inference import score_files
