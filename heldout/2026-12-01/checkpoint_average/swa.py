from ckpt import snapshot


class SWA:
    def __init__(self, model):
        self.model = model
        self.snapshots = [snapshot(model)]

    def update(self):
        self.snapshots.append(snapshot(self.model))
