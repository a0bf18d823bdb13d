import torch

from .lazy import solved_once


class ALSModel:
    def __init__(self, ratings, rank, reg):
        self.ratings = ratings
        self.rank = rank
        self.reg = reg
        g = torch.Generator().manual_seed(0)
        self.user_factors = torch.rand(ratings.shape[0], rank, generator=g)

    @solved_once
    def item_factors(self):
        U = self.user_factors
        A = U.T @ U + self.reg * torch.eye(self.rank)
        return torch.linalg.solve(A, U.T @ self.ratings).T

    def solve_users(self, rows):
        V = self.item_factors
        A = V.T @ V + self.reg * torch.eye(self.rank)
        return torch.linalg.solve(A, V.T @ self.ratings[rows].T).T
