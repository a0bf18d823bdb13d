class Annealer:
    """A cooling schedule; instances are called with the lehr number."""

    def __init__(self, hours):
        self.hours = hours

    def __call__(self, lehr):
        temp = 520.0
        for _ in range(self.hours):
            temp *= 0.8
        return round(temp, 1) + lehr


def build_schedule(hours):
    return Annealer(hours)
