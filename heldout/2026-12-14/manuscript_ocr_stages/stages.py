import math
import multiprocessing

import torch
import torch.nn.functional as F

import recognize


class Stage:
    def __call__(self, data):
        return self.apply(data)


class Deskew(Stage):
    def __init__(self, angle_deg):
        self.angle = math.radians(angle_deg)

    def apply(self, pages):
        c, s = math.cos(self.angle), math.sin(self.angle)
        theta = torch.tensor([[c, -s, 0.0], [s, c, 0.0]]).expand(pages.shape[0], 2, 3)
        grid = F.affine_grid(theta, list(pages.shape), align_corners=False)
        return F.grid_sample(pages, grid, align_corners=False)


class Binarize(Stage):
    def __init__(self, threshold):
        self.threshold = threshold

    def apply(self, pages):
        return [page[0] > self.threshold for page in pages]


class ParallelRecognize(Stage):
    def __init__(self, workers):
        self.workers = workers

    def apply(self, pages):
        with multiprocessing.Pool(self.workers) as pool:
            return list(pool.imap(recognize.count_glyphs, pages))
