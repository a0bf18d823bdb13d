import configparser

from mixins import GrainMixin, PressMixin


class Job:
    def __init__(self, path):
        ini = configparser.ConfigParser()
        ini.read(path)
        for key, value in ini["press"].items():
            setattr(self, key, int(value))


class BoardPress(GrainMixin, PressMixin, Job):
    pass
