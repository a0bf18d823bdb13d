import torch.multiprocessing as mp

# the package always runs its workers with spawn
mp.set_start_method("spawn", force=True)

from .griffin_lim import griffin_lim  # noqa: E402
from .synth import synthesize_all  # noqa: E402
