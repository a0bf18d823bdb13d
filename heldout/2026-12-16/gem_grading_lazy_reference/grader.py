from concurrent.futures import ProcessPoolExecutor

import torch
import torch.nn.functional as F

from spectra import lot_spectra, grade_lot


class Grader:
    def __init__(self, reference_stones, colour_bins):
        self.reference_stones = reference_stones
        self.colour_bins = colour_bins
        self._reference = None

    @property
    def reference(self):
        if self._reference is None:
            raw = lot_spectra("reference", self.reference_stones, self.colour_bins)
            self._reference = F.layer_norm(raw, (self.colour_bins,)).mean(0)
        return self._reference

    def grade_lots(self, lots):
        ref = self.reference
        with ProcessPoolExecutor(max_workers=2) as ex:
            futures = [(lot["name"], ex.submit(grade_lot, lot["name"], lot["stones"], ref))
                       for lot in lots]
            return [(name, fut.result()) for name, fut in futures]
