import torch


class TwistingMixin:
    def run(self):
        walk = super().run()
        s = self.settings
        yarn = torch.randn(s["strands"], s["yarn"])
        self.twist = torch.softmax(yarn, dim=1).max(dim=1).values.mean().item()
        self.log.append("twist")
        return walk
