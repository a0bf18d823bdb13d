"""A dye vat that tells its observers what happened to it."""


class Vat:
    def __init__(self, name):
        self.name = name
        self._observers = []

    def attach(self, observer):
        self._observers.append(observer)

    def notify(self, event, payload):
        for observer in self._observers:
            observer.update(self, event, payload)
