import torch
import torch.nn.functional as F

from hooks import CallbackList


class DigitisationRun:
    def __init__(self, boxes, pages_per_box=8, dpi_px=512, callbacks=()):
        self.boxes, self.pages_per_box, self.dpi_px = boxes, pages_per_box, dpi_px
        self.cb = CallbackList(callbacks)

    def deskew(self, raw):
        # resample every page to the archive's working resolution
        return F.interpolate(raw, size=(self.dpi_px, self.dpi_px), mode="bilinear", align_corners=False)

    def run(self):
        self.cb.on_start(self)
        gen = torch.Generator().manual_seed(0)
        for box in range(self.boxes):
            raw = torch.rand(self.pages_per_box, 1, self.dpi_px // 2, self.dpi_px // 2, generator=gen)
            self.cb.on_batch(self, box, self.deskew(raw))
        self.cb.on_end(self)
