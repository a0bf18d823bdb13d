import torch


class Plugin:
    name = "baseline"

    def __call__(self, state):
        spec = state["cfg"]["mite_counts"]
        torch.manual_seed(3)
        drops = torch.rand(spec["colonies_sampled"], spec["days"])
        state["load"] = drops.cumsum(dim=1)
        state["threshold"] = float(state["load"][:, -1].median())
        return state
