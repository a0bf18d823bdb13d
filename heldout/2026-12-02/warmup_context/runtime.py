import contextlib

import torch


@contextlib.contextmanager
def serving_session(model, batch_size=8, image_size=32):
    """Put the model in eval mode and run one warm-up batch so the first request is not slow."""
    was_training = model.training
    model.eval()
    with torch.no_grad():
        model(torch.zeros(batch_size, 3, image_size, image_size))
    try:
        yield model
    finally:
        model.train(was_training)
