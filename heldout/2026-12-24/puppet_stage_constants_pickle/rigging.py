import pickle

import numpy as np
import torch
import torch.nn.functional as F

import cast
import stage


def _saved_state():
    rng = np.random.default_rng(7)
    state = {"tension": rng.standard_normal((cast.ROWS, stage.WIDTH)).astype(np.float32)}
    return pickle.dumps(state)


STATE_BLOB = _saved_state()


def load_tension(blob=STATE_BLOB):
    state = pickle.loads(blob)
    tension = torch.from_numpy(state["tension"])
    return F.layer_norm(tension, (stage.WIDTH,))
