"""Callback protocol for the digitisation run."""


class Callback:
    def on_start(self, run):
        pass

    def on_batch(self, run, batch_no, pages):
        pass

    def on_end(self, run):
        pass


class CallbackList:
    def __init__(self, callbacks):
        self.callbacks = list(callbacks)

    def __getattr__(self, hook):
        def fire(*args):
            for cb in self.callbacks:
                getattr(cb, hook)(*args)
        return fire
