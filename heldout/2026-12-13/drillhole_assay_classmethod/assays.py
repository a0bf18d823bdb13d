import torch


class AssayTable:
    """Assay intervals for many drillholes: depth of each sample and its Cu grade (%)."""

    def __init__(self, hole_ids, depths, grades):
        self.hole_ids, self.depths, self.grades = hole_ids, depths, grades

    @classmethod
    def from_logging_export(cls, holes, samples_per_hole, seed=0):
        g = torch.Generator().manual_seed(seed)
        depths = torch.rand(holes, samples_per_hole, generator=g) * 600
        grades = torch.rand(holes, samples_per_hole, generator=g) * 2.5
        return cls([f"DDH{n:04d}" for n in range(holes)], depths, grades)

    def downhole_order(self):
        order = torch.argsort(self.depths, dim=1)
        return torch.gather(self.grades, 1, order)
