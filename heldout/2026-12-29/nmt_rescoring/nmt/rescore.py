import torch

from .lm import GRULanguageModel

_LM = None


def init_worker(state_dict, model_cfg):
    global _LM
    _LM = GRULanguageModel(**model_cfg)
    _LM.load_state_dict(state_dict)
    _LM.eval()


@torch.no_grad()
def rescore_source(hyps):
    return int(_LM.log_prob(hyps).argmax())
