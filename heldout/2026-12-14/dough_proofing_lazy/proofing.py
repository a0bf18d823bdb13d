import torch

_model = None
SENSOR_ROWS = 256
HIDDEN = 512


def get_model():
    global _model
    if _model is None:
        torch.manual_seed(0)
        _model = torch.nn.Sequential(torch.nn.Linear(HIDDEN, 256), torch.nn.Tanh(), torch.nn.Linear(256, 1))
        _model.eval()
    return _model


def sensor_window(batch_name):
    gen = torch.Generator().manual_seed(len(batch_name))
    return torch.rand(SENSOR_ROWS, HIDDEN, generator=gen)


@torch.no_grad()
def estimate_rise(batch_name):
    return round(float(get_model()(sensor_window(batch_name)).mean()), 4)
