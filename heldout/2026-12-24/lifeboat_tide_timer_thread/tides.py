import threading

import torch


class TideTable:
    def __init__(self, readings, width):
        self.readings = readings
        self.width = width
        self.levels = None

    def refresh(self):
        raw = torch.randn(self.readings, self.width)
        self.levels = raw.T @ raw

    def refresh_later(self, delay):
        timer = threading.Timer(delay, self.refresh)
        timer.start()
        return timer
