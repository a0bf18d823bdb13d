import torch
import torch.nn.functional as F

from base import Workshop


def carve(block):
    wood = torch.randn(block, block)
    return float((wood @ wood).abs().mean())


class HeadCarving(Workshop):
    def rough_out(self):
        c = self.cfg
        blanks = torch.randn(c["batch"], c["channels"], c["side"], c["side"])
        gouges = torch.randn(c["filters"], c["channels"], c["kernel"], c["kernel"])
        return F.conv2d(blanks, gouges)

    def finish(self):
        with self.executor() as pool:
            return list(pool.map(carve, [self.cfg["block"]] * self.cfg["carvers"]))
