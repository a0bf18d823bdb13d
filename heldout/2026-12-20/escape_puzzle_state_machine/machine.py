class RoomMachine:
    def __init__(self, cfg):
        self.cfg = cfg
        self.state = cfg["start"]
        self.data = {}

    def step(self):
        handler = getattr(self, f"on_{self.state}")
        handler()
        self.state = self.cfg["transitions"][self.state]
        return self.state is not None

    def run(self):
        while self.step():
            pass
        return self.data
