import torch

OPS = {
    "matmul": lambda x: x @ x,
    "softmax": lambda x: torch.softmax(x, -1),
    "layer_norm": lambda x: torch.nn.functional.layer_norm(x, x.shape[-1:]),
    "gelu": lambda x: torch.nn.functional.gelu(x),
}
