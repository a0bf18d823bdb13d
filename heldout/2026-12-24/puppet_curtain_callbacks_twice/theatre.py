class Theatre:
    def __init__(self):
        self.curtain_calls = []

    def register(self, callback):
        self.curtain_calls.append(callback)

    def raise_curtain(self):
        for call in self.curtain_calls:
            call()
