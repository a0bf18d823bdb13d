import multiprocessing

import torch

from ageing import age_wheel


class CheeseVat:
    def __init__(self):
        self._recipe = None
        self.ripening = None

    @property
    def recipe(self):
        return self._recipe

    @recipe.setter
    def recipe(self, value):
        self._recipe = value
        g = torch.Generator().manual_seed(len(value["name"]))
        curve = torch.rand(value["days"], value["cultures"], generator=g)
        self.ripening = torch.softmax(curve.T @ curve / value["days"], dim=1)

    def age_batches(self, wheels):
        with multiprocessing.Pool(2) as pool:
            return pool.starmap(age_wheel, [(w, self.ripening) for w in wheels])
