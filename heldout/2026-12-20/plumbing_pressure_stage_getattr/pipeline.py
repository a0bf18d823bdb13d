class Pipeline:
    """Runs `stage_<name>` methods in the order given by the config."""

    def __init__(self, names):
        self.names = names
        self.state = {}

    def run(self):
        for name in self.names:
            getattr(self, f"stage_{name}")()
        return self.state
