import torch

from hooks import on

ENCODER_IN = 512
torch.manual_seed(0)
_encoder = torch.nn.Linear(ENCODER_IN, 256)


@on("batch_ready", priority=10)
def embed_batch(batch, state, batch_id):
    with torch.no_grad():
        state["emb"] = _encoder(batch)
