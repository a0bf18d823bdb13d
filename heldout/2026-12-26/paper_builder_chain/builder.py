import json

import beater
import loft


class MillBuilder:
    def __init__(self, **settings):
        self.settings = settings
        self.steps = []

    @classmethod
    def from_json(cls, path):
        with open(path) as f:
            return cls(**json.load(f))

    def beat(self):
        s = self.settings
        self.stock = beater.beat(s["sheets"], s["channels"], s["length"], s["filters"], s["width"])
        self.steps.append("beat")
        return self

    def couch(self):
        self.stock = self.stock.clamp(min=0)
        self.steps.append("couch")
        return self

    def dry(self):
        self.dried = loft.dry_all(self.settings["driers"], self.settings["felt"])
        self.steps.append("dry")
        return self
