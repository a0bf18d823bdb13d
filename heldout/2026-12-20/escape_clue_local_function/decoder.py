import multiprocessing


def caesar(text, shift):
    return "".join(chr((ord(c) - 65 - shift) % 26 + 65) for c in text)


class ClueDecoder:
    def __init__(self, start_method="forkserver"):
        self.ctx = multiprocessing.get_context(start_method)

    def decode_all(self, rows):
        def decode(row):
            return row["room"], caesar(row["clue"], int(row["cipher_shift"]))

        with self.ctx.Pool(2) as pool:
            return pool.map(decode, rows)
