from dataclasses import dataclass

import torch


@dataclass
class RuntimeOptions:
    intra_op_threads: int = 1
    deterministic: bool = True
    seed: int = 0

    def apply(self):
        torch.set_num_threads(self.intra_op_threads)
        torch.use_deterministic_algorithms(self.deterministic)
        torch.manual_seed(self.seed)
        return self
