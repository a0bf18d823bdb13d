import multiprocessing as mp


def clamp(press, sheets):
    print("press", press, "holds", sum(range(sheets)), flush=True)


class PressRoom:
    def __init__(self, method, presses, sheets):
        self.ctx = mp.get_context(method)
        self.presses = presses
        self.sheets = sheets

    def run(self):
        clamps = [self.ctx.Process(target=clamp, args=(p, self.sheets)) for p in range(self.presses)]
        for c in clamps:
            c.start()
        for c in clamps:
            c.join()
        failed = [c.exitcode for c in clamps if c.exitcode != 0]
        if failed:
            raise SystemExit(f"pressing failed, exit codes {failed}")
