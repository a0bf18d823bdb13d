import torch

from handling import handle
from kinds import Pulp


@handle.register
def _(item: Pulp):
    pulp = torch.rand(item.rows, item.cols)
    fibre_links = pulp @ pulp.T
    return f"beaten: mean link {float(fibre_links.mean()):.2f}"
