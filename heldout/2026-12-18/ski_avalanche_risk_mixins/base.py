import tomllib


class BaseModel:
    """Template: load -> prepare -> score -> report."""

    config_path = "slopes.toml"

    def __init__(self):
        with open(self.config_path, "rb") as f:
            self.cfg = tomllib.load(f)["model"]

    def prepare(self, grid):
        return grid

    def score(self, features):
        raise NotImplementedError

    def run(self, grid):
        features = self.prepare(grid)
        return self.score(features)
