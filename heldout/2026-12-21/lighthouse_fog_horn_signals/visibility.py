import torch
import torch.nn.functional as F


def build_profile(ctx):
    v = ctx["cfg"]["visibility"]
    torch.manual_seed(5)
    fog = torch.randn(v["batches"], v["channels"], v["samples"])
    filters = torch.randn(v["filters"], v["channels"], v["kernel"]) / v["kernel"]
    ctx["density"] = float(F.conv1d(fog, filters).abs().mean())
