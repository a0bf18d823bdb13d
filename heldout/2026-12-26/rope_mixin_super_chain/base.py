class Walk:
    def __init__(self, settings):
        self.settings = settings
        self.log = []

    def run(self):
        self.log.append("walk")
        return self
