from concurrent.futures import ProcessPoolExecutor


class LabelledExecutor(ProcessPoolExecutor):
    """A process pool that remembers what it is for (for logging)."""

    def __init__(self, label, workers=2):
        super().__init__(max_workers=workers)
        self.label = label

    def __repr__(self):
        return f"<LabelledExecutor {self.label}>"
