import torch

from model import SpoilageModel, pick_device

_STATE = {}


def init_worker(state_dict, trace_len, hidden):
    _STATE["config"] = (state_dict, trace_len, hidden)


def _model():
    if "model" not in _STATE:
        state_dict, trace_len, hidden = _STATE["config"]
        model = SpoilageModel(trace_len, hidden).to(pick_device())
        model.load_state_dict(state_dict)
        _STATE["model"] = model.eval()
    return _STATE["model"]


@torch.no_grad()
def score_lane(lane):
    lane_id, traces = lane
    risk = _model()(traces.to(pick_device()))
    return lane_id, float((risk > 0.5).float().mean())
