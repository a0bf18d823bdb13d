import multiprocessing


class Runtime:
    def __init__(self, start_method="spawn"):
        self.ctx = multiprocessing.get_context(start_method)

    def queue(self):
        return self.ctx.Queue()

    def event(self):
        return self.ctx.Event()

    def process(self, target, args):
        return self.ctx.Process(target=target, args=args)
