class Timetable:
    def __init__(self):
        self._on_depart = []

    def on_depart(self, callback):
        self._on_depart.append(callback)
        return callback

    def depart(self, cfg):
        return [callback(cfg) for callback in self._on_depart]
