import math

import torch
import torch.nn as nn

from .factory import register_model


class GraphConv(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(d_in, d_out))
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.xavier_uniform_(self.weight)
        with torch.no_grad():
            self.weight.mul_(math.sqrt(2.0))

    def forward(self, x, adj):
        return adj @ (x @ self.weight)


class GCN(nn.Module):
    def __init__(self, d_in, hidden, classes):
        super().__init__()
        self.c1, self.c2 = GraphConv(d_in, hidden), GraphConv(hidden, classes)

    def forward(self, x, adj):
        return self.c2(torch.relu(self.c1(x, adj)), adj)


@register_model("gcn-2layer")
def gcn_2layer(d_in=512, hidden=512, classes=7):
    return GCN(d_in, hidden, classes)
