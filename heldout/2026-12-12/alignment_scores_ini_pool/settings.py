import configparser
import os


class Settings:
    def __init__(self, path):
        cp = configparser.ConfigParser()
        cp.read(path)
        self.pair = cp["corpus"]["language_pair"]
        self.sentences = cp.getint("corpus", "sentences")
        self.dim = cp.getint("corpus", "embedding_dim")
        self.workers = cp.getint("scoring", "workers")
        self.shards = cp.getint("scoring", "shards")
        self.k = cp.getint("scoring", "margin_k")

    @classmethod
    def next_to(cls, file, name="align.ini"):
        return cls(os.path.join(os.path.dirname(os.path.abspath(file)), name))
