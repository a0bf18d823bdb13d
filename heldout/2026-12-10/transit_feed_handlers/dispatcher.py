import multiprocessing as mp


class FeedDispatcher:
    def __init__(self, handlers, start_method="spawn"):
        self.handlers = handlers
        self.ctx = mp.get_context(start_method)

    def dispatch(self, feed, size):
        proc = self.ctx.Process(target=self.handlers[feed], args=(size,), name=f"feed-{feed}")
        proc.start()
        return proc
