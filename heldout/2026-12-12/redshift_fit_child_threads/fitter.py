import multiprocessing as mp

import torch

from templates import chi2_grid, template_bank


class RedshiftWorker(mp.Process):
    def __init__(self, spectra_ids, n_templates, out):
        super().__init__()
        self.spectra_ids, self.n_templates, self.out = spectra_ids, n_templates, out

    def run(self):
        torch.set_num_threads(1)
        bank = template_bank(self.n_templates)
        for sid in self.spectra_ids:
            g = torch.Generator().manual_seed(sid)
            spec = torch.rand(bank.shape[1], generator=g)
            self.out.put((sid, int(chi2_grid(spec, bank).argmin())))
