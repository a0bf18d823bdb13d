import torch
import torch.nn.functional as F


class Bench:
    batch = channels = filters = kernel = plate = 0

    def graduate(self):
        plates = torch.rand(self.batch, self.channels, self.plate, self.plate)
        gouges = torch.rand(self.filters, self.channels, self.kernel, self.kernel)
        return float(F.conv2d(plates, gouges, padding=self.kernel // 2).mean())


def make_bench(row):
    attrs = {key: int(value) for key, value in row.items() if key != "bench"}
    return type(f"{row['bench'].title()}Bench", (Bench,), attrs)
