from encoding import SinusoidalEncoding


class TokenizerService:
    def __init__(self, max_len=2048, dim=64):
        self.encoding = SinusoidalEncoding(max_len, dim)

    def describe(self):
        table = self.encoding.table
        return f"posenc {tuple(table.shape)} norm={table.norm():.2f}"
