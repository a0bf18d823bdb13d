import torch


class HeartRateTracker:
    window = 24

    def __init__(self):
        self._readings = None
        self.rolling = None

    @property
    def readings(self):
        return self._readings

    @readings.setter
    def readings(self, values):
        self._readings = values
        self.rolling = values.unfold(1, self.window, 1).mean(-1)
