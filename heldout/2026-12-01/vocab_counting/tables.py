import torch

import config

FREQ = torch.zeros(config.VOCAB_SIZE)
