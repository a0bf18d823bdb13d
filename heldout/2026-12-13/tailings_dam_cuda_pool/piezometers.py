import torch


class PorePressureModel(torch.nn.Module):
    def __init__(self, sensors):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(sensors, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1))

    def forward(self, x):
        return self.net(x)


def score_embankment(args):
    section, state, sensors, hours = args
    model = PorePressureModel(sensors).cuda()
    model.load_state_dict(state)
    g = torch.Generator().manual_seed(section)
    readings = torch.rand(hours, sensors, generator=g).cuda()
    with torch.no_grad():
        return section, float(model(readings).max())
