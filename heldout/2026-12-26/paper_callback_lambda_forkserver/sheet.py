class Sheet:
    def __init__(self, name, on_dry):
        self.name = name
        self.on_dry = on_dry

    def dry(self, out):
        out.put(self.on_dry(self.name))
