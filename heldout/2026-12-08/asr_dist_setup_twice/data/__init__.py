from utils.dist import setup_multiprocessing

# make the data workers safe to use with CUDA later on
setup_multiprocessing("spawn")

from .loader import utterance_lengths  # noqa: E402
