import multiprocessing as mp


class BookingBus:
    def __init__(self, start_method="spawn"):
        self.ctx = mp.get_context(start_method)
        self.queue = self.ctx.Queue()

    def process(self, target, *args):
        return self.ctx.Process(target=target, args=args + (self.queue,))
