from runtime import ensure_spawn


class Reporter:
    def __init__(self):
        self.ctx = ensure_spawn()

    def publish(self, results):
        for state, p in results:
            print(f"state {state}: win probability {p}")
