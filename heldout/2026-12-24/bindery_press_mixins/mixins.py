import multiprocessing as mp

import torch


class GrainMixin:
    def find_grain(self):
        fibres = torch.randn(self.rows, self.width)
        return fibres.sort(dim=1).values[:, -1]


class PressMixin:
    def press_all(self):
        with mp.Pool(self.workers) as pool:
            return list(pool.imap(self.press_board, [self.board_size] * self.boards))

    @staticmethod
    def press_board(size):
        board = torch.randn(size, size)
        return float((board @ board).abs().sum())
