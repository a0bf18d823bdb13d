class Voicer:
    def __init__(self, profile):
        if profile == "bright":
            self.shape = lambda feet: (feet, round(1.2 / feet, 4))
        else:
            self.shape = lambda feet: (feet, round(0.8 / feet, 4))
