"""Door fault classifier: the shared model runs once, then each car is checked in a forked child."""
import os

import torch


class FaultClassifier:
    def __init__(self, model, cars):
        self.model, self.cars = model, cars

    def __call__(self, events):
        with torch.no_grad():
            embedding = self.model.body(events)
        return self._dispatch(embedding)

    def _dispatch(self, embedding):
        verdicts = []
        for index, car in enumerate(self.cars):
            read_fd, write_fd = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(read_fd)
                with torch.no_grad():
                    logits = self.model.head(torch.relu(self.model.body(embedding + index)))
                label = self.model.LABELS[int(logits.mean(dim=0).argmax())]
                os.write(write_fd, label.encode())
                os._exit(0)
            os.close(write_fd)
            with os.fdopen(read_fd) as fh:
                label = fh.read()
            os.waitpid(pid, 0)
            verdicts.append((car, label))
        return verdicts
