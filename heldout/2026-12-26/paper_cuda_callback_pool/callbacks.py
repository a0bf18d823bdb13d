import torch
import torch.multiprocessing as mp


def _proof(device, size):
    sheet = torch.ones(size, device=device)
    return float(sheet.sum())


class ProofCallback:
    def __init__(self, proofers, size):
        self.proofers, self.size = proofers, size

    def on_epoch_end(self, trainer, epoch):
        device = str(trainer.device)
        with mp.get_context("fork").Pool(self.proofers) as pool:
            proofs = pool.starmap(_proof, [(device, self.size)] * self.proofers)
        print(f"epoch {epoch}: proofs {proofs}")
