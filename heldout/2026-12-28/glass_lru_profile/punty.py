from profiles import gather_profile


class Punty:
    def __init__(self, rows, width):
        self.rows = rows
        self.width = width

    @property
    def profile(self):
        return gather_profile(self.rows, self.width)

    @property
    def hottest(self):
        return float(self.profile.max())
