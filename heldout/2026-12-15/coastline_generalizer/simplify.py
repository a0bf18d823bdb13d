import multiprocessing

import torch

from geometry import segment_lengths


def _simplify_piece(args):
    piece, tolerance = args
    lengths = segment_lengths(piece.repeat(30, 1))
    keep = torch.cat([torch.tensor([True]), lengths > tolerance])
    return int(keep.sum())


class Simplifier:
    def __init__(self, scale_denominator, pieces=8):
        self.scale_denominator = scale_denominator
        self.pieces = pieces
        self.tolerance_ = None

    def fit(self, line):
        lengths = segment_lengths(line)
        self.tolerance_ = float(lengths.mean()) * self.scale_denominator / 50000
        return self

    def transform_parallel(self, line, processes=2):
        chunks = [(p, self.tolerance_) for p in torch.chunk(line, self.pieces)]
        with multiprocessing.Pool(processes) as pool:
            return sum(pool.imap(_simplify_piece, chunks, chunksize=2))
