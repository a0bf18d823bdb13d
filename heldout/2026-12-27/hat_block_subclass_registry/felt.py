"""Felt hat block: steam the felt before shaping."""
import torch
import torch.nn.functional as F

from blocks import Block


class FeltBlock(Block, kind="felt"):
    def steam(self):
        s = self.section
        felt = torch.randn(s.getint("batch"), s.getint("channels"), s.getint("size"), s.getint("size"))
        kernel = torch.randn(s.getint("filters"), s.getint("channels"), 3, 3)
        print("steamed", F.conv2d(felt, kernel, padding=1).std().item())
