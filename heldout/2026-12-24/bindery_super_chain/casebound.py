from sewn import SewnBinding


class CaseBound(SewnBinding):
    def prepare(self, sheets):
        folded = super().prepare(sheets)
        self.steps.append("case")
        return folded / folded.abs().amax(dim=1, keepdim=True)
